// EVM activity on one chain (the C-Chain or the L1): deterministic EOAs (keys from the seed) funded by
// ewoq and sending AVAX to each other; the deployer's script (devnet/evm/deployments.ts), one tx per
// generator step until done; then the activity's accounts using the contracts: ERC-20, WAVAX, ERC-721
// and ERC-1155 transfers, splits with value, proxy calls, and now and then a tx that reverts.
// Every tx goes through the chain's issue path; the chain may not exist yet (an L1 the P activity creates).
import { bytesToHex, encodeFunctionData, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { privateKeyToAccount } from 'viem/accounts';
import type { ActivitySource, Rng } from '../core/contracts';
import type { EvmChain } from '../evm/chain';
import { ARTIFACTS, type ContractName } from '../evm/contracts';
import { devnetEvmContracts, evmActivityAccounts, evmDeployer, evmScript, DEFAULT_SEED } from '../evm/deployments';
import { EWOQ_PRIVATE_KEY } from '../genesis/constants';

export interface EvmActivityOptions {
  seed?: string;
  /** Source names start with it ('c' → 'c-transfer', 'c-script', 'c-contracts'). */
  prefix: string;
  /** Number of activity accounts. */
  accounts?: number;
  /** Also call Avalanche's precompiles (an L1 whose chain config enables them). */
  precompiles?: boolean;
}

const ONE_AVAX = 10n ** 18n;
/** An account below this (plus what it is about to send) is topped up by ewoq first. */
const LOW_BALANCE = ONE_AVAX / 10n;
const TOP_UP = 10n * ONE_AVAX;
const TIP = 1_000_000_000n; // 1 nAVAX priority fee

export function createEvmActivity(chain: () => EvmChain | undefined, opts: EvmActivityOptions): ActivitySource[] {
  const seed = opts.seed ?? DEFAULT_SEED;
  const ewoq = privateKeyToAccount(bytesToHex(EWOQ_PRIVATE_KEY));
  const users = evmActivityAccounts(seed, opts.accounts ?? 8);
  const deployer = evmDeployer(seed);
  const script = evmScript(seed, opts.precompiles);
  const c = devnetEvmContracts(seed);

  const rpc = async (method: string, params: unknown[]): Promise<unknown> => {
    const evm = chain();
    if (!evm) throw new Error('EVM chain not started');
    return evm.activity.request(method, params);
  };
  const nonceOf = async (a: Hex): Promise<number> =>
    Number(BigInt((await rpc('eth_getTransactionCount', [a, 'pending'])) as Hex));
  const balanceOf = async (a: Hex): Promise<bigint> => BigInt((await rpc('eth_getBalance', [a, 'latest'])) as Hex);
  const read = async (name: ContractName, to: Hex, functionName: string, args: readonly unknown[]): Promise<bigint> =>
    BigInt(
      (await rpc('eth_call', [
        { to, data: encodeFunctionData({ abi: ARTIFACTS[name].abi, functionName, args }) },
        'latest',
      ])) as Hex,
    );

  const send = async (
    from: PrivateKeyAccount,
    tx: { to?: Hex; value?: bigint; data?: Hex; gas: bigint },
    nonce?: number,
  ): Promise<Hex> => {
    const evm = chain();
    if (!evm) throw new Error('EVM chain not started');
    const raw = await from.signTransaction({
      type: 'eip1559',
      chainId: evm.evmChainId,
      nonce: nonce ?? (await nonceOf(from.address)),
      to: tx.to ?? null,
      value: tx.value ?? 0n,
      data: tx.data,
      gas: tx.gas,
      maxFeePerGas: evm.activity.nextBaseFee() * 2n + TIP,
      maxPriorityFeePerGas: TIP,
    });
    return evm.issueRawTx(raw);
  };

  /** Tops `a` up from ewoq when it could not pay `needs` and fees; true when it did. */
  const fund = async (a: Hex, needs = 0n): Promise<boolean> => {
    if ((await balanceOf(a)) >= needs + LOW_BALANCE) return false;
    await send(ewoq, { to: a, value: needs + TOP_UP, gas: 21_000n });
    return true;
  };
  const scriptDone = async (): Promise<boolean> => (await nonceOf(deployer.address)) >= script.length;

  const transfer: ActivitySource = {
    name: `${opts.prefix}-transfer`,
    weight: 3,
    async step(rng: Rng) {
      if (!chain()) return false;
      const from = rng.pick(users);
      if (await fund(from.address)) return true;
      // Mostly between activity accounts, sometimes to a fresh address.
      const to = rng.next() < 0.8 ? rng.pick(users).address : bytesToHex(rng.bytes(20));
      const value = BigInt(1 + rng.int(1000)) * (ONE_AVAX / 10_000n);
      await send(from, { to, value, gas: 21_000n });
      return true;
    },
  };

  // One scripted tx each generator step (before the weighted pick), until the script is done.
  const scripted: ActivitySource = {
    name: `${opts.prefix}-script`,
    weight: 0,
    alongside: true,
    async step() {
      if (!chain()) return false;
      const nonce = await nonceOf(deployer.address);
      const next = script[nonce];
      if (!next) return false;
      if (next.needsCode && ((await rpc('eth_getCode', [next.needsCode, 'latest'])) as Hex) === '0x') return false;
      if (await fund(deployer.address, (next.value ?? 0n) + ONE_AVAX / 5n)) return true;
      await send(deployer, next, nonce);
      return true;
    },
  };

  /** A user holding some of `token` (ERC-20), with the balance; undefined when none does. */
  const erc20Holder = async (rng: Rng, name: ContractName): Promise<[PrivateKeyAccount, bigint] | undefined> => {
    const start = rng.int(users.length);
    for (let k = 0; k < users.length; k++) {
      const u = users[(start + k) % users.length]!;
      const bal = await read(name, c[name as keyof typeof c], 'balanceOf', [u.address]);
      if (bal > 0n) return [u, bal];
    }
    return undefined;
  };

  const actions: ((rng: Rng, from: PrivateKeyAccount) => Promise<boolean>)[] = [
    // ERC-20 transfers (sUSD or GLCR), mostly to other users, sometimes to a new holder.
    async (rng) => {
      const name = rng.next() < 0.5 ? 'SnowUSD' : 'GlacierToken';
      const held = await erc20Holder(rng, name);
      if (!held) return false;
      const [from, bal] = held;
      if (await fund(from.address)) return true;
      const to = rng.next() < 0.75 ? rng.pick(users).address : bytesToHex(rng.bytes(20));
      const amount = bal / BigInt(3 + rng.int(20));
      const data = encodeFunctionData({ abi: ARTIFACTS[name].abi, functionName: 'transfer', args: [to, amount] });
      await send(from, { to: c[name], data, gas: 120_000n });
      return true;
    },
    // WAVAX: wrap some AVAX, or unwrap part of what is wrapped.
    async (rng, from) => {
      const wrapped = await read('WrappedAvax', c.WrappedAvax, 'balanceOf', [from.address]);
      const abi = ARTIFACTS.WrappedAvax.abi;
      if (wrapped > 0n && rng.next() < 0.4) {
        const data = encodeFunctionData({ abi, functionName: 'withdraw', args: [wrapped / 2n] });
        await send(from, { to: c.WrappedAvax, data, gas: 120_000n });
      } else {
        const value = BigInt(1 + rng.int(50)) * (ONE_AVAX / 100n);
        if (await fund(from.address, value)) return true;
        await send(from, {
          to: c.WrappedAvax,
          value,
          data: encodeFunctionData({ abi, functionName: 'deposit' }),
          gas: 120_000n,
        });
      }
      return true;
    },
    // ERC-721: the owner of a peak passes it on.
    async (rng) => {
      const next = await read('SnowPeaks', c.SnowPeaks, 'nextTokenId', []);
      const id = 1n + BigInt(rng.int(Number(next - 1n)));
      const owner = BigInt(await read('SnowPeaks', c.SnowPeaks, 'ownerOf', [id]));
      const from = users.find((u) => BigInt(u.address) === owner);
      if (!from) return false;
      if (await fund(from.address)) return true;
      const to = rng.pick(users.filter((u) => u !== from)).address;
      const data = encodeFunctionData({
        abi: ARTIFACTS.SnowPeaks.abi,
        functionName: 'transferFrom',
        args: [from.address, to, id],
      });
      await send(from, { to: c.SnowPeaks, data, gas: 150_000n });
      return true;
    },
    // ERC-1155: a single or a batch transfer of items the sender holds.
    async (rng, from) => {
      const ids = [1n, 2n, 3n];
      const held = await Promise.all(
        ids.map((id) => read('SnowlineItems', c.SnowlineItems, 'balanceOf', [from.address, id])),
      );
      const have = ids.filter((_, i) => held[i]! > 0n);
      if (have.length === 0) return false;
      if (await fund(from.address)) return true;
      const to = rng.pick(users.filter((u) => u !== from)).address;
      const abi = ARTIFACTS.SnowlineItems.abi;
      const amountOf = (id: bigint): bigint => 1n + BigInt(rng.int(Number(held[ids.indexOf(id)]!)));
      const data =
        have.length > 1 && rng.next() < 0.5
          ? encodeFunctionData({
              abi,
              functionName: 'safeBatchTransferFrom',
              args: [from.address, to, have, have.map(amountOf), '0x'],
            })
          : (() => {
              const id = rng.pick(have);
              return encodeFunctionData({
                abi,
                functionName: 'safeTransferFrom',
                args: [from.address, to, id, amountOf(id), '0x'],
              });
            })();
      await send(from, { to: c.SnowlineItems, data, gas: 250_000n });
      return true;
    },
    // Internal calls with value: split AVAX between two or three others (one split in ten is not
    // divisible and reverts with its reason, mined with status 0).
    async (rng, from) => {
      const n = 2 + rng.int(2);
      const to = Array.from({ length: n }, () => rng.pick(users).address);
      const share = BigInt(1 + rng.int(100)) * (ONE_AVAX / 1000n);
      const value = share * BigInt(n) + (rng.next() < 0.1 ? 1n : 0n);
      if (await fund(from.address, value)) return true;
      const data = encodeFunctionData({ abi: ARTIFACTS.Splitter.abi, functionName: 'split', args: [to] });
      await send(from, { to: c.Splitter, value, data, gas: 200_000n });
      return true;
    },
    // Through the EIP-1967 proxy.
    async (rng, from) => {
      if (await fund(from.address)) return true;
      const data = encodeFunctionData({
        abi: ARTIFACTS.Counter.abi,
        functionName: 'increment',
        args: [BigInt(1 + rng.int(9))],
      });
      await send(from, { to: c.CounterProxy, data, gas: 100_000n });
      return true;
    },
  ];

  const contracts: ActivitySource = {
    name: `${opts.prefix}-contracts`,
    weight: 3,
    async step(rng: Rng) {
      if (!chain() || !(await scriptDone())) return false;
      const from = rng.pick(users);
      const start = rng.int(actions.length);
      for (let k = 0; k < actions.length; k++) {
        if (await actions[(start + k) % actions.length]!(rng, from)) return true;
      }
      return false;
    },
  };

  return [transfer, scripted, contracts];
}
