import { beforeAll, describe, expect, it } from 'vitest';
import { startOperatorSession } from '@/lib/auth/operator-sessions';
import { sameOriginJson } from '@/lib/server/testing/request-from';
import { operatorTestConfig, testServerConfig } from '@/lib/server/testing/server-config';
import { deleteIcmWatch, getIcmWatches, postIcmWatch } from './icm-watch-api';
import { idleMonitorForFile } from './testing/idle-monitor';

const HOST = 'snowline.test';
const ENV = '0x253b2784c75e510dd0ff1da844684a1ac0aa5fcf';
const CONTRACT = '0xAbCdEf0000000000000000000000000000001234';

const suite = idleMonitorForFile(undefined, [{ address: ENV, stuckMinutes: 0.2 }]);
const config = operatorTestConfig();
let cookie = '';
const ctx = () => ({ config, sessions: suite.store.sessions });

beforeAll(async () => {
  cookie = `snowline_session=${(await startOperatorSession(suite.store.sessions, config)).id}`;
});

const req = (method: string, query = '', body?: unknown, headers: Record<string, string> = { cookie }) =>
  sameOriginJson(method, `http://${HOST}/api/monitor/icm${query}`, body, headers);
const stored = async () => (await suite.store.monitor.icmWatches()).map((w) => [w.address, w.stuckMinutes]);

describe('ICM watches API', () => {
  it('lets the signed-in operator add, list and remove a watch; the environment’s shows read-only', async () => {
    const add = await postIcmWatch(req('POST', '', { address: CONTRACT, stuckMinutes: 30 }), suite.monitor, ctx());
    expect(add.status).toBe(201);
    expect(await stored()).toEqual([[CONTRACT.toLowerCase(), 30]]);
    const list = await (await getIcmWatches(req('GET'), suite.monitor, ctx())).json();
    expect(list.watches).toEqual([
      { address: ENV, stuckMinutes: 0.2, addedMs: null, fromEnv: true },
      { address: CONTRACT.toLowerCase(), stuckMinutes: 30, addedMs: expect.any(Number), fromEnv: false },
    ]);
    // The environment's watch is changed there only.
    expect((await postIcmWatch(req('POST', '', { address: ENV }), suite.monitor, ctx())).status).toBe(409);
    expect((await deleteIcmWatch(req('DELETE', `?address=${ENV}`), suite.monitor, ctx())).status).toBe(409);
    const del = await deleteIcmWatch(req('DELETE', `?address=${CONTRACT}`), suite.monitor, ctx());
    expect(await del.json()).toEqual({ removed: CONTRACT.toLowerCase() });
    expect(await stored()).toEqual([]);
    expect((await deleteIcmWatch(req('DELETE', `?address=${CONTRACT}`), suite.monitor, ctx())).status).toBe(404);
  });

  it('refuses a visitor, for reading as well as writing', async () => {
    const anon = { cookie: '' };
    expect((await getIcmWatches(req('GET', '', undefined, anon), suite.monitor, ctx())).status).toBe(401);
    const add = await postIcmWatch(req('POST', '', { address: CONTRACT }, anon), suite.monitor, ctx());
    expect(add.status).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it('refuses a cross-site request even with the session cookie, and changes nothing', async () => {
    const crossSite = { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const add = await postIcmWatch(req('POST', '', { address: CONTRACT }, crossSite), suite.monitor, ctx());
    expect(add.status).toBe(403);
    expect((await add.json()).error).toMatch(/cross-site/);
    await suite.store.monitor.watchIcm({ address: CONTRACT.toLowerCase(), stuckMinutes: 5 }, 1);
    const del = await deleteIcmWatch(req('DELETE', `?address=${CONTRACT}`, undefined, crossSite), suite.monitor, ctx());
    expect(del.status).toBe(403);
    expect(await stored()).toEqual([[CONTRACT.toLowerCase(), 5]]);
    await suite.store.monitor.unwatchIcm(CONTRACT.toLowerCase());
  });

  it('says what is wrong with a bad address or minutes', async () => {
    const bad = await postIcmWatch(req('POST', '', { address: '0x12', stuckMinutes: 0 }), suite.monitor, ctx());
    expect(bad.status).toBe(400);
    const { error } = await bad.json();
    expect(error).toMatch(/address: expected a 0x address/);
    expect(error).toMatch(/stuckMinutes/);
    expect((await deleteIcmWatch(req('DELETE', '?address=nope'), suite.monitor, ctx())).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('is not served by a public deployment, even to a caller that could write its watchlist', async () => {
    const devnet = { config: testServerConfig({ embeddedDevnet: true }), sessions: suite.store.sessions };
    const fromHere = (method: string, query = '', body?: unknown) =>
      sameOriginJson(method, `http://localhost:3000/api/monitor/icm${query}`, body, {}, '127.0.0.1');
    expect((await getIcmWatches(fromHere('GET'), suite.monitor, devnet)).status).toBe(404);
    expect((await postIcmWatch(fromHere('POST', '', { address: CONTRACT }), suite.monitor, devnet)).status).toBe(404);
    expect((await deleteIcmWatch(fromHere('DELETE', `?address=${CONTRACT}`), suite.monitor, devnet)).status).toBe(404);
    expect(await stored()).toEqual([]);
  });
});
