// C-chain atomic activity: AVAX that X and P exported to a devnet key's `C-local1…` address is
// imported to that key's EVM address (coreth ImportTx), and EVM balances are now and then exported
// back to X (to the key's own address) or P (to ewoq, whose funds the P activity stakes). Every tx
// is signed with the real keys and goes through the C-chain's `avax.issueTx` path.
import { bytesToHex, hexToBytes, type Hex } from 'viem';
import type { TransferableInput } from '@/lib/codec/avax';
import { bytesEqual } from '@/lib/codec/ids';
import { evmAddressOf } from '@/lib/codec/secp256k1';
import {
  X2C_RATE,
  atomicTxFee,
  decodeAtomicUtxo,
  encodeAtomicTx,
  signAtomicTx,
  type AtomicUnsignedTx,
} from '@/lib/codec/evm-atomic';
import { compareUtxoIds, secpInputSpending } from '@/lib/codec/avax';
import type { ActivitySource, DevnetContext, Rng } from '../core/contracts';
import type { EvmChain } from '../evm/chain';
import { AVAX, AVAX_ASSET_ID, P_CHAIN_ID, X_CHAIN_ID } from '../genesis/constants';
import { EWOQ_KEY, type DevnetKey } from '../genesis/keys';
import { owners, transferOut } from '../xchain/wallet';

export interface CAtomicActivityOptions {
  /** Keys whose C- addresses receive exports (X activity keys, ewoq). */
  keys: DevnetKey[];
}

/** Most inputs one ImportTx takes: keeps txs (and their gas) modest. */
const MAX_IMPORT_INPUTS = 16;

export function createCAtomicActivity(
  ctx: DevnetContext,
  evm: EvmChain,
  opts: CAtomicActivityOptions,
): ActivitySource[] {
  const atomic = evm.atomic;
  if (!atomic) return [];
  const keys = [EWOQ_KEY, ...opts.keys.filter((k) => !bytesEqual(k.address, EWOQ_KEY.address))];
  const evmOf = (k: DevnetKey): Uint8Array => hexToBytes(evmAddressOf(k.privateKey));
  const { request } = evm.activity;
  const balanceWei = async (a: Uint8Array): Promise<bigint> =>
    BigInt((await request('eth_getBalance', [bytesToHex(a), 'latest'])) as Hex);
  const nonceOf = async (a: Uint8Array): Promise<bigint> =>
    BigInt((await request('eth_getTransactionCount', [bytesToHex(a), 'latest'])) as Hex);
  const nowSec = (): bigint => BigInt(Math.floor(ctx.clock.nowMs() / 1000));

  /** AVAX UTXOs from `source` that `k` alone can spend now. */
  const waiting = (k: DevnetKey, source: Uint8Array) =>
    ctx.atomic
      .list(evm.blockchainID, source, [k.address])
      .flatMap((a) => {
        // Whatever someone exported that the atomic codec cannot read (an NFT, a locked output) stays put.
        try {
          return [decodeAtomicUtxo(a.bytes)];
        } catch {
          return [];
        }
      })
      .filter(
        (u) =>
          bytesEqual(u.assetID, AVAX_ASSET_ID) &&
          u.output.kind === 'secp256k1fx.TransferOutput' &&
          u.output.owners.threshold === 1 &&
          u.output.owners.locktime <= nowSec() &&
          u.output.owners.addrs.some((a) => bytesEqual(a, k.address)),
      )
      .sort(compareUtxoIds)
      .slice(0, MAX_IMPORT_INPUTS);

  const importAtomic: ActivitySource = {
    name: 'c.importAtomic',
    weight: 2,
    async step(rng: Rng) {
      const sources = rng.next() < 0.5 ? [X_CHAIN_ID, P_CHAIN_ID] : [P_CHAIN_ID, X_CHAIN_ID];
      for (const source of sources) {
        for (const k of keys) {
          const utxos = waiting(k, source);
          if (utxos.length === 0) continue;
          const ins: TransferableInput[] = utxos.map((u) => {
            const out = u.output as Extract<typeof u.output, { kind: 'secp256k1fx.TransferOutput' }>;
            const idx = out.owners.addrs.findIndex((a) => bytesEqual(a, k.address));
            return secpInputSpending(u, out.amount, [idx]);
          });
          const total = ins.reduce(
            (s, i) => s + (i.input.kind === 'secp256k1fx.TransferInput' ? i.input.amount : 0n),
            0n,
          );
          const unsigned = (amount: bigint): AtomicUnsignedTx => ({
            kind: 'ImportTx',
            networkID: ctx.networkID,
            blockchainID: evm.blockchainID,
            sourceChain: source,
            importedInputs: ins,
            outs: [{ address: evmOf(k), amount, assetID: AVAX_ASSET_ID }],
          });
          const signers = ins.map(() => [k.privateKey]);
          const fee = atomicTxFee(signAtomicTx(unsigned(total), signers), atomic.nextBaseFee());
          if (total <= fee) continue;
          await atomic.issue(encodeAtomicTx(signAtomicTx(unsigned(total - fee), signers)));
          return true;
        }
      }
      return false;
    },
  };

  const exportAtomic: ActivitySource = {
    name: 'c.exportAtomic',
    weight: 1,
    async step(rng: Rng) {
      const start = rng.int(keys.length);
      for (let i = 0; i < keys.length; i++) {
        const k = keys[(start + i) % keys.length] as DevnetKey;
        const from = evmOf(k);
        const spendable = (await balanceWei(from)) / X2C_RATE;
        if (spendable < 3n * AVAX) continue;
        const toP = rng.next() < 0.4;
        const amount = BigInt(1 + rng.int(2000)) * (AVAX / 1000n);
        // To P the AVAX goes to ewoq (the P activity imports ewoq's); to X back to the key's own address.
        const to = toP ? EWOQ_KEY.address : k.address;
        const nonce = await nonceOf(from);
        const unsigned = (inAmount: bigint): AtomicUnsignedTx => ({
          kind: 'ExportTx',
          networkID: ctx.networkID,
          blockchainID: evm.blockchainID,
          destinationChain: toP ? P_CHAIN_ID : X_CHAIN_ID,
          ins: [{ address: from, amount: inAmount, assetID: AVAX_ASSET_ID, nonce }],
          exportedOutputs: [transferOut(AVAX_ASSET_ID, amount, owners([to]))],
        });
        const fee = atomicTxFee(signAtomicTx(unsigned(amount), [[k.privateKey]]), atomic.nextBaseFee());
        if (amount + fee > spendable) continue;
        await atomic.issue(encodeAtomicTx(signAtomicTx(unsigned(amount + fee), [[k.privateKey]])));
        return true;
      }
      return false;
    },
  };

  return [importAtomic, exportAtomic];
}
