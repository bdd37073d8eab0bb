// Reads the P-Chain's blocks from the first, as the node's JSON gives them, until a tx is found; the
// devnet keeps adding blocks, so the scan waits (up to 90 s) for the ones still to come.
import { expect, type APIRequestContext } from '@playwright/test';
import { rpc } from './node-rpc';

export type JsonPTx = {
  id: string;
  unsignedTx: Record<string, unknown> & { txID?: string; validator?: { nodeID: string } };
};

/** The first non-undefined answer of `visit`, called on each tx in chain order. */
export async function scanPChain<T>(request: APIRequestContext, visit: (tx: JsonPTx) => T | undefined): Promise<T> {
  let found: T | undefined;
  let scanned = 0;
  await expect
    .poll(
      async () => {
        const tip = Number((await rpc<{ height: string }>(request, 'bc/P', 'platform.getHeight')).height);
        for (; scanned < tip && found === undefined; scanned++) {
          const { block } = await rpc<{ block: { txs?: JsonPTx[]; tx?: JsonPTx } }>(
            request,
            'bc/P',
            'platform.getBlockByHeight',
            { height: scanned + 1, encoding: 'json' },
          );
          for (const tx of [...(block.txs ?? []), ...(block.tx ? [block.tx] : [])]) found ??= visit(tx);
        }
        return found !== undefined;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(true);
  return found!;
}
