// What the devnet's EVM activity has made, as the app lists it: a chain's busiest indexed token, a recent tx.
import { expect, type APIRequestContext } from '@playwright/test';

export async function listedToken(request: APIRequestContext, chain: string): Promise<string | undefined> {
  const res = await request.get(`/api/history/token-list?chain=${chain}`);
  return res.ok() ? ((await res.json()) as { rows?: { address: string }[] }).rows?.[0]?.address : undefined;
}

/** A recent tx of an EVM chain (`c` or an L1 blockchain id), as its chain page lists them. */
export async function recentEvmTx(
  request: APIRequestContext,
  chain: string,
): Promise<{ hash: string; blockNumber: string }> {
  let tx: { hash: string; blockNumber: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/evm/${chain}/recent`);
        return (tx = res.ok()
          ? ((await res.json()) as { txs?: { hash: string; blockNumber: string }[] }).txs?.[0]
          : undefined);
      },
      { timeout: 60_000, message: `a tx on ${chain}` },
    )
    .toBeDefined();
  return tx!;
}

/** The busiest token of `chain` that Snowline's history has read (the devnet's script deploys and moves them). */
export async function token(request: APIRequestContext, chain = 'C'): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => (found = await listedToken(request, chain)), { timeout: 120_000, message: `a token on ${chain}` })
    .toBeDefined();
  return found!;
}
