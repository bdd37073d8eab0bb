// The devnet's EVM activity as tests find it: a scripted tx once sent, and the L1 chain carrying the
// script's contracts (devnet/evm/deployments.ts runs it on the C-Chain and on the first L1 chain).
import { expect, type APIRequestContext } from '@playwright/test';
import type { Hex } from 'viem';
import { devnetEvmContracts, findScriptTx } from '@/devnet/evm/deployments';
import { rpc, rpcAnswer } from './node-rpc';

const contracts = devnetEvmContracts();

/** The scripted tx `label` on the chain at `path` (`bc/C/rpc`), once the script has sent it. */
export async function scriptTx(
  request: APIRequestContext,
  path: string,
  label: string,
): Promise<{ hash: Hex; blockNumber: number }> {
  let found: { hash: Hex; blockNumber: number } | undefined;
  await expect
    .poll(async () => (found = await findScriptTx((m, p) => rpc(request, path, m, p), label)) !== undefined, {
      timeout: 90_000,
      message: `the devnet's script sent "${label}" on ${path}`,
    })
    .toBe(true);
  return found!;
}

/** The L1 chain whose EVM carries the script's contracts. */
export async function activityL1(request: APIRequestContext): Promise<string> {
  const { blockchains } = await rpc<{ blockchains: { id: string; name: string }[] }>(
    request,
    'bc/P',
    'platform.getBlockchains',
  );
  let chain = '';
  await expect
    .poll(
      async () => {
        for (const b of blockchains) {
          if (b.name === 'X-Chain' || b.name === 'C-Chain') continue;
          const code = await rpcAnswer<string>(request, `bc/${b.id}/rpc`, 'eth_getCode', [contracts.SnowUSD, 'latest']);
          if (code.result && code.result !== '0x') return (chain = b.id);
        }
        return '';
      },
      { timeout: 90_000, message: 'an L1 chain carries the devnet contracts' },
    )
    .not.toBe('');
  return chain;
}
