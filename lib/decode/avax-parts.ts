// Shared X/P pieces (avax components): outputs, inputs, owners and credentials to display models.
import { amountOfInput, formatAddress, idToString, sigIndicesOfInput, utxoIdToString } from '@/lib/codec';
import type * as avax from '@/lib/codec/avax';
import { bytesView } from './bytes';
import type {
  ChainAlias,
  CredentialView,
  DecodeContext,
  InputView,
  OutputView,
  OwnersView,
  TxView,
  UtxoView,
} from './model';

export function ownersView(o: avax.OutputOwners, chain: ChainAlias, ctx: DecodeContext): OwnersView {
  return {
    addresses: o.addrs.map((a) => formatAddress(chain, ctx.hrp, a)),
    threshold: o.threshold,
    locktime: o.locktime,
  };
}

export function outputView(
  out: avax.Output,
  assetID: string,
  outputIndex: number | null,
  chain: ChainAlias,
  ctx: DecodeContext,
): OutputView {
  if (out.kind === 'stakeable.LockOut') {
    return { ...outputView(out.output, assetID, outputIndex, chain, ctx), stakeableLocktime: out.locktime };
  }
  const base = { outputIndex, assetID, kind: out.kind, owners: ownersView(out.owners, chain, ctx) };
  switch (out.kind) {
    case 'secp256k1fx.TransferOutput':
      return { ...base, amount: out.amount };
    case 'nftfx.MintOutput':
      return { ...base, amount: null, groupID: out.groupID };
    case 'nftfx.TransferOutput':
      return { ...base, amount: null, groupID: out.groupID, payload: bytesView(out.payload) };
    default:
      return { ...base, amount: null };
  }
}

export function transferableOutputViews(
  outs: avax.TransferableOutput[],
  firstIndex: number | null,
  chain: ChainAlias,
  ctx: DecodeContext,
): OutputView[] {
  return outs.map((o, i) =>
    outputView(o.output, idToString(o.assetID), firstIndex === null ? null : firstIndex + i, chain, ctx),
  );
}

/** An exported output's owners are addresses on the destination chain (`P-…`), not `X-…`. */
function retarget(address: string, alias: string | null): string {
  if (!alias) return address;
  return `${alias}-${address.slice(address.indexOf('-') + 1)}`;
}

/** An ExportTx's outputs, numbered from `firstIndex` in the destination's shared memory and owned there. */
export function exportedOutputViews(
  outs: avax.TransferableOutput[],
  firstIndex: number,
  chain: ChainAlias,
  destination: { alias: ChainAlias | null },
  ctx: DecodeContext,
): OutputView[] {
  return transferableOutputViews(outs, firstIndex, chain, ctx).map((o) => ({
    ...o,
    owners: { ...o.owners, addresses: o.owners.addresses.map((a) => retarget(a, destination.alias)) },
  }));
}

/** A stored UTXO (X, P, or atomic in C's shared memory), its owners written as `chain` addresses. */
export function utxoView(u: avax.Utxo, chain: ChainAlias, ctx: DecodeContext): UtxoView {
  return {
    txID: idToString(u.txID),
    outputIndex: u.outputIndex,
    utxoID: utxoIdToString(u.txID, u.outputIndex),
    output: outputView(u.output, idToString(u.assetID), u.outputIndex, chain, ctx),
  };
}

function innerInput(inp: avax.Input): avax.Input {
  return inp.kind === 'stakeable.LockIn' ? innerInput(inp.input) : inp;
}

export function inputView(i: avax.TransferableInput): InputView {
  const view: InputView = {
    txID: idToString(i.txID),
    outputIndex: i.outputIndex,
    assetID: idToString(i.assetID),
    kind: innerInput(i.input).kind,
    amount: amountOfInput(i.input),
    sigIndices: sigIndicesOfInput(i.input),
  };
  if (i.input.kind === 'stakeable.LockIn') view.stakeableLocktime = i.input.locktime;
  return view;
}

export function credentialView(c: avax.Credential): CredentialView {
  return { kind: c.kind, signatures: c.sigs.map((s) => bytesView(s).hex) };
}

export function chainRef(idBytes: Uint8Array, ctx: DecodeContext): { id: string; alias: ChainAlias | null } {
  const id = idToString(idBytes);
  return { id, alias: ctx.chainAliases[id] ?? null };
}

/** Fungible amount burned per asset: what the inputs bring minus what the outputs keep. */
export function burnedByAsset(
  inputs: readonly { assetID: string; amount: bigint }[],
  outputs: readonly { assetID: string; amount: bigint | null }[],
): Record<string, bigint> {
  const net = new Map<string, bigint>();
  for (const i of inputs) net.set(i.assetID, (net.get(i.assetID) ?? 0n) + i.amount);
  for (const o of outputs) if (o.amount !== null) net.set(o.assetID, (net.get(o.assetID) ?? 0n) - o.amount);
  const out: Record<string, bigint> = {};
  for (const [k, v] of net) if (v > 0n) out[k] = v;
  return out;
}

function baseFieldsOf(b: avax.BaseTxFields) {
  return { networkID: b.networkID, blockchainID: idToString(b.blockchainID), memo: bytesView(b.memo) };
}

export function uniqueAssets(...lists: { assetID: string }[][]): string[] {
  return [...new Set(lists.flat().map((x) => x.assetID))];
}

/** An X/P tx view with every list empty and no base fields yet; each decoder fills in what its type carries. */
export function emptyTxView(id: string, chain: 'X' | 'P', type: string, credentials: avax.Credential[]): TxView {
  return {
    id,
    chain,
    type,
    networkID: null,
    blockchainID: null,
    memo: null,
    inputs: [],
    outputs: [],
    importedInputs: [],
    exportedOutputs: [],
    stakeOutputs: [],
    operations: [],
    fields: [],
    credentials: credentials.map(credentialView),
    assetIDs: [],
    burned: {},
  };
}

/**
 * An X or P tx's view as far as the parts both chains share go: its BaseTx (outputs numbered from 0),
 * then an ImportTx's or ExportTx's own fields (exported outputs numbered after the base outputs, in the
 * destination's shared memory). Each decoder adds what its other kinds carry.
 */
export function commonTxView(
  id: string,
  chain: 'X' | 'P',
  u: avax.CommonTxFields,
  credentials: avax.Credential[],
  ctx: DecodeContext,
): TxView {
  const b = u.base;
  const view: TxView = {
    ...emptyTxView(id, chain, u.kind, credentials),
    ...baseFieldsOf(b),
    inputs: b.inputs.map(inputView),
    outputs: transferableOutputViews(b.outputs, 0, chain, ctx),
  };
  if (u.kind === 'ImportTx' && u.sourceChain && u.importedInputs) {
    view.importedInputs = u.importedInputs.map(inputView);
    view.sourceChain = chainRef(u.sourceChain, ctx);
  }
  if (u.kind === 'ExportTx' && u.destinationChain && u.exportedOutputs) {
    const destination = chainRef(u.destinationChain, ctx);
    view.exportedOutputs = exportedOutputViews(u.exportedOutputs, view.outputs.length, chain, destination, ctx);
    view.destinationChain = destination;
  }
  return view;
}
