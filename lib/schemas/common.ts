// Building blocks every registry entry is made of. Result schemas accept what the
// real node writes (facts §2: 64-bit values as decimal strings, Float32 as "99.0000",
// some numbers plain) and parse to one normalized shape; param schemas accept
// friendly inputs and produce values `jsonStringify` writes the way the node reads.
import { z } from 'zod';
import '@/lib/schemas/zod-config';
import { isBech32Address, isCb58Id, isChainAddress, isNodeID } from './text-formats';

const U64_MAX = (1n << 64n) - 1n;
const DIGITS = /^[0-9]+$/;
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

/** Message for a value that is missing entirely vs present but of the wrong kind. */
function missingOr(message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : message);
}

/** Unsigned integer of at most `bits` bits, from a decimal string or a safe-integer JSON number. */
function toUnsigned(bits: 64 | 32 | 16 | 8) {
  const max = bits === 64 ? U64_MAX : (1n << BigInt(bits)) - 1n;
  const expected = bits === 64 ? 'expected decimal string' : `expected u${bits} (decimal string or integer)`;
  return (value: string | number | bigint, ctx: z.RefinementCtx): bigint => {
    let n: bigint | undefined;
    if (typeof value === 'bigint') n = value;
    else if (typeof value === 'number') n = Number.isSafeInteger(value) ? BigInt(value) : undefined;
    else if (DIGITS.test(value)) n = BigInt(value);
    if (n === undefined || n < 0n) {
      ctx.addIssue({ code: 'custom', message: expected, input: value });
      return 0n;
    }
    if (n > max) {
      ctx.addIssue({ code: 'custom', message: `value exceeds u${bits} range`, input: value });
      return 0n;
    }
    return n;
  };
}

// ---------------------------------------------------------------------------
// Result-side scalars

/** uint64 (`json.Uint64`): `"18446744073709551615"` or a safe-integer number → bigint, exact. */
export const u64 = z
  .union([z.string(), z.number()], { error: missingOr('expected decimal string') })
  .transform(toUnsigned(64));

/** uint32/uint16/uint8 written as string or number → number. */
export const u32 = z
  .union([z.string(), z.number()], { error: missingOr('expected u32 (decimal string or integer)') })
  .transform((v, ctx) => Number(toUnsigned(32)(v, ctx)));

/** A number written as a string matching `pattern`, or as a number → number; `valid` or an issue saying `message`. */
function numeric(pattern: RegExp, valid: (n: number) => boolean, message: string) {
  return z.union([z.string(), z.number()], { error: missingOr(message) }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : pattern.test(v) ? Number(v) : NaN;
    if (!valid(n)) {
      ctx.addIssue({ code: 'custom', message, input: v });
      return 0;
    }
    return n;
  });
}

/** AvalancheGo `json.Float32/64`: `"99.0000"` or a number → number. */
export const float4 = numeric(DECIMAL, Number.isFinite, 'expected decimal number');

/** A JSON number that must be a non-negative safe integer (fee endpoints, `outputIndex`, `upgradeTime`). */
export const plainUint = z
  .number({ error: missingOr('expected integer') })
  .int()
  .nonnegative();

export const cb58Id = z.string({ error: missingOr('expected cb58 id') }).refine(isCb58Id, 'expected cb58 id');
export const nodeID = z.string({ error: missingOr('expected NodeID-…') }).refine(isNodeID, 'expected NodeID-…');
/** `X-local1…` / `P-avax1…`. */
export const chainAddress = z
  .string({ error: missingOr('expected chain address') })
  .refine(isChainAddress, 'expected chain address (X-…/P-…/C-…)');
/** Bech32 address without chain prefix (static genesis API). */
export const bech32Address = z
  .string({ error: missingOr('expected bech32 address') })
  .refine(isBech32Address, 'expected bech32 address');
export const hexBytes = z
  .string({ error: missingOr('expected 0x-prefixed hex') })
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'expected 0x-prefixed hex');
export const rfc3339 = z
  .string({ error: missingOr('expected RFC3339 time') })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, 'expected RFC3339 time');

/** Encodings a byte-returning method may be asked for. */
const BYTE_ENCODINGS = ['hex', 'hexc', 'hexnc'] as const;
const byteEncoding = z.enum(BYTE_ENCODINGS);
/** Encodings of getTx/getBlock, which can also render JSON. */
const byteOrJsonEncoding = z.enum([...BYTE_ENCODINGS, 'json']);

/** A tx or block in a reply: hex string, or an object when `encoding: "json"`. */
export const encodedOrJson = z.union([hexBytes, z.record(z.string(), z.unknown())], {
  error: missingOr('expected hex string or JSON object'),
});

export const utxoID = z.object({ txID: cb58Id, outputIndex: u32 });

/** `{locktime, threshold, addresses}` as the P-chain reports reward/owner records. */
export const outputOwners = z.object({
  locktime: u64,
  threshold: u32,
  addresses: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
});

// ---------------------------------------------------------------------------
// Params side. The node reads these leniently (wire-params.ts); the client is stricter.

/** Wire-level leniency: the Go field type accepts more than our typed client param does. */
const wireOverrides = new WeakMap<z.ZodType, z.ZodType>();

declare const wireOutput: unique symbol;
/** Type-level trace of readOnWireAs: what decodeWireParams hands over for the schema (the devnet's handler types read it). */
export interface ReadOnWire<T> {
  readonly [wireOutput]?: T;
}

/** Marks `schema` so decodeWireParams uses `wire` for it (e.g. an enum the node reads as a plain string). */
function readOnWireAs<S extends z.ZodType, W extends z.ZodType>(schema: S, wire: W): S & ReadOnWire<z.output<W>> {
  wireOverrides.set(schema, wire);
  return schema;
}

export function wireOverrideOf(schema: z.ZodType): z.ZodType | undefined {
  return wireOverrides.get(schema);
}

/** uint64 param: bigint, safe integer or decimal string in; bigint out (jsonStringify writes it as a decimal string). */
export const u64Param = z
  .union([z.bigint(), z.number(), z.string()], { error: missingOr('expected uint64') })
  .transform(toUnsigned(64));

function uintParam(bits: 32 | 16 | 8) {
  return z
    .union([z.number(), z.string()], { error: missingOr(`expected u${bits}`) })
    .transform((v, ctx) => Number(toUnsigned(bits)(v, ctx)));
}
/** uint32 / uint16 / uint8 params (`json.Uint32` etc. accept quoted or plain numbers). */
export const u32Param = uintParam(32);
export const u16Param = uintParam(16);
export const u8Param = uintParam(8);

/** `encoding` param: typed for callers, but the node takes any string and answers `invalid encoding` itself. */
export const encodingParam = readOnWireAs(byteEncoding, z.string());
export const encodingOrJsonParam = readOnWireAs(byteOrJsonEncoding, z.string());

/** Fields shared by every keystore-authenticated method. */
export const userPass = { username: z.string(), password: z.string() };
/** `from` / `changeAddr` of the keystore-based spending methods. */
export const spendOptions = { from: z.array(z.string()).optional(), changeAddr: z.string().optional() };

export const noParams = z.object({});
export const emptyResult = z.object({});
