// What the devnet's EVM activity has made, as the app lists it: a chain's busiest indexed token, a recent tx,
// and the devnet's L1 EVM chains.
import { expect, type APIRequestContext } from '@playwright/test';
import { devnetEvmContracts } from '@/devnet/evm/deployments';
import { rpc, rpcAnswer } from './node-rpc';

/** The busiest token of `chain` the token list shows, if any. */
async function listedToken(request: APIRequestContext, chain: string): Promise<string | undefined> {
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

/** The ids of the devnet's L1 chains (every blockchain the P-Chain lists but the X- and C-Chain). */
async function l1Chains(request: APIRequestContext): Promise<string[]> {
  const { blockchains } = await rpc<{ blockchains: { id: string; name: string }[] }>(
    request,
    'bc/P',
    'platform.getBlockchains',
  );
  return blockchains.filter((b) => b.name !== 'X-Chain' && b.name !== 'C-Chain').map((b) => b.id);
}

/** The first `pick(chain)` of the L1 chains that is defined, once one is (the P activity creates the L1s). */
async function firstL1<T>(
  request: APIRequestContext,
  pick: (chain: string) => Promise<T | undefined>,
  message: string,
): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(
      async () => {
        for (const chain of await l1Chains(request)) {
          if ((found = await pick(chain)) !== undefined) return found;
        }
        return undefined;
      },
      { timeout: 120_000, message },
    )
    .toBeDefined();
  return found!;
}

/** An L1 chain that answers as an EVM (the devnet's L1s run Subnet-EVM). */
export function l1EvmChain(request: APIRequestContext): Promise<string> {
  return firstL1(
    request,
    async (chain) =>
      (await rpcAnswer<string>(request, `bc/${chain}/rpc`, 'eth_chainId', []).catch(() => null))?.result
        ? chain
        : undefined,
    'the devnet serves an L1 EVM chain',
  );
}

/** The L1 chain the devnet's EVM activity runs on: its EVM carries the script's contracts and keeps making blocks. */
export function activityL1(request: APIRequestContext): Promise<string> {
  const { SnowUSD } = devnetEvmContracts();
  return firstL1(
    request,
    async (chain) => {
      const code = await rpcAnswer<string>(request, `bc/${chain}/rpc`, 'eth_getCode', [SnowUSD, 'latest']).catch(
        () => null,
      );
      return code?.result && code.result !== '0x' ? chain : undefined;
    },
    'an L1 chain carries the devnet contracts',
  );
}

/** An L1 EVM chain with a token Snowline's history has read, and that token's address. */
export function l1Token(request: APIRequestContext): Promise<{ chain: string; token: string }> {
  return firstL1(
    request,
    async (chain) => {
      const t = await listedToken(request, chain);
      // Listed by its token key, `<chain id>:<address>`.
      return t ? { chain, token: t.split(':').pop()! } : undefined;
    },
    'the follower read a token on an L1 chain',
  );
}

/** The head of EVM chain `chain` once it is at least `height` (the devnet's activity makes its blocks). */
export async function evmHeadAtLeast(request: APIRequestContext, chain: string, height: bigint): Promise<bigint> {
  let head = 0n;
  await expect
    .poll(async () => (head = BigInt(await rpc<string>(request, `bc/${chain}/rpc`, 'eth_blockNumber', []))), {
      timeout: 120_000,
      message: `${chain} has a block at height ${height}`,
    })
    .toBeGreaterThanOrEqual(height);
  return head;
}
