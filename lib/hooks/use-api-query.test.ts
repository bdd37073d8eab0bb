// A polled Snowline route backs off after failures and retries a 429 a few times, as node reads do:
// a refused view stops adding to the load instead of polling at its full rate.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/fetch';
import { apiQuery } from './use-api-query';

type Interval = (q: { state: { status: string; errorUpdateCount: number } }) => number;

describe('apiQuery', () => {
  it('polls at its period while answers come, and slower after each failure', () => {
    const interval = apiQuery('history.status', {}, { pollMs: 2_000 }).refetchInterval as Interval;
    const query = { state: { status: 'success', errorUpdateCount: 0 } };
    expect(interval(query)).toBe(2_000);
    query.state = { status: 'error', errorUpdateCount: 1 };
    const once = interval(query);
    query.state = { status: 'error', errorUpdateCount: 3 };
    expect(once).toBeGreaterThan(2_000);
    expect(interval(query)).toBeGreaterThan(once);
  });

  it('retries a refused (429) answer a few times, other failures once', () => {
    const retry = apiQuery('history.status', {}).retry as (n: number, e: unknown) => boolean;
    const refused = new ApiError(429, 'slow down');
    expect(retry(2, refused)).toBe(true);
    expect(retry(4, refused)).toBe(false);
    expect(retry(0, new ApiError(500, 'broken'))).toBe(true);
    expect(retry(1, new ApiError(500, 'broken'))).toBe(false);
  });

  it('does not poll a route asked once', () => {
    expect(apiQuery('history.status', {}).refetchInterval).toBeUndefined();
  });

  it('leaves an answer the server seeded fresh for the client’s stale time: a view mounting on it does not ask again', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 2_000 } } });
    const options = apiQuery('history.status', {});
    client.setQueryData(options.queryKey, { following: false }, { updatedAt: Date.now() - 1_000 });
    expect(new QueryObserver(client, options).getCurrentResult().isStale).toBe(false);
    client.setQueryData(options.queryKey, { following: false }, { updatedAt: Date.now() - 3_000 });
    expect(new QueryObserver(client, options).getCurrentResult().isStale).toBe(true);
  });
});
