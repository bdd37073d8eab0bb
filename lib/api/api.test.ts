import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { apiFetch, ApiError, apiUrl } from './fetch';
import type { ApiReply, ApiWire, Wire } from './index';
import { problem, reply } from './reply';
import type { SessionState } from './routes/auth';

afterEach(() => vi.unstubAllGlobals());

describe('the route map', () => {
  it('builds a route URL with its segment encoded and empty query values left out', () => {
    expect(apiUrl('history.address', { params: { address: 'X-avax1/%x' }, query: { chain: 'X', asset: '' } })).toBe(
      '/api/history/address/X-avax1%2F%25x?chain=X',
    );
    expect(apiUrl('monitor.alerts')).toBe('/api/monitor/alerts');
    expect(apiUrl('history.asset', { params: { asset: 'AVAX' }, query: { format: 'csv', list: 'holders' } })).toBe(
      '/api/history/asset/AVAX?format=csv&list=holders',
    );
    // A route exports only the lists it has: a validator's history has no holders, an asset no balances.
    // @ts-expect-error history.node has no other list
    apiUrl('history.node', { params: { nodeId: 'NodeID-1' }, query: { format: 'csv', list: 'holders' } });
    // @ts-expect-error history.asset lists its holders, not balances
    apiUrl('history.asset', { params: { asset: 'AVAX' }, query: { format: 'csv', list: 'balances' } });
    expect(apiUrl('monitor.uptime', { params: { nodeId: 'NodeID-1' }, query: { range: '7d', newer: 5 } })).toBe(
      '/api/monitor/history/NodeID-1?range=7d&newer=5',
    );
  });

  it('answers JSON that is never cached, bigints as decimal text', async () => {
    const res = reply('history.startAfresh', { started: true, keptAs: null }, { status: 201 });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ started: true, keptAs: null });
    const big = reply('history.stats', {
      following: true,
      range: 'all',
      chains: [],
      active: [],
      days: [{ dayMs: 0, chain: 'P', txs: 1, feesNavax: 12345678901234567890n }],
    });
    expect(await big.text()).toContain('"feesNavax":"12345678901234567890"');
  });

  it('sends every set-cookie of a problem or a reply', () => {
    const res = problem(429, 'slow down', [
      ['retry-after', '3'],
      ['set-cookie', 'a=1'],
      ['set-cookie', 'b=2'],
    ]);
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(res.headers.get('retry-after')).toBe('3');
  });

  it('sends the declared method and JSON body, and throws the server’s error text', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return init.method === 'POST'
        ? Response.json({ error: 'that is not the operator token' }, { status: 401 })
        : Response.json({ mode: 'operator', operator: true, expiresMs: 9 });
    });
    await expect(apiFetch('auth.session')).resolves.toEqual({ mode: 'operator', operator: true, expiresMs: 9 });
    const failed = apiFetch('auth.signIn', { body: { token: 'nope' } });
    await expect(failed).rejects.toThrow('that is not the operator token');
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    expect(seen[1]?.init.method).toBe('POST');
    expect(seen[1]?.init.body).toBe('{"token":"nope"}');
    expect(seen[1]?.url).toBe('/api/auth/session');
  });
});

describe('one type on both sides', () => {
  it('gives the browser the declared reply, as JSON carries it', () => {
    // The browser's reply is derived from the server's declaration: no mirror to keep in step.
    expectTypeOf<ApiWire<'auth.session'>>().toEqualTypeOf<SessionState>();
    expectTypeOf(apiFetch<'auth.session'>).returns.resolves.toEqualTypeOf<SessionState>();
    // A bigint the store holds reaches the browser as text.
    type Asset = Extract<ApiWire<'history.asset'>, { following: true }>;
    expectTypeOf<Asset['total']>().toEqualTypeOf<string>();
    expectTypeOf<ApiReply<'history.asset'>>().not.toEqualTypeOf<ApiWire<'history.asset'>>();
  });

  it('breaks the browser’s compile when a reply changes', () => {
    // Were `expiresMs` declared as text, what the browser reads would no longer be what it expects.
    type Changed = Wire<Omit<ApiReply<'auth.session'>, 'expiresMs'> & { expiresMs: string }>;
    expectTypeOf<Changed>().not.toEqualTypeOf<ApiWire<'auth.session'>>();
    const browserReads = (s: ApiWire<'auth.session'>): number | null => s.expiresMs;
    // @ts-expect-error a changed reply no longer fits the browser's code
    expect(browserReads({ mode: 'operator', operator: true, expiresMs: 'soon' } satisfies Changed)).toBe('soon');
    // ...and the server cannot send what the map does not declare.
    // @ts-expect-error operator is a boolean
    expect(reply('auth.session', { mode: 'public', operator: 'no', expiresMs: null }).status).toBe(200);
  });
});
