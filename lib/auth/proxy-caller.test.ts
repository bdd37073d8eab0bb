// The node proxy's caller: a session cookie counts only on a same-site request, so another site's
// page cannot make a signed-in operator's browser call admin, keystore or issueTx methods.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOf } from '@/lib/node/relay-policy';
import { registry } from '@/lib/registry';
import { requestFrom } from '@/lib/server/testing/request-from';
import { operatorTestConfig, TEST_OPERATOR_TOKEN as TOKEN } from '@/lib/server/testing/server-config';
import { openStore } from '@/lib/store/open';
import type { Store } from '@/lib/store/store';
import { proxyCallerOf } from './caller';
import { postSession } from './session-api';

const config = operatorTestConfig();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-proxy-caller-'));
let store: Store;
let cookie: string;

beforeAll(async () => {
  store = await openStore({ kind: 'sqlite', dataDir: dir });
  const res = await postSession(
    requestFrom('198.51.100.1', 'http://snowline.test/api/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'snowline.test' },
      body: JSON.stringify({ token: TOKEN }),
    }),
    {
      config,
      sessions: async () => store.sessions,
    },
  );
  cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
});
afterAll(async () => {
  await store?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const proxyCall = (headers: Record<string, string>) =>
  requestFrom('198.51.100.1', 'http://snowline.test/api/node/ext/admin', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'snowline.test', ...headers },
  });
const relay = { relayTransactions: true, relayEvmCalls: true };

describe('the node proxy’s caller', () => {
  it('is the operator for a same-site request with the session cookie', async () => {
    const caller = await proxyCallerOf(
      proxyCall({ cookie, origin: 'http://snowline.test', 'sec-fetch-site': 'same-origin' }),
      config,
      store.sessions,
    );
    expect(caller).toEqual({ operator: true });
    expect(refusalOf(registry.admin.loadVMs, caller, relay)).toBeUndefined();
  });

  it('is not the operator when another site’s page sends the cookie, and says why', async () => {
    for (const headers of <Record<string, string>[]>[
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { cookie, 'sec-fetch-site': 'same-site' },
      { cookie, origin: 'https://evil.example' },
    ]) {
      const caller = await proxyCallerOf(proxyCall(headers), config, store.sessions);
      expect(caller.operator).toBe(false);
      expect(caller.crossSite).toMatch(/cross-site request refused/);
      // State-changing methods are refused with that reason, even those relayed for the public.
      expect(refusalOf(registry.admin.setLoggerLevel, caller, relay)).toMatch(/cross-site/);
      expect(refusalOf(registry.avm.issueTx, caller, relay)).toMatch(/cross-site/);
      expect(refusalOf(registry.keystore.listUsers, caller, relay)).toMatch(/cross-site/);
      // A public read stays a public read.
      expect(refusalOf(registry.platform.getHeight, caller, relay)).toBeUndefined();
    }
  });

  it('takes the Bearer token from a script, which no page sends on its own', async () => {
    const caller = await proxyCallerOf(proxyCall({ authorization: `Bearer ${TOKEN}` }), config, store.sessions);
    expect(caller).toEqual({ operator: true });
  });

  it('is the public without a session', async () => {
    const caller = await proxyCallerOf(proxyCall({ origin: 'http://snowline.test' }), config, store.sessions);
    expect(caller).toEqual({ operator: false });
  });
});
