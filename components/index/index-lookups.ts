// The index page's lookups on the server: a container by id (if the index accepted it) or by index,
// decoded to link the tx or block it holds.
import { decodeContainer, type ContainerTarget, type IndexPath } from '@/lib/decode/container';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import type { DecodeContext } from '@/lib/decode/model';
import { serverNodeClient } from '@/lib/node/server-client';

/** A container the index holds, as index.getContainerByID / getContainerByIndex give it. */
export interface Found {
  accepted: true;
  id: string;
  index: bigint;
  timestamp: string;
  target: ContainerTarget | null;
}

function routeOf(path: IndexPath) {
  const [chain, kind] = path.split('/') as ['X' | 'P' | 'C', 'tx' | 'block' | 'vtx'];
  return { chain, kind };
}

function found(
  path: IndexPath,
  ctx: DecodeContext,
  c: { id: string; index: bigint; timestamp: string; bytes: string },
): Found {
  return {
    accepted: true,
    id: c.id,
    index: c.index,
    timestamp: c.timestamp,
    target: decodeContainer(path, nodeHexToBytes(c.bytes), ctx),
  };
}

/** isAccepted, then the container itself (getContainerByID), for a looked-up id. */
export async function lookup(path: IndexPath, id: string, ctx: DecodeContext): Promise<Found | { accepted: false }> {
  const c = serverNodeClient();
  const accepted = await c.index
    .isAccepted({ id }, routeOf(path))
    .then((r) => r.isAccepted)
    .catch(() => false);
  if (!accepted) return { accepted: false as const };
  return found(path, ctx, await c.index.getContainerByID({ id, encoding: 'hex' }, routeOf(path)));
}

/** The container at an acceptance index (getContainerByIndex); null when the index has none there. */
export async function atIndex(path: IndexPath, index: bigint, ctx: DecodeContext): Promise<Found | null> {
  const c = await serverNodeClient()
    .index.getContainerByIndex({ index, encoding: 'hex' }, routeOf(path))
    .catch(() => null);
  return c ? found(path, ctx, c) : null;
}
