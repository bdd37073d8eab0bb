// The network facts every chain decoder needs: address format, which chain an id is, the AVAX asset;
// and small helpers the X, P and C decoders share (UTXO ids, ids as text, output amounts).
import { createHash } from 'node:crypto';
import { amountOfInput, cb58Encode, idFromString, type Output, type TransferableInput } from '@/lib/codec';
import type { UtxoRecord } from '@/lib/store/history/records';
import type { HistoryChain } from '@/lib/store/history/chain-keys';
import type { Consumed } from './movements';
import { ownerFormatter, type OwnerFormatter } from './owners';

export interface NetworkFacts {
  networkID: number;
  hrp: string;
  xChainID: string;
  cChainID: string | null;
  avaxAssetID: string;
}

export interface ChainContext {
  facts: NetworkFacts;
  owners: OwnerFormatter;
  /** The chain (X, P, C) a blockchain id names, or null for any other chain. */
  aliasOf(chainID: Uint8Array): HistoryChain | null;
  /** cb58 of an id, cached for ids seen again and again (assets). */
  idText(id: Uint8Array): string;
}

const P_CHAIN_HEX = '00'.repeat(32);

export function chainContext(facts: NetworkFacts): ChainContext {
  const hexOf = (b: Uint8Array) => Buffer.from(b).toString('hex');
  const aliases = new Map<string, HistoryChain>([[P_CHAIN_HEX, 'P']]);
  const fromCb58 = (id: string) => hexOf(idFromString(id));
  aliases.set(fromCb58(facts.xChainID), 'X');
  if (facts.cChainID) aliases.set(fromCb58(facts.cChainID), 'C');
  const ids = new Map<string, string>();
  return {
    facts,
    owners: ownerFormatter(facts.hrp),
    aliasOf: (chainID) => aliases.get(hexOf(chainID)) ?? null,
    idText: (id) => {
      const k = hexOf(id);
      let s = ids.get(k);
      if (s === undefined) {
        s = cb58Encode(id);
        if (ids.size > 10_000) ids.clear();
        ids.set(k, s);
      }
      return s;
    },
  };
}

/** sha256 on Node's crypto (a tx or block id), faster than hashing in JS on hot paths. */
export function sha256(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(bytes).digest());
}

/** A UTXO's id in the history store: its tx id and output index side by side (no hashing needed). */
export function utxoId(txID: Uint8Array, outputIndex: number): Uint8Array {
  const id = new Uint8Array(36);
  id.set(txID, 0);
  new DataView(id.buffer).setUint32(32, outputIndex);
  return id;
}

/** What an output counts for in a holder's balance: its amount, one NFT or property, nothing for mint rights. */
function holdingOf(out: Output): bigint {
  switch (out.kind) {
    case 'secp256k1fx.TransferOutput':
      return out.amount;
    case 'nftfx.TransferOutput':
    case 'propertyfx.OwnedOutput':
      return 1n;
    case 'stakeable.LockOut':
      return holdingOf(out.output);
    default:
      return 0n;
  }
}

/** The owners of any output (through a stakeable lock). */
function ownersOfOutput(out: Output): { threshold: number; addrs: Uint8Array[] } {
  return out.kind === 'stakeable.LockOut' ? ownersOfOutput(out.output) : out.owners;
}

/** What an output of `asset` holds, and for whom. */
export function holding(
  ctx: ChainContext,
  asset: string,
  out: Output,
): { asset: string; amount: bigint; holder: string } {
  return { asset, amount: holdingOf(out), holder: ctx.owners.owners(ownersOfOutput(out)).holder };
}

/** The UTXO an output becomes: output `index` of tx `txID`, held on `chain`. */
export function utxoRecord(
  ctx: ChainContext,
  txID: Uint8Array,
  index: number,
  asset: string,
  out: Output,
  chain: HistoryChain,
): UtxoRecord {
  return { id: utxoId(txID, index), chain, ...holding(ctx, asset, out) };
}

/** The UTXOs these inputs spend, produced on `chain` (the tx's own, or an import's source). */
export function consumedInputs(
  ctx: ChainContext,
  inputs: readonly TransferableInput[],
  chain: HistoryChain,
): Consumed[] {
  return inputs.map((i) => ({
    id: utxoId(i.txID, i.outputIndex),
    asset: ctx.idText(i.assetID),
    amount: amountOfInput(i.input),
    producer: { chain, txID: i.txID, outputIndex: i.outputIndex },
  }));
}
