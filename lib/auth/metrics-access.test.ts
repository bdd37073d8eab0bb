// Who may read /metrics: an operator (token or session) or a scraper with SNOWLINE_METRICS_TOKEN.
import { describe, expect, it } from 'vitest';
import { testServerConfig } from '@/lib/server/testing/server-config';
import { startOperatorSession } from '@/lib/auth/operator-sessions';
import type { OperatorSessionRecord, SessionStore } from '@/lib/store/sessions/records';
import { mayReadMetrics, readMetricsToken } from './metrics-access';

const OPERATOR_TOKEN = 'operator-4e6e94bbfe19341118d3b5b6fb3982e81b7631e5';
const METRICS_TOKEN = 'metrics-1298774867b2d76aecbf8c421d96fb3f2e7d2639';
const operatorMode = testServerConfig({ mode: 'operator', operatorToken: OPERATOR_TOKEN, operatorSessionMs: 3600_000 });
const publicMode = testServerConfig({});
function sessionStore(): SessionStore {
  const kept = new Map<string, OperatorSessionRecord>();
  return {
    create: async (r) => void kept.set(r.idHash, r),
    find: async (h, now) => ((kept.get(h)?.expiresMs ?? 0) > now ? kept.get(h)! : null),
    revoke: async (h) => kept.delete(h),
    purgeExpired: async () => 0,
  };
}
const noSessions = sessionStore();
const req = (headers: Record<string, string> = {}) => new Request('http://snowline.test/metrics', { headers });

describe('metrics access', () => {
  it('opens to a scraper with the metrics token, in either mode', async () => {
    const auth = { authorization: `Bearer ${METRICS_TOKEN}` };
    expect(await mayReadMetrics(req(auth), publicMode, METRICS_TOKEN, noSessions)).toBe(true);
    expect(await mayReadMetrics(req(auth), operatorMode, METRICS_TOKEN, noSessions)).toBe(true);
  });

  it('opens to the operator token in operator mode only', async () => {
    const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
    expect(await mayReadMetrics(req(auth), operatorMode, undefined, noSessions)).toBe(true);
    expect(await mayReadMetrics(req(auth), publicMode, undefined, noSessions)).toBe(false);
  });

  it('opens to a browser with a live operator session', async () => {
    const sessions = sessionStore();
    const { id } = await startOperatorSession(sessions, operatorMode);
    expect(await mayReadMetrics(req({ cookie: `snowline_session=${id}` }), operatorMode, undefined, sessions)).toBe(
      true,
    );
  });

  it('is closed to anyone else, and when no token is configured', async () => {
    expect(await mayReadMetrics(req(), publicMode, undefined, noSessions)).toBe(false);
    expect(await mayReadMetrics(req(), publicMode, METRICS_TOKEN, noSessions)).toBe(false);
    expect(
      await mayReadMetrics(req({ authorization: 'Bearer guess-0123456789' }), operatorMode, METRICS_TOKEN, noSessions),
    ).toBe(false);
    expect(
      await mayReadMetrics(req({ cookie: 'snowline_session=forged' }), operatorMode, METRICS_TOKEN, noSessions),
    ).toBe(false);
  });

  it('refuses a short metrics token at start', () => {
    expect(readMetricsToken({})).toBeUndefined();
    expect(readMetricsToken({ SNOWLINE_METRICS_TOKEN: METRICS_TOKEN })).toBe(METRICS_TOKEN);
    expect(() => readMetricsToken({ SNOWLINE_METRICS_TOKEN: 'short' })).toThrow(/too short/);
    expect(() => readMetricsToken({ SNOWLINE_METRICS_TOKEN: 'metrics-token-0123456789abcdef01' })).toThrow(/too easy/);
  });
});
