// JSON-RPC 2.0 envelope: what the client sends and the shape of what comes back.
import { z } from 'zod';
import '@/lib/schemas/zod-config';

export type JsonRpcId = string | number | null;

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id: JsonRpcId;
  method: string;
  params?: unknown;
}

export function buildRequest(method: string, params: unknown, id: JsonRpcId): JsonRpcRequest {
  return params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params };
}

const idSchema = z.union([z.string(), z.number(), z.null()]);
const rpcErrorObjectSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown().optional(),
});

/**
 * A response carries exactly one of `result` or `error`; an explicit `result: null` counts as a result
 * (geth answers `null` for an unknown tx hash).
 */
export const responseEnvelopeSchema = z
  .looseObject({
    jsonrpc: z.literal('2.0'),
    id: idSchema,
    result: z.unknown().optional(),
    error: rpcErrorObjectSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const hasResult = Object.hasOwn(v, 'result');
    if (hasResult === (v.error !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'expected exactly one of result or error', input: v });
    }
  });

/** JSON.stringify that writes bigint as a decimal string, the way AvalancheGo reads `json.Uint64`. */
export function jsonStringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString(10) : v));
}
