// Go's encoding/json writes uint64 as a bare number of any size. JS numbers lose precision above
// 2^53, so the *ToJson builders keep u64 values as bigint and stringifyJson writes them bare.
import { formatAddress } from './address';
import { FX_IDS, fxOfKind } from './avax';
import type {
  CommonTxFields,
  Credential,
  Input,
  Output,
  OutputOwners,
  TransferableInput,
  TransferableOutput,
} from './avax';
import { formatBytes } from './encoding';
import { idToString, shortIdToString } from './ids';

type JsonValue = null | boolean | number | bigint | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** JSON.stringify that writes bigint values as bare integers (as Go does for uint64). */
export function stringifyJson(value: unknown, space?: number): string {
  const marker = '\u0000bigint:';
  const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? marker + v.toString() : v), space);
  // JSON.stringify writes the NUL as the six characters \u0000; since every NUL in a string is
  // escaped that way, a marked string can only have come from a bigint.
  return (text ?? 'null').replace(/"\\u0000bigint:(-?\d+)"/g, '$1');
}

/** How addresses are shown: `<chainAlias>-<bech32>` when the chain context is known (InitCtx ran). */
export interface AddressContext {
  hrp: string;
  chainAlias: string;
}

/** ids.ShortID formatted as AvalancheGo's OutputOwners.Fields does; bare cb58 without a context. */
function jsonAddress(addr: Uint8Array, ctx: AddressContext | null): string {
  return ctx ? formatAddress(ctx.chainAlias, ctx.hrp, addr) : shortIdToString(addr);
}

/** types.JSONByteSlice / formatting.HexNC. */
export function jsonBytes(b: Uint8Array): string {
  return formatBytes(b, 'hexnc');
}

// Go marshals these outputs through a map, so keys come out sorted alphabetically.
function sortedKeys(o: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function ownersJson(o: OutputOwners, ctx: AddressContext | null): JsonObject {
  return { addresses: o.addrs.map((a) => jsonAddress(a, ctx)), locktime: o.locktime, threshold: o.threshold };
}

export function outputJson(out: Output, ctx: AddressContext | null): JsonObject {
  const owners = () => ownersJson((out as { owners: OutputOwners }).owners, ctx);
  switch (out.kind) {
    case 'secp256k1fx.TransferOutput':
      return sortedKeys({ ...owners(), amount: out.amount });
    case 'secp256k1fx.MintOutput':
    case 'propertyfx.MintOutput':
    case 'propertyfx.OwnedOutput':
      return owners();
    case 'nftfx.MintOutput':
      return sortedKeys({ ...owners(), groupID: out.groupID });
    case 'nftfx.TransferOutput':
      return sortedKeys({ ...owners(), groupID: out.groupID, payload: jsonBytes(out.payload) });
    case 'stakeable.LockOut':
      // stakeable.LockOut: Locktime `json:"locktime"`, TransferableOut `json:"output"`.
      return { locktime: out.locktime, output: outputJson(out.output, ctx) };
  }
}

function inputJson(inp: Input): JsonObject {
  switch (inp.kind) {
    case 'secp256k1fx.TransferInput':
      return { amount: inp.amount, signatureIndices: inp.sigIndices };
    case 'stakeable.LockIn':
      return { locktime: inp.locktime, input: inputJson(inp.input) };
  }
}

function fxIdOf(kind: string): string {
  return FX_IDS[fxOfKind(kind)];
}

export function transferableOutputJson(o: TransferableOutput, ctx: AddressContext | null): JsonObject {
  return { assetID: idToString(o.assetID), fxID: fxIdOf(o.output.kind), output: outputJson(o.output, ctx) };
}

function transferableInputJson(i: TransferableInput): JsonObject {
  return {
    txID: idToString(i.txID),
    outputIndex: i.outputIndex,
    assetID: idToString(i.assetID),
    fxID: fxIdOf(i.input.kind),
    input: inputJson(i.input),
  };
}

/**
 * The start of an X or P tx's JSON, in Go struct order: its BaseTx fields, then an ImportTx's or
 * ExportTx's own fields (the same structs on both chains). Other kinds add theirs after.
 */
export function commonTxJson(u: CommonTxFields, ctx: AddressContext): JsonObject {
  const b = u.base;
  const out: JsonObject = {
    networkID: b.networkID,
    blockchainID: idToString(b.blockchainID),
    outputs: b.outputs.map((o) => transferableOutputJson(o, ctx)),
    inputs: b.inputs.map(transferableInputJson),
    memo: jsonBytes(b.memo),
  };
  if (u.kind === 'ImportTx' && u.sourceChain && u.importedInputs) {
    out.sourceChain = idToString(u.sourceChain);
    out.importedInputs = u.importedInputs.map(transferableInputJson);
  }
  if (u.kind === 'ExportTx' && u.destinationChain && u.exportedOutputs) {
    out.destinationChain = idToString(u.destinationChain);
    out.exportedOutputs = u.exportedOutputs.map((o) => transferableOutputJson(o, ctx));
  }
  return out;
}

export function credentialJson(c: Credential): JsonObject {
  return { signatures: c.sigs.map(jsonBytes) };
}
