import { describe, expect, it } from 'vitest';
import { apiQueryKey } from '@/lib/hooks/api-query-key';
import { asWire, handlerAnswer, routeAnswer, within } from './query-seed';

describe('within', () => {
  it('gives the answer that comes in time', async () => {
    await expect(within(Promise.resolve(42), 1_000)).resolves.toBe(42);
  });

  it('gives nothing for a failure, so the page is sent without it', async () => {
    await expect(within(Promise.reject(new Error('node down')), 1_000)).resolves.toBeUndefined();
  });

  it('gives nothing for an answer later than its bound', async () => {
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 200));
    const started = Date.now();
    await expect(within(slow, 20)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(200);
  });
});

describe('asWire', () => {
  it('writes bigints as decimal text, as a route reply carries them', () => {
    expect(asWire({ supply: 10n ** 20n, n: 3, list: [1n] })).toEqual({
      supply: '100000000000000000000',
      n: 3,
      list: ['1'],
    });
  });
});

describe('routeAnswer', () => {
  it('is the JSON the handler answers for the path', async () => {
    const seen: string[] = [];
    const handler = async (req: Request) => {
      seen.push(req.url);
      return Response.json({ ok: true });
    };
    await expect(routeAnswer(handler, '/api/history/status')).resolves.toEqual({ ok: true });
    expect(new URL(seen[0]!).pathname).toBe('/api/history/status');
  });

  it('throws on an error status, so nothing wrong is seeded', async () => {
    await expect(routeAnswer(async () => Response.json({ error: 'x' }, { status: 503 }), '/api/x')).rejects.toThrow(
      /503/,
    );
  });
});

describe('handlerAnswer', () => {
  it('asks the handler at the route’s declared URL, as the viewer, and keys the answer as the hook does', async () => {
    const seen: Request[] = [];
    const handler = async (req: Request) => {
      seen.push(req);
      return Response.json({ rows: [] });
    };
    const args = { params: { address: '0xabc' }, query: { chain: 'C', before: undefined } };
    const [key, data] = await handlerAnswer('history.address', args, handler, { cookie: 'snowline_session=s' });
    expect(new URL(seen[0]!.url).pathname + new URL(seen[0]!.url).search).toBe('/api/history/address/0xabc?chain=C');
    expect(seen[0]!.headers.get('cookie')).toBe('snowline_session=s');
    expect(key).toEqual(apiQueryKey('history.address', args));
    expect(data).toEqual({ rows: [] });
  });

  it('seeds nothing when the route refuses the viewer', async () => {
    const refused = async () => Response.json({ error: 'sign in' }, { status: 401 });
    const [, data] = await handlerAnswer('monitor.channels', {}, refused);
    expect(data).toBeUndefined();
  });

  it('seeds nothing when the answer says the node is down, so the section asks and says so itself', async () => {
    const down = async () => Response.json({ error: 'node unreachable', nodeDown: true });
    const [, data] = await handlerAnswer('evm.recent', { params: { chain: 'C' }, query: {} }, down);
    expect(data).toBeUndefined();
  });
});
