import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readServerConfig } from '@/lib/server/config';
import { requestFrom } from '@/lib/server/testing/request-from';
import { openStore } from '@/lib/store/open';
import type { Store } from '@/lib/store/store';
import { callerOf } from './caller';
import { deleteSession, getSession, postSession, type SessionApiDeps } from './session-api';
import { createTokenThrottle } from './token-throttle';
import { operatorTestConfig, TEST_OPERATOR_TOKEN as TOKEN } from '@/lib/server/testing/server-config';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-auth-'));
let store: Store;
afterAll(async () => {
  await store?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const config = operatorTestConfig;
let now = Date.now();
let deps: SessionApiDeps;
beforeEach(async () => {
  now = Date.now();
  store ??= await openStore({ kind: 'sqlite', dataDir: dir });
  deps = {
    config: config(),
    sessions: async () => store.sessions,
    throttle: createTokenThrottle({ perClient: 3, global: 100, windowMs: 60_000, now: () => now }),
    now: () => now,
  };
});

function signIn(body: unknown, o: { headers?: Record<string, string>; url?: string; peer?: string } = {}) {
  return requestFrom(o.peer ?? '198.51.100.1', o.url ?? 'http://snowline.test/api/auth/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'snowline.test', ...o.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const cookieOf = (res: Response) => res.headers.getSetCookie()[0]!.split(';')[0]!;
const withCookie = (cookie: string, method = 'GET') =>
  requestFrom('198.51.100.1', 'http://snowline.test/api/auth/session', {
    method,
    headers: { cookie, host: 'snowline.test', origin: 'http://snowline.test', 'sec-fetch-site': 'same-origin' },
  });

describe('operator sign-in', () => {
  it('exchanges the token for an httpOnly, SameSite=Strict session cookie with an expiry; not Secure over http', async () => {
    const res = await postSession(signIn({ token: TOKEN }), deps);
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie();
    expect(setCookie).toHaveLength(1);
    const attrs = setCookie[0]!.split('; ');
    expect(attrs[0]).toMatch(/^snowline_session=[A-Za-z0-9_-]{43}$/);
    expect(attrs).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=43200']));
    expect(attrs).not.toContain('Secure');
    expect(setCookie[0]).not.toContain(TOKEN);
    expect(await res.json()).toEqual({ mode: 'operator', operator: true, expiresMs: now + 12 * 3600_000 });
    // The cookie now makes its bearer an operator, on any route.
    const caller = await callerOf(withCookie(cookieOf(res)), deps.config, store.sessions);
    expect(caller.operator).toBe(true);
  });

  it('sets a Secure __Host- cookie over https (public URL, or https from a trusted proxy)', async () => {
    const viaPublicUrl = await postSession(signIn({ token: TOKEN }), {
      ...deps,
      config: config({ SNOWLINE_PUBLIC_URL: 'https://explorer.example' }),
    });
    expect(viaPublicUrl.headers.getSetCookie()[0]).toMatch(/^__Host-snowline_session=.*; Secure$/);

    const proxied = { ...deps, config: config({ SNOWLINE_TRUSTED_PROXIES: '10.0.0.1' }) };
    const behindTls = await postSession(
      signIn({ token: TOKEN }, { peer: '10.0.0.1', headers: { 'x-forwarded-proto': 'https' } }),
      proxied,
    );
    expect(behindTls.headers.getSetCookie()[0]).toMatch(/; Secure$/);
    // The same header from anyone else is not believed.
    const forged = await postSession(
      signIn({ token: TOKEN }, { peer: '10.0.0.2', headers: { 'x-forwarded-proto': 'https' } }),
      proxied,
    );
    expect(forged.headers.getSetCookie()[0]).not.toMatch(/Secure/);
  });

  it('refuses a wrong token, then slows the guesser down with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await postSession(signIn({ token: 'guess-guess-guess-guess' }), deps);
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const blocked = await postSession(signIn({ token: TOKEN }), deps);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('60');
    // Another client is not affected; the first may try again once the window has passed.
    expect((await postSession(signIn({ token: TOKEN }, { peer: '198.51.100.2' }), deps)).status).toBe(200);
    now += 60_000;
    expect((await postSession(signIn({ token: TOKEN }), deps)).status).toBe(200);
  });

  it('counts each guess before comparing it: a burst sent at once gets no more tries than one by one', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postSession(signIn({ token: `guess-${i}-guess-guess-guess` }), deps)),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(27);
  });

  it('refuses a sign-in posted by another site (login CSRF), and any body that is not small JSON', async () => {
    const crossSite = await postSession(
      signIn({ token: TOKEN }, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }),
      deps,
    );
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error).toMatch(/cross-site/);
    const form = await postSession(
      signIn(`token=${TOKEN}`, { headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      deps,
    );
    expect(form.status).toBe(415);
    expect((await postSession(signIn('{"token":'), deps)).status).toBe(400);
    expect((await postSession(signIn({ token: TOKEN, pad: 'x'.repeat(2000) }), deps)).status).toBe(413);
    expect((await postSession(signIn({ token: 42 }), deps)).status).toBe(400);
  });

  it('signs out: the session ends in the store and the cookie is cleared', async () => {
    const cookie = cookieOf(await postSession(signIn({ token: TOKEN }), deps));
    expect(await (await getSession(withCookie(cookie), deps)).json()).toMatchObject({ operator: true });
    const out = await deleteSession(withCookie(cookie, 'DELETE'), deps);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().every((c) => /Max-Age=0/.test(c))).toBe(true);
    // Replaying the old cookie no longer works.
    expect(await (await getSession(withCookie(cookie), deps)).json()).toMatchObject({ operator: false });
    expect((await callerOf(withCookie(cookie), deps.config, store.sessions)).operator).toBe(false);
  });

  it('ends every session when the operator token changes', async () => {
    const cookie = cookieOf(await postSession(signIn({ token: TOKEN }), deps));
    const rotated = config({ SNOWLINE_OPERATOR_TOKEN: 'rotated-a437fbb78e4d31e91c2e6c2f24999f747c527323' });
    expect((await callerOf(withCookie(cookie), rotated, store.sessions)).operator).toBe(false);
  });

  it('lets a session expire', async () => {
    const cookie = cookieOf(await postSession(signIn({ token: TOKEN }), deps));
    now += 12 * 3600_000;
    expect(await (await getSession(withCookie(cookie), deps)).json()).toMatchObject({ operator: false });
  });

  it('does not exist in public mode', async () => {
    const pub = { ...deps, config: readServerConfig({} as NodeJS.ProcessEnv) };
    expect((await postSession(signIn({ token: TOKEN }), pub)).status).toBe(404);
    expect((await deleteSession(withCookie('x=y', 'DELETE'), pub)).status).toBe(404);
    expect(await (await getSession(withCookie('x=y'), pub)).json()).toEqual({
      mode: 'public',
      operator: false,
      expiresMs: null,
    });
  });

  it('still accepts Authorization: Bearer <operator token> from non-browser clients', async () => {
    const bearer = (t: string) =>
      requestFrom('198.51.100.1', 'http://snowline.test/api/node/ext/info', {
        headers: { authorization: `Bearer ${t}` },
      });
    expect((await callerOf(bearer(TOKEN), deps.config, store.sessions)).operator).toBe(true);
    expect((await callerOf(bearer('nope-nope-nope-nope'), deps.config, store.sessions)).operator).toBe(false);
  });
});
