// Schema checks at the boundary, turned into SchemaErrors that name the method and the field.
import type { z } from 'zod';
import type { AnyMethodDef, ParamsOf, ResultOf } from '@/lib/registry';
import { SchemaError, formatIssuePath } from '@/lib/rpc/errors';

function toSchemaError(def: AnyMethodDef, where: 'params' | 'result', error: z.ZodError): SchemaError {
  const issue = error.issues[0];
  return new SchemaError(def.method, where, formatIssuePath(where, issue?.path ?? []), issue?.message ?? 'invalid');
}

/** Validates caller params; returns what goes on the wire (bigint for uint64, written as decimal by jsonStringify). */
export function checkParams<M extends AnyMethodDef>(def: M, params: ParamsOf<M> | undefined): z.output<M['params']> {
  const input = params ?? (def.service === 'eth' ? [] : {});
  const checked = def.params.safeParse(input);
  if (!checked.success) throw toSchemaError(def, 'params', checked.error);
  return checked.data as z.output<M['params']>;
}

/** Parses a raw `result` into the method's normalized output shape. */
export function parseResult<M extends AnyMethodDef>(def: M, raw: unknown): ResultOf<M> {
  const parsed = def.result.safeParse(raw);
  if (!parsed.success) throw toSchemaError(def, 'result', parsed.error);
  return parsed.data as ResultOf<M>;
}
