// Issue 26, finding 2: every comparison with the operator token (sign-in, Bearer on the proxy,
// /metrics, the monitor API) goes through one throttle, counted before comparing and keyed by the
// client; wrong tokens from others never lock out an operator who signed in from their own address.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayReadMetrics } from '@/lib/auth/metrics-access';
import { refusalOf } from '@/lib/node/relay-policy';
import { registry } from '@/lib/registry';
import { requestFrom } from '@/lib/server/testing/request-from';
import { operatorTestConfig, TEST_OPERATOR_TOKEN as TOKEN } from '@/lib/server/testing/server-config';
import { openStore } from '@/lib/store/open';
import type { Store } from '@/lib/store/store';
import { callerOf, proxyCallerOf } from './caller';
import { postSession } from './session-api';
import { createTokenThrottle, TOKEN_THROTTLE } from './token-throttle';

const config = operatorTestConfig();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-token-throttle-'));
let store: Store;
beforeAll(async () => {
  store = await openStore({ kind: 'sqlite', dataDir: dir });
});
afterAll(async () => {
  await store?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const bearer = (peer: string, token: string, url = 'http://snowline.test/api/node/ext/admin') =>
  requestFrom(peer, url, { method: 'POST', headers: { authorization: `Bearer ${token}`, host: 'snowline.test' } });
const signIn = (peer: string, token: string) =>
  postSession(
    requestFrom(peer, 'http://snowline.test/api/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'snowline.test' },
      body: JSON.stringify({ token }),
    }),
    { config, sessions: async () => store.sessions },
  );
const relay = { relayTransactions: true, relayEvmCalls: true };

describe('the operator-token throttle', () => {
  it('is one count across sign-in, the proxy, /metrics and the monitor API', async () => {
    const guesser = '203.0.113.80';
    const wrong = (i: number) => `wrong-${i}-${'x'.repeat(40)}`;
    // Ten wrong tokens spread over the four places that compare one.
    for (let i = 0; i < TOKEN_THROTTLE.perClient; i++) {
      const place = i % 4;
      if (place === 0) expect((await signIn(guesser, wrong(i))).status).toBe(401);
      if (place === 1)
        expect((await proxyCallerOf(bearer(guesser, wrong(i)), config, store.sessions)).operator).toBe(false);
      if (place === 2)
        expect(await mayReadMetrics(bearer(guesser, wrong(i), 'http://snowline.test/metrics'), config, undefined)).toBe(
          false,
        );
      if (place === 3) expect((await callerOf(bearer(guesser, wrong(i)), config, store.sessions)).operator).toBe(false);
    }
    // The next is refused everywhere without being compared: even the right token.
    const refused = await signIn(guesser, TOKEN);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const proxied = await proxyCallerOf(bearer(guesser, TOKEN), config, store.sessions);
    expect(proxied.operator).toBe(false);
    expect(refusalOf(registry.admin.loadVMs, proxied, relay)).toMatch(/too many wrong tokens/);
    expect(await mayReadMetrics(bearer(guesser, TOKEN, 'http://snowline.test/metrics'), config, undefined)).toBe(false);
    // The guesser's IPv6 neighbours in its /64 share its count, like its rate limit.
    for (let i = 0; i < TOKEN_THROTTLE.perClient; i++) await callerOf(bearer('2001:db8:1:2::5', wrong(i)), config);
    expect((await callerOf(bearer('2001:db8:1:2::77', TOKEN), config)).tokenRefused).toMatch(/try again/);
    // Another client is not affected.
    expect((await signIn('198.51.100.20', TOKEN)).status).toBe(200);
    expect((await proxyCallerOf(bearer('198.51.100.20', TOKEN), config, store.sessions)).operator).toBe(true);
  });

  it('counts before comparing: fifty Bearer guesses at once get ten comparisons', async () => {
    const throttle = createTokenThrottle(TOKEN_THROTTLE);
    const callers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        proxyCallerOf(bearer('203.0.113.81', `guess-${i}-${'y'.repeat(40)}`), config, store.sessions, throttle),
      ),
    );
    expect(callers.filter((c) => c.tokenRefused === undefined)).toHaveLength(TOKEN_THROTTLE.perClient);
    expect(callers.filter((c) => c.tokenRefused !== undefined)).toHaveLength(50 - TOKEN_THROTTLE.perClient);
  });

  it('hands a right token’s count back: a script using the token all day is never throttled', async () => {
    const throttle = createTokenThrottle(TOKEN_THROTTLE);
    for (let i = 0; i < 100; i++) {
      expect((await callerOf(bearer('198.51.100.30', TOKEN), config, store.sessions, throttle)).operator).toBe(true);
    }
  });

  it('lets no one lock the operator out: guessers spread over many addresses exhaust only themselves', async () => {
    let now = 1_000_000;
    const throttle = createTokenThrottle({ perClient: 5, global: 40, windowMs: 60_000, now: () => now });
    const operator = '198.51.100.40';
    // The operator used the token earlier today.
    expect((await callerOf(bearer(operator, TOKEN), config, undefined, throttle)).operator).toBe(true);
    now += 3600_000;
    // With no trusted proxy, every guessing address has its own count; together they spend the global one.
    for (let a = 0; a < 20; a++) {
      for (let i = 0; i < 5; i++)
        await callerOf(bearer(`192.0.2.${a}`, `g-${a}-${i}-${'z'.repeat(40)}`), config, undefined, throttle);
    }
    const stranger = await callerOf(bearer('198.51.100.41', `new-${'q'.repeat(40)}`), config, undefined, throttle);
    expect(stranger.tokenRefused).toMatch(/try again/);
    // The operator's address still gets its token compared, and in.
    expect((await callerOf(bearer(operator, TOKEN), config, undefined, throttle)).operator).toBe(true);
    // Everyone else waits out one window at most.
    now += 60_000;
    expect((await callerOf(bearer('198.51.100.42', TOKEN), config, undefined, throttle)).operator).toBe(true);
  });
});
