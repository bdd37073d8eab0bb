// The node answers a page's islands read first (useNodeQuery), asked on the server through the one
// cached node path and seeded into the browser's cache under the same keys: the page arrives with
// them in its HTML instead of loading the node client and asking after hydration.
import type { ReactNode } from 'react';
import type { AnyTarget } from '@/lib/client/types';
import { nodeQueryKey } from '@/lib/hooks/node-query-key';
import { serverNodeClient } from '@/lib/node/server-client';
import { QuerySeed, within } from './query-seed';

/** What the server waits for; a call still out after it is left to the browser as before. */
const WAIT_MS = 1_500;

/** One call as the island's hook makes it: `useNodeQuery(method, params, target)`. */
export interface SeedCall {
  method: string;
  params: unknown;
  target?: AnyTarget;
}

export async function NodeSeed({ calls, children }: { calls: readonly SeedCall[]; children: ReactNode }) {
  const node = serverNodeClient();
  const answers = await Promise.all(
    calls.map(
      async (c) =>
        [
          nodeQueryKey(c.method, c.params, c.target),
          await within(node.call(c.method, c.params, c.target), WAIT_MS),
        ] as const,
    ),
  );
  return <QuerySeed answers={answers}>{children}</QuerySeed>;
}
