import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { RpcError } from '@/lib/rpc/errors';
import { seedAnswers } from './seed-cache';

describe('seedAnswers (a page’s first answers, put into the browser’s cache)', () => {
  it('dates each answer when the server read it, so the server and the browser render the same times', () => {
    const client = new QueryClient();
    seedAnswers(client, [[['node', 'platform.getCurrentValidators'], { validators: [] }]], 1_700_000_000_000);
    expect(client.getQueryState(['node', 'platform.getCurrentValidators'])?.dataUpdatedAt).toBe(1_700_000_000_000);
  });

  it('keeps an answer the cache already has (newer: a navigation back)', () => {
    const client = new QueryClient();
    client.setQueryData(['k'], 'newer');
    seedAnswers(client, [[['k'], 'older']], 1);
    expect(client.getQueryData(['k'])).toBe('newer');
  });

  it("seeds the node's 'no such method' as the RpcError the hook's call throws, not asked again on mount", () => {
    const client = new QueryClient();
    const key = ['node', 'eth_feeConfig'];
    seedAnswers(client, [[key, undefined, { method: 'eth_feeConfig', code: -32601, rpcMessage: 'not available' }]], 5);
    const state = client.getQueryState(key)!;
    expect(state.status).toBe('error');
    expect(state.error).toBeInstanceOf(RpcError);
    expect(state.error).toMatchObject({ code: -32601, message: 'eth_feeConfig: not available (code -32601)' });
    expect(state.errorUpdatedAt).toBe(5);
    expect(client.defaultQueryOptions({ queryKey: key }).retryOnMount).toBe(false);
  });
});
