// Reads a request's `params` the way AvalancheGo's gorilla/json2 + encoding/json does (facts §1),
// so the devnet accepts exactly what a real node accepts:
// - params may be an object or a one-element array of an object; missing/null params = zero values;
// - keys match case-insensitively (an exact match wins); unknown keys are ignored; null leaves a field unset;
// - numeric fields take quoted or plain numbers; any type mismatch fails the whole call with one message.
// Required fields are NOT enforced: Go hands the handler zero values and the handler decides.
import type { z } from 'zod';
import type { AnyMethodDef } from './define';
import { wireOverrideOf } from '@/lib/schemas/common';

export const WIRE_PARAMS_ERROR_MESSAGE =
  "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls";

/** The node answers this as JSON-RPC -32000 with exactly WIRE_PARAMS_ERROR_MESSAGE. */
export class WireParamsError extends Error {
  /** Where decoding failed, for logs only (the node never reveals it). */
  readonly detail: string;
  constructor(detail: string) {
    super(WIRE_PARAMS_ERROR_MESSAGE);
    this.name = 'WireParamsError';
    this.detail = detail;
  }
}

/** The parts of zod's internal definition we walk. */
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
}

function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Decodes raw JSON-RPC params for a native-service method into a plain object with the
 * schema's key spelling, bigint for uint64 fields and numbers for smaller integers.
 * Fields absent (or null) on the wire are absent from the result.
 */
export function decodeWireParams(def: AnyMethodDef, raw: unknown): Record<string, unknown> {
  if (def.service === 'eth') throw new TypeError(`${def.method}: eth methods take positional params`);
  if (raw === undefined || raw === null) return {};
  let target = raw;
  if (Array.isArray(raw)) {
    // json2 retries a failed decode with params as `[args]`; extra elements are discarded.
    if (raw.length === 0 || raw[0] === null) return {};
    target = raw[0];
  }
  if (!isPlainObject(target)) throw new WireParamsError('params is not an object');
  const decoded = decodeValue(def.params, target, 'params');
  return decoded as Record<string, unknown>;
}

function decodeValue(schema: z.ZodType, value: unknown, where: string): unknown {
  const override = wireOverrideOf(schema);
  if (override) return decodeLeaf(override, value, where);
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType ? decodeValue(def.innerType, value, where) : value;
    case 'object':
      return decodeObject(def.shape ?? {}, value, where);
    case 'array':
      if (!Array.isArray(value)) throw new WireParamsError(`${where}: expected array`);
      // Go decodes a null element to the element's zero value; we pass null through for the handler.
      return value.map((item, i) =>
        item === null || !def.element ? null : decodeValue(def.element, item, `${where}[${i}]`),
      );
    case 'record': {
      if (!isPlainObject(value)) throw new WireParamsError(`${where}: expected object`);
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        out[key] = item === null || !def.valueType ? null : decodeValue(def.valueType, item, `${where}.${key}`);
      }
      return out;
    }
    default:
      return decodeLeaf(schema, value, where);
  }
}

function decodeObject(shape: Record<string, z.ZodType>, value: unknown, where: string): Record<string, unknown> {
  if (!isPlainObject(value)) throw new WireParamsError(`${where}: expected object`);
  const byFoldedKey = new Map<string, string>();
  for (const key of Object.keys(shape)) byFoldedKey.set(key.toLowerCase(), key);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const canonical = Object.hasOwn(shape, key) ? key : byFoldedKey.get(key.toLowerCase());
    if (canonical === undefined) continue;
    const fieldSchema = shape[canonical];
    if (!fieldSchema) continue;
    // JSON null leaves a Go field as it was; a later duplicate key overwrites, as in Go.
    if (item === null) continue;
    out[canonical] = decodeValue(fieldSchema, item, `${where}.${canonical}`);
  }
  return out;
}

function decodeLeaf(schema: z.ZodType, value: unknown, where: string): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new WireParamsError(`${where}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}
