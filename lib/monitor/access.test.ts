import { describe, expect, it } from 'vitest';
import { readServerConfig } from '@/lib/server/config';
import { watchlistWriteAccess, watchlistWritePolicy } from './access';

const TOKEN = 'a-very-long-operator-token';
const req = (headers: Record<string, string> = {}) =>
  new Request('http://x/api/monitor/watchlist', { method: 'POST', headers });

describe('watchlist write access', () => {
  it('is open on the embedded devnet', () => {
    const c = readServerConfig({} as unknown as NodeJS.ProcessEnv);
    expect(watchlistWritePolicy(c)).toBe('open');
    expect(watchlistWriteAccess(req(), c).allowed).toBe(true);
  });

  it('needs the operator token in operator mode, and accepts it as a header or bearer', () => {
    const c = readServerConfig({
      SNOWLINE_MODE: 'operator',
      SNOWLINE_OPERATOR_TOKEN: TOKEN,
      SNOWLINE_NODE_URL: 'http://n:9650',
    } as unknown as NodeJS.ProcessEnv);
    expect(watchlistWritePolicy(c)).toBe('token');
    expect(watchlistWriteAccess(req(), c)).toMatchObject({ allowed: false, status: 401 });
    expect(watchlistWriteAccess(req({ 'x-snowline-operator-token': 'wrong-token-wrong-token' }), c).allowed).toBe(
      false,
    );
    expect(watchlistWriteAccess(req({ 'x-snowline-operator-token': TOKEN }), c).allowed).toBe(true);
    expect(watchlistWriteAccess(req({ authorization: `Bearer ${TOKEN}` }), c).allowed).toBe(true);
  });

  it('is read-only on a public deployment against a real node', () => {
    const c = readServerConfig({ SNOWLINE_NODE_URL: 'https://node.example:9650' } as unknown as NodeJS.ProcessEnv);
    expect(watchlistWritePolicy(c)).toBe('read-only');
    expect(watchlistWriteAccess(req({ 'x-snowline-operator-token': TOKEN }), c)).toMatchObject({
      allowed: false,
      status: 403,
    });
  });
});
