import { describe, expect, it } from 'vitest';
import { buildRequest, jsonStringify, responseEnvelopeSchema } from './envelope';

describe('envelope', () => {
  it('jsonStringify writes bigint as a decimal string, exactly', () => {
    expect(jsonStringify({ startIndex: 18446744073709551615n, n: 1 })).toBe(
      '{"startIndex":"18446744073709551615","n":1}',
    );
  });

  it('buildRequest is a JSON-RPC 2.0 request', () => {
    expect(buildRequest('info.peers', { nodeIDs: [] }, 7)).toEqual({
      jsonrpc: '2.0',
      id: 7,
      method: 'info.peers',
      params: { nodeIDs: [] },
    });
  });

  it('accepts exactly one of result or error', () => {
    expect(responseEnvelopeSchema.safeParse({ jsonrpc: '2.0', id: 1, result: null }).success).toBe(true);
    expect(
      responseEnvelopeSchema.safeParse({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'bad', data: {} } })
        .success,
    ).toBe(true);
    expect(responseEnvelopeSchema.safeParse({ jsonrpc: '2.0', id: 1 }).success).toBe(false);
    expect(
      responseEnvelopeSchema.safeParse({ jsonrpc: '2.0', id: 1, result: 1, error: { code: 1, message: 'x' } }).success,
    ).toBe(false);
    expect(responseEnvelopeSchema.safeParse({ jsonrpc: '1.0', id: 1, result: 1 }).success).toBe(false);
  });
});
