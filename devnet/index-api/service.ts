// index.* service over one acceptance-order index (indexer/service.go + index.go semantics).
import { registry, type IndexName } from '@/lib/registry';
import { NodeError } from '../core/contracts';
import { implement, type ServiceImplementation } from '../server/implement';
import type { IndexedContainer, IndexStore } from '../core/indexer';
import { rfc3339Nano } from '../core/time-format';
import { encodingOf, idOf, type Encoding } from '../server/params';
import { encodeBytes } from '../server/fast-hex';

const MAX_FETCHED_BY_RANGE = 1024;

function formatContainer(c: IndexedContainer, enc: Encoding) {
  if (enc === 'json') throw new NodeError('invalid encoding');
  return {
    id: c.idStr,
    bytes: encodeBytes(c.bytes, enc),
    timestamp: rfc3339Nano(c.acceptedAtMs),
    encoding: enc,
    index: String(c.index),
  };
}

export function createIndexService(store: IndexStore, name: IndexName): ServiceImplementation {
  const lastAccepted = (): number | undefined => {
    const n = store.count(name);
    return n === 0 ? undefined : n - 1;
  };
  const containerAt = (i: bigint): IndexedContainer => {
    const last = lastAccepted();
    if (last === undefined || i > BigInt(last)) throw new NodeError(`no container at index ${i}`);
    const c = store.byIndex(name, Number(i));
    if (!c) throw new NodeError(`no container at index ${i}`);
    return c;
  };
  return implement(registry.index, {
    getLastAccepted: (p) => {
      const enc = encodingOf(p.encoding);
      const last = lastAccepted();
      if (last === undefined) throw new NodeError('no containers have been accepted');
      return formatContainer(containerAt(BigInt(last)), enc);
    },
    getContainerByIndex: (p) => {
      const enc = encodingOf(p.encoding);
      return formatContainer(containerAt(p.index ?? 0n), enc);
    },
    getContainerRange: (p) => {
      const enc = encodingOf(p.encoding);
      const start = p.startIndex ?? 0n;
      const num = p.numToFetch ?? 0n;
      if (num === 0n || num > BigInt(MAX_FETCHED_BY_RANGE)) {
        throw new NodeError(`numToFetch must be in [1,${MAX_FETCHED_BY_RANGE}] but is ${num}`);
      }
      const last = lastAccepted();
      if (last === undefined) throw new NodeError('no containers have been accepted');
      if (start > BigInt(last)) throw new NodeError(`start index (${start}) > last accepted index (${last})`);
      return { containers: store.range(name, Number(start), Number(num)).map((c) => formatContainer(c, enc)) };
    },
    getIndex: (p) => {
      const pos = store.positionOf(name, idOf(p.id));
      if (pos === undefined) throw new NodeError('not found');
      return { index: String(pos) };
    },
    isAccepted: (p) => ({ isAccepted: store.positionOf(name, idOf(p.id)) !== undefined }),
    getContainerByID: (p) => {
      const enc = encodingOf(p.encoding);
      const pos = store.positionOf(name, idOf(p.id));
      if (pos === undefined) throw new NodeError('not found');
      return formatContainer(containerAt(BigInt(pos)), enc);
    },
  });
}
