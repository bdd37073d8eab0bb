// The devnet's ICM: hooks for every EVM chain, the relayer, and the activity that sends messages
// (C-Chain ↔ L1, one that fails on execution, one stuck below quorum on the stuck L1).
import { bytesToHex, encodeFunctionData, stringToHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ActivitySource, Logger, Rng } from '@/devnet/core/contracts';
import type { EvmChain } from '@/devnet/evm/chain';
import { deriveKey } from '@/devnet/genesis/keys';
import type { PChainHandle } from '@/devnet/pchain/index';
import { icmMessengerAbi } from '@/lib/codec/abis/icm-messenger';
import { createIcmChainHooks, type IcmChainHooks } from './chain-hooks';
import { ICM_MESSENGER_ADDRESS, ICM_RECEIVER_ADDRESS, icmReceiverGreetAbi } from './contracts';
import { createIcmRelayer, type IcmRelayer } from './relayer';
import { STUCK_L1_EVM_CHAIN_ID } from './stuck-l1';
import { createWarpSigners, type WarpSignersOf } from './validators';

/** The devnet's first L1 ('snowlinel1'). */
const L1_EVM_CHAIN_ID = 99002;
/** Gas the receiver's receiveTeleporterMessage is given. */
const REQUIRED_GAS = 150_000n;
const TIP = 1_000_000_000n;
/** The message the receiver refuses: its delivery records a failed execution. */
const ICM_FAILING_MESSAGE = 'fail';

export interface DevnetIcm {
  /** The relayer's and the sender's addresses: they send txs on every chain. */
  accounts: Hex[];
  hooks(blockchainID: Uint8Array): IcmChainHooks;
  /** Once the P-chain exists: the validator sets and this node's key. */
  bind(pchain: PChainHandle): void;
  activity(chains: () => EvmChain[]): ActivitySource[];
  relayer(chains: () => EvmChain[]): IcmRelayer;
}

export function createDevnetIcm(opts: { seed: string; networkID: number; log: Logger }): DevnetIcm {
  const relayerKey = deriveKey(opts.seed, 'icm-relayer', 0).privateKey;
  const sender = privateKeyToAccount(bytesToHex(deriveKey(opts.seed, 'icm-sender', 0).privateKey));
  const relayerAddress = privateKeyToAccount(bytesToHex(relayerKey)).address;
  let pchain: PChainHandle | undefined;
  let signers: WarpSignersOf | undefined;
  const signersOf: WarpSignersOf = (s, d) => signers?.(s, d);

  return {
    accounts: [relayerAddress, sender.address],
    hooks: (blockchainID) =>
      createIcmChainHooks({
        blockchainID,
        networkID: opts.networkID,
        nodeSecretKey: () => {
          if (!pchain) throw new Error('the P-chain is not up yet');
          return pchain.node.blsSecretKey;
        },
        signersOf,
        funded: [relayerAddress, sender.address],
      }),
    bind(p) {
      pchain = p;
      signers = createWarpSigners(p, opts.seed);
    },
    relayer: (chains) => createIcmRelayer({ chains, signersOf, relayerKey, log: opts.log }),
    activity(chains) {
      const byId = (id: number) => chains().find((c) => c.evmChainId === id);
      const greet = async (from: EvmChain, to: EvmChain, message: string): Promise<void> => {
        const { request } = from.activity;
        const nonce = Number(BigInt((await request('eth_getTransactionCount', [sender.address, 'pending'])) as Hex));
        const raw = await sender.signTransaction({
          type: 'eip1559',
          chainId: from.evmChainId,
          nonce,
          to: ICM_RECEIVER_ADDRESS,
          data: encodeFunctionData({
            abi: icmReceiverGreetAbi,
            functionName: 'greet',
            args: [bytesToHex(to.blockchainID), ICM_RECEIVER_ADDRESS, stringToHex(message), REQUIRED_GAS],
          }),
          gas: 600_000n,
          maxFeePerGas: from.activity.nextBaseFee() * 2n + TIP,
          maxPriorityFeePerGas: TIP,
        });
        await from.issueRawTx(raw);
      };
      const sentFrom = async (c: EvmChain): Promise<bigint> => {
        const data = encodeFunctionData({ abi: icmMessengerAbi, functionName: 'messageNonce' });
        return BigInt((await c.activity.request('eth_call', [{ to: ICM_MESSENGER_ADDRESS, data }, 'latest'])) as Hex);
      };
      const source: ActivitySource = {
        name: 'icm-message',
        // Rare: each delivery costs BLS signing and a pairing check on the node's one thread.
        weight: 0.2,
        async step(rng: Rng) {
          const c = chains().find((x) => x.flavor === 'coreth');
          const l1 = byId(L1_EVM_CHAIN_ID);
          if (!c || !l1) return false;
          // The first step sends the fixed messages (the nonce survives restarts): one delivered, one
          // failing on execution, and one stuck below quorum when the stuck L1 runs. Later steps greet.
          const n = await sentFrom(c);
          const stuck = byId(STUCK_L1_EVM_CHAIN_ID);
          if (n === 0n) {
            await greet(c, l1, 'hello from the C-Chain');
            await greet(c, l1, ICM_FAILING_MESSAGE);
            if (stuck) await greet(c, stuck, 'hello, stuck L1');
          } else if (rng.next() < 0.5) await greet(c, l1, `greeting ${n + 1n} from the C-Chain`);
          else await greet(l1, c, `greeting ${(await sentFrom(l1)) + 1n} from the L1`);
          return true;
        },
      };
      return [source];
    },
  };
}
