// C-chain activity: deterministic EOAs (keys derived from the seed) funded by ewoq, plain AVAX
// transfers between them, one token contract (devnet/evm/token.ts) deployed by a dedicated key,
// and token transfers that emit Transfer logs. Every tx goes through the chain's issue path.
import { bytesToHex, encodeFunctionData, getContractAddress, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { ActivitySource, DevnetContext, Rng } from '../core/contracts';
import type { EvmChain } from '../evm/chain';
import { TOKEN_ABI, TOKEN_INIT_CODE } from '../evm/token';
import { EWOQ_PRIVATE_KEY } from '../genesis/constants';
import { deriveKey } from '../genesis/keys';

export interface CActivityOptions {
  seed?: string;
  /** Number of activity accounts. */
  accounts?: number;
}

const ONE_AVAX = 10n ** 18n;
/** An account below this is topped up by ewoq before it is used. */
const LOW_BALANCE = ONE_AVAX / 10n;
const TOP_UP = 10n * ONE_AVAX;
const TIP = 1_000_000_000n; // 1 nAVAX priority fee

export function createCActivity(ctx: DevnetContext, evm: EvmChain, opts: CActivityOptions = {}): ActivitySource[] {
  const seed = opts.seed ?? 'snowline';
  const account = (pk: Uint8Array): PrivateKeyAccount => privateKeyToAccount(bytesToHex(pk));
  const ewoq = account(EWOQ_PRIVATE_KEY);
  const users = Array.from({ length: opts.accounts ?? 8 }, (_, i) =>
    account(deriveKey(seed, 'c-activity', i).privateKey),
  );
  const deployer = account(deriveKey(seed, 'c-token-deployer', 0).privateKey);
  // The deployer's first tx creates the token, so its address is known before and after restarts.
  const token = getContractAddress({ from: deployer.address, nonce: 0n });
  const { request } = evm.activity;

  const nonceOf = async (a: Hex): Promise<number> =>
    Number(BigInt((await request('eth_getTransactionCount', [a, 'pending'])) as Hex));
  const balanceOf = async (a: Hex): Promise<bigint> => BigInt((await request('eth_getBalance', [a, 'latest'])) as Hex);
  const tokenDeployed = async (): Promise<boolean> =>
    ((await request('eth_getCode', [token, 'latest'])) as Hex) !== '0x';
  const tokenBalanceOf = async (a: Hex): Promise<bigint> =>
    BigInt(
      (await request('eth_call', [
        { to: token, data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'balanceOf', args: [a] }) },
        'latest',
      ])) as Hex,
    );

  const send = async (
    from: PrivateKeyAccount,
    tx: { to?: Hex; value?: bigint; data?: Hex; gas: bigint },
  ): Promise<Hex> => {
    const raw = await from.signTransaction({
      type: 'eip1559',
      chainId: evm.evmChainId,
      nonce: await nonceOf(from.address),
      to: tx.to ?? null,
      value: tx.value ?? 0n,
      data: tx.data,
      gas: tx.gas,
      maxFeePerGas: evm.activity.nextBaseFee() * 2n + TIP,
      maxPriorityFeePerGas: TIP,
    });
    return evm.issueRawTx(raw);
  };

  /** Tops `a` up from ewoq when low; true when it did. */
  const fund = async (a: Hex): Promise<boolean> => {
    if ((await balanceOf(a)) >= LOW_BALANCE) return false;
    await send(ewoq, { to: a, value: TOP_UP, gas: 21_000n });
    return true;
  };

  const transfer: ActivitySource = {
    name: 'c-transfer',
    weight: 3,
    async step(rng: Rng) {
      const from = rng.pick(users);
      if (await fund(from.address)) return true;
      // Mostly between activity accounts, sometimes to a fresh address.
      const to = rng.next() < 0.8 ? rng.pick(users).address : bytesToHex(rng.bytes(20));
      const value = BigInt(1 + rng.int(1000)) * (ONE_AVAX / 10_000n);
      await send(from, { to, value, gas: 21_000n });
      return true;
    },
  };

  const deploy: ActivitySource = {
    name: 'c-deploy-token',
    weight: 1,
    async step() {
      if (await tokenDeployed()) return false;
      if (await fund(deployer.address)) return true;
      await send(deployer, { data: TOKEN_INIT_CODE, gas: 300_000n });
      ctx.log.info('c-chain token deployed', { address: token });
      return true;
    },
  };

  const tokenTransfer: ActivitySource = {
    name: 'c-token-transfer',
    weight: 2,
    async step(rng: Rng) {
      if (!(await tokenDeployed())) return false;
      // The deployer hands tokens out; holders pass them on.
      const holders = [deployer, ...users];
      const start = rng.int(holders.length);
      let from: PrivateKeyAccount | undefined;
      let balance = 0n;
      for (let k = 0; k < holders.length && balance === 0n; k++) {
        from = holders[(start + k) % holders.length];
        balance = from ? await tokenBalanceOf(from.address) : 0n;
      }
      if (!from || balance === 0n) return false;
      if (await fund(from.address)) return true;
      const to = rng.pick(users).address;
      const amount = balance / BigInt(2 + rng.int(8));
      const data = encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transfer', args: [to, amount] });
      await send(from, { to: token, data, gas: 100_000n });
      return true;
    },
  };

  return [transfer, deploy, tokenTransfer];
}
