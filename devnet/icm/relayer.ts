// The devnet's ICM relayer: reads each chain's SendWarpMessage logs, and for every ICM message not yet
// received at its destination has the signing validators sign it (BLS, AvalancheGo's scheme), aggregates
// the signatures, holds their weight against the 67% quorum and, when it is met, delivers the signed
// message in the access list of a receiveCrossChainMessage tx. Below quorum the message waits.
import { bytesToHex, decodeEventLog, encodeFunctionData, hexToBytes, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { blsSign } from '@/lib/codec/bls';
import { bytesEqual } from '@/lib/codec/ids';
import {
  blsAggregateSignatures,
  canonicalWarpSet,
  decodeIcmWarpMessage,
  encodeSignedWarpMessage,
  encodeSigners,
  hasWarpQuorum,
  icmMessageId,
  WARP_DEFAULT_QUORUM_NUMERATOR,
} from '@/lib/codec/warp';
import { icmMessengerAbi } from '@/lib/codec/abis/icm-messenger';
import { warpMessengerAbi } from '@/lib/codec/abis/warp';
import type { Logger } from '@/devnet/core/contracts';
import type { EvmChain } from '@/devnet/evm/chain';
import { ICM_MESSENGER_ADDRESS, WARP_PRECOMPILE_ADDRESS } from './contracts';
import { packPredicate } from './predicate';
import type { WarpSignersOf } from './validators';

/** Gas for the messenger's own work on top of what the message asks for. */
const DELIVERY_OVERHEAD = 400_000n;
const TIP = 1_000_000_000n;

type RelayOutcome =
  | { messageID: Hex; status: 'delivered'; txHash: Hex }
  | { messageID: Hex; status: 'below-quorum'; signedWeight: bigint; totalWeight: bigint }
  | { messageID: Hex; status: 'error'; error: string };

export interface IcmRelayer {
  /** One pass over every chain; what happened to each message still pending. */
  relayOnce(): Promise<RelayOutcome[]>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/** A receiveCrossChainMessage tx from `account` carrying `signed` (a signed warp message) as its predicate. */
export async function signDelivery(
  account: PrivateKeyAccount,
  chain: EvmChain,
  signed: Uint8Array,
  gas: bigint,
): Promise<Hex> {
  const nonce = Number(
    BigInt((await chain.activity.request('eth_getTransactionCount', [account.address, 'pending'])) as Hex),
  );
  return account.signTransaction({
    type: 'eip1559',
    chainId: chain.evmChainId,
    nonce,
    to: ICM_MESSENGER_ADDRESS,
    data: encodeFunctionData({
      abi: icmMessengerAbi,
      functionName: 'receiveCrossChainMessage',
      args: [0, account.address],
    }),
    accessList: [{ address: WARP_PRECOMPILE_ADDRESS, storageKeys: packPredicate(signed) }],
    gas,
    maxFeePerGas: chain.activity.nextBaseFee() * 2n + TIP,
    maxPriorityFeePerGas: TIP,
  });
}

export function createIcmRelayer(deps: {
  chains: () => EvmChain[];
  signersOf: WarpSignersOf;
  relayerKey: Uint8Array;
  log: Logger;
}): IcmRelayer {
  const account: PrivateKeyAccount = privateKeyToAccount(bytesToHex(deps.relayerKey));
  /** Next block to read per source chain, and messages seen but not yet received. */
  const cursor = new Map<string, number>();
  const pending = new Map<Hex, { unsigned: Uint8Array; source: EvmChain; destination: EvmChain }>();

  const scan = async (chain: EvmChain): Promise<void> => {
    const from = cursor.get(chain.name) ?? 0;
    const to = chain.blockNumber();
    if (to < from) return;
    const logs = (await chain.activity.request('eth_getLogs', [
      { fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}`, address: WARP_PRECOMPILE_ADDRESS },
    ])) as { data: Hex; topics: [Hex, ...Hex[]] }[];
    cursor.set(chain.name, to + 1);
    for (const log of logs) {
      let unsigned: Uint8Array;
      try {
        const ev = decodeEventLog({ abi: warpMessengerAbi, data: log.data, topics: log.topics });
        if (ev.eventName !== 'SendWarpMessage') continue;
        unsigned = hexToBytes(ev.args.message);
        const m = decodeIcmWarpMessage(unsigned);
        if (m.messenger !== ICM_MESSENGER_ADDRESS.toLowerCase()) continue;
        const destination = deps
          .chains()
          .find((c) => bytesEqual(c.blockchainID, hexToBytes(m.icm.destinationBlockchainID)));
        if (!destination) continue;
        const id = icmMessageId(
          ICM_MESSENGER_ADDRESS,
          chain.blockchainID,
          m.icm.destinationBlockchainID,
          m.icm.messageNonce,
        );
        pending.set(id, { unsigned, source: chain, destination });
      } catch {
        continue; // not an ICM message of this messenger: nothing to relay
      }
    }
  };

  const received = async (chain: EvmChain, id: Hex): Promise<boolean> => {
    const data = encodeFunctionData({ abi: icmMessengerAbi, functionName: 'messageReceived', args: [id] });
    const out = (await chain.activity.request('eth_call', [{ to: ICM_MESSENGER_ADDRESS, data }, 'latest'])) as Hex;
    return BigInt(out) === 1n;
  };

  const deliver = async (id: Hex, p: { unsigned: Uint8Array; source: EvmChain; destination: EvmChain }) => {
    const { icm, warp } = decodeIcmWarpMessage(p.unsigned);
    const signers = deps.signersOf(warp.sourceChainID, p.destination.blockchainID);
    if (!signers) return { messageID: id, status: 'error' as const, error: 'no validator set signs this route' };
    const set = canonicalWarpSet(signers.validators);
    // Each validator the devnet runs signs; the others (inactive, keyless, unknown) do not answer.
    const signing = set.validators
      .map((v, i) => ({ i, v, sk: signers.secretKeys.get(Buffer.from(v.publicKey).toString('hex')) }))
      .filter((x): x is { i: number; v: (typeof x)['v']; sk: Uint8Array } => x.sk !== undefined);
    const signedWeight = signing.reduce((s, x) => s + x.v.weight, 0n);
    if (signing.length === 0 || !hasWarpQuorum(signedWeight, set.totalWeight, WARP_DEFAULT_QUORUM_NUMERATOR)) {
      return { messageID: id, status: 'below-quorum' as const, signedWeight, totalWeight: set.totalWeight };
    }
    const signed = encodeSignedWarpMessage({
      unsigned: warp,
      signature: {
        signers: encodeSigners(signing.map((x) => x.i)),
        signature: blsAggregateSignatures(signing.map((x) => blsSign(x.sk, p.unsigned))),
      },
    });
    const chain = p.destination;
    const raw = await signDelivery(account, chain, signed, icm.requiredGasLimit + DELIVERY_OVERHEAD);
    const txHash = await chain.issueRawTx(raw);
    return { messageID: id, status: 'delivered' as const, txHash };
  };

  const relayOnce = async (): Promise<RelayOutcome[]> => {
    for (const c of deps.chains()) await scan(c);
    const out: RelayOutcome[] = [];
    for (const [id, p] of pending) {
      try {
        if (await received(p.destination, id)) {
          pending.delete(id);
          continue;
        }
        const r = await deliver(id, p);
        if (r.status === 'delivered') pending.delete(id);
        out.push(r);
      } catch (e) {
        out.push({ messageID: id, status: 'error', error: (e as Error).message });
      }
    }
    for (const r of out) {
      if (r.status === 'delivered') deps.log.debug('icm message delivered', { messageID: r.messageID, tx: r.txHash });
      if (r.status === 'error') deps.log.warn('icm message not delivered', { messageID: r.messageID, error: r.error });
    }
    return out;
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  return {
    relayOnce: () => {
      const run = running.then(relayOnce, relayOnce);
      running = run.catch(() => undefined);
      return run;
    },
    start(intervalMs) {
      timer ??= setInterval(() => {
        running = running.then(relayOnce).catch((e: unknown) => deps.log.warn('icm relayer', { error: String(e) }));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running.catch(() => undefined);
    },
  };
}
