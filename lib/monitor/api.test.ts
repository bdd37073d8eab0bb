import { describe, expect, it } from 'vitest';
import { startOperatorSession } from '@/lib/auth/operator-sessions';
import { readServerConfig, type ServerConfig } from '@/lib/server/config';
import { requestFrom } from '@/lib/server/testing/request-from';
import {
  deleteWatch,
  getAlerts,
  getHistory,
  getWatchlist,
  postAlertRetry,
  postWatch,
  type MonitorApiContext,
} from './api';
import { idleMonitorForFile } from './testing/idle-monitor';

const A = 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu';
const B = 'NodeID-DkA3M3yAYTqoUQ3RYkM7c4BcbW4iioUxT';
const TOKEN = 'operator-d7998441b8a73c5c4dd667a35c616bb892a9ca4e';
const HOST = 'snowline.test';

const suite = idleMonitorForFile('http://127.0.0.1:1/hook');

const env = (e: Record<string, string>) => readServerConfig(e as unknown as NodeJS.ProcessEnv);
const operatorMode = env({
  SNOWLINE_MODE: 'operator',
  SNOWLINE_OPERATOR_TOKEN: TOKEN,
  SNOWLINE_NODE_URL: 'http://n:9650',
});
const devnet = env({ SNOWLINE_NODE_URL: 'http://127.0.0.1:9650', SNOWLINE_EMBEDDED_DEVNET: '1' });
const ctx = (config: ServerConfig): MonitorApiContext => ({ config, sessions: suite.store.sessions });

interface Call {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  peer?: string;
  host?: string;
  query?: string;
}
function call({ method = 'POST', body, headers = {}, peer = '198.51.100.1', host = HOST, query = '' }: Call) {
  return requestFrom(peer, `http://${host}/api/monitor/watchlist${query}`, {
    method,
    body,
    headers: { host, ...headers },
  });
}
/** What a page of this site sends: same-origin, JSON. */
const sameOrigin = (host = HOST) => ({
  origin: `http://${host}`,
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
});
const watched = async () => (await suite.store.monitor.watchlist()).map((e) => e.nodeID);

describe('watchlist API in operator mode', () => {
  it('refuses a change without a session, and says to sign in', async () => {
    const res = await postWatch(
      call({ body: JSON.stringify({ nodeID: A }), headers: sameOrigin() }),
      suite.monitor,
      ctx(operatorMode),
    );
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatch(/sign in/);
    expect(await watched()).toEqual([]);
    const list = await getWatchlist(call({ method: 'GET' }), suite.monitor, ctx(operatorMode));
    expect((await list.json()).policy).toBe('sign-in');
  });

  it('lets a signed-in operator watch and unwatch', async () => {
    const { id } = await startOperatorSession(suite.store.sessions, operatorMode);
    const cookie = `snowline_session=${id}`;
    const add = await postWatch(
      call({ body: JSON.stringify({ nodeID: A, threshold: 85 }), headers: { ...sameOrigin(), cookie } }),
      suite.monitor,
      ctx(operatorMode),
    );
    expect(add.status).toBe(201);
    expect((await add.json()).entry).toMatchObject({ nodeID: A, threshold: 85 });
    expect(await watched()).toEqual([A]);
    const list = await getWatchlist(call({ method: 'GET', headers: { cookie } }), suite.monitor, ctx(operatorMode));
    expect((await list.json()).policy).toBe('open');
    const del = await deleteWatch(
      call({ method: 'DELETE', query: `?nodeID=${A}`, headers: { ...sameOrigin(), cookie } }),
      suite.monitor,
      ctx(operatorMode),
    );
    expect(del.status).toBe(200);
    expect(await watched()).toEqual([]);
  });

  it('refuses a cross-site form POST even with the session cookie, and changes nothing', async () => {
    const { id } = await startOperatorSession(suite.store.sessions, operatorMode);
    const form = await postWatch(
      call({
        body: JSON.stringify({ nodeID: A }),
        headers: {
          cookie: `snowline_session=${id}`,
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
          'content-type': 'text/plain',
        },
      }),
      suite.monitor,
      ctx(operatorMode),
    );
    expect(form.status).toBe(403);
    expect((await form.json()).error).toMatch(/cross-site/);
    const del = await deleteWatch(
      call({
        method: 'DELETE',
        query: `?nodeID=${A}`,
        headers: { cookie: `snowline_session=${id}`, origin: 'https://evil.example' },
      }),
      suite.monitor,
      ctx(operatorMode),
    );
    expect(del.status).toBe(403);
    expect(await watched()).toEqual([]);
  });

  it('accepts only a small JSON body, even from the operator', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    const plain = await postWatch(
      call({ body: JSON.stringify({ nodeID: A }), headers: { ...auth, 'content-type': 'text/plain' } }),
      suite.monitor,
      ctx(operatorMode),
    );
    expect(plain.status).toBe(415);
    const huge = await postWatch(
      call({
        body: JSON.stringify({ nodeID: A, pad: 'x'.repeat(10_000) }),
        headers: { ...auth, 'content-type': 'application/json' },
      }),
      suite.monitor,
      ctx(operatorMode),
    );
    expect(huge.status).toBe(413);
    const broken = await postWatch(
      call({ body: '{"nodeID":', headers: { ...auth, 'content-type': 'application/json' } }),
      suite.monitor,
      ctx(operatorMode),
    );
    expect(broken.status).toBe(400);
    expect(await watched()).toEqual([]);
  });
});

describe('watchlist API on the embedded devnet', () => {
  it('is writable from this machine without signing in', async () => {
    const res = await postWatch(
      call({
        body: JSON.stringify({ nodeID: B }),
        peer: '127.0.0.1',
        host: 'localhost:3000',
        headers: sameOrigin('localhost:3000'),
      }),
      suite.monitor,
      ctx(devnet),
    );
    expect(res.status).toBe(201);
    expect(await watched()).toEqual([B]);
  });

  it('refuses writes from elsewhere on the network', async () => {
    const res = await deleteWatch(
      call({ method: 'DELETE', query: `?nodeID=${B}`, peer: '192.168.1.50', host: '192.168.1.2:3000' }),
      suite.monitor,
      ctx(devnet),
    );
    expect(res.status).toBe(403);
    const retry = await postAlertRetry(
      call({ body: '{"retry":1}', peer: '192.168.1.50', headers: { 'content-type': 'application/json' } }),
      suite.monitor,
      ctx(devnet),
    );
    expect(retry.status).toBe(403);
    expect(await watched()).toEqual([B]);
  });
});

describe('monitor status and the webhook of the environment', () => {
  it('says the webhook takes graded alerts from its minimum severity, and that old alerts are not resent by hand', async () => {
    const res = await getWatchlist(call({ method: 'GET' }), suite.monitor, ctx(devnet));
    expect((await res.json()).status).toMatchObject({
      webhookConfigured: true,
      webhookMinSeverity: 'info',
      deliveries: { delivered: 0, pending: 0, failed: 0, ofLastMessages: 100 },
    });
    const retry = await postAlertRetry(
      call({ body: '{"retry":1}', peer: '127.0.0.1', host: 'localhost:3000', headers: sameOrigin('localhost:3000') }),
      suite.monitor,
      ctx(devnet),
    );
    expect(retry.status).toBe(409);
    expect((await retry.json()).error).toMatch(/graded notifications.*retried on its own/);
  });
});

describe('what names the watched validators, in operator mode', () => {
  it('is the operator’s: a visitor gets the sampler status and the sign-in policy, not the entries', async () => {
    const created = await postWatch(
      call({ body: JSON.stringify({ nodeID: B }), headers: { ...sameOrigin(), authorization: `Bearer ${TOKEN}` } }),
      suite.monitor,
      ctx(operatorMode),
    );
    expect(created.status).toBe(201);
    const visitor = await (await getWatchlist(call({ method: 'GET' }), suite.monitor, ctx(operatorMode))).json();
    expect(visitor).toMatchObject({ policy: 'sign-in', entries: [], hidden: true });
    expect(visitor.status).toHaveProperty('enabled');
    expect(JSON.stringify(visitor)).not.toContain(B);
    const alerts = await (await getAlerts(call({ method: 'GET' }), suite.monitor, ctx(operatorMode))).json();
    expect(alerts).toMatchObject({ alerts: [], hidden: true });
    const { id } = await startOperatorSession(suite.store.sessions, operatorMode);
    const signedIn = await (
      await getWatchlist(
        call({ method: 'GET', headers: { cookie: `snowline_session=${id}` } }),
        suite.monitor,
        ctx(operatorMode),
      )
    ).json();
    expect(signedIn.policy).toBe('open');
    expect(signedIn.entries.map((e: { nodeID: string }) => e.nodeID)).toContain(B);
    expect(signedIn).not.toHaveProperty('hidden');
    // A public deployment's read-only watchlist is public chain data, as before.
    const publicMode = env({ SNOWLINE_NODE_URL: 'http://n:9650' });
    const pub = await (await getWatchlist(call({ method: 'GET' }), suite.monitor, ctx(publicMode))).json();
    expect(pub.entries.map((e: { nodeID: string }) => e.nodeID)).toContain(B);
  });
});

describe('uptime history API', () => {
  it('answers 400 to a node id that is not one', async () => {
    const res = await getHistory(call({ method: 'GET' }), 'NodeID-%%%', suite.monitor, ctx(devnet));
    expect(res.status).toBe(400);
  });

  it('answers the range asked, and "unchanged" until a newer sample exists', async () => {
    const node = 'NodeID-DkA3M3yAYTqoUQ3RYkM7c4BcbW4iioUxT';
    const now = Date.parse('2026-03-31T00:00:00Z');
    const DAY = 86_400_000;
    await suite.store.monitor.recordSampleRun({
      atMs: now - DAY,
      samples: [20, 10, 1].map((d) => ({ nodeID: node, atMs: now - d * DAY, uptime: 100 - d, connected: true })),
      watchStates: [],
      alerts: [],
    });
    const get = async (query: string) =>
      (await getHistory(call({ method: 'GET', query }), node, suite.monitor, ctx(devnet), now)).json();
    expect((await get('?range=7d')).uptime).toEqual([99]);
    expect((await get('?range=30d')).uptime).toEqual([80, 90, 99]);
    const all = await get('');
    expect(all).toMatchObject({ range: 'all', samples: 3, latestMs: now - DAY });
    expect(await get(`?range=30d&newer=${now - DAY}`)).toEqual({ nodeID: node, unchanged: true });
    expect((await get(`?range=30d&newer=${now - 2 * DAY}`)).samples).toBe(3);
    const bad = await getHistory(call({ method: 'GET', query: '?range=1y' }), node, suite.monitor, ctx(devnet));
    expect(bad.status).toBe(400);
  });

  it('leaves out connected state for the public of a real node, keeps it for the operator and on the devnet', async () => {
    const node = 'NodeID-MX6kbCRJJnPKNut5hzLE2SGEkiNFdrWwV';
    const now = Date.parse('2026-04-30T00:00:00Z');
    await suite.store.monitor.recordSampleRun({
      atMs: now,
      samples: [{ nodeID: node, atMs: now, uptime: 97, connected: false }],
      watchStates: [],
      alerts: [],
    });
    const get = async (config: ServerConfig, headers: Record<string, string> = {}) =>
      (await getHistory(call({ method: 'GET', headers }), node, suite.monitor, ctx(config), now)).json();
    const publicMode = env({ SNOWLINE_NODE_URL: 'http://n:9650' });
    for (const anonymous of [await get(publicMode), await get(operatorMode)]) {
      expect(anonymous.uptime).toEqual([97]);
      expect(anonymous).not.toHaveProperty('connected');
    }
    expect((await get(operatorMode, { authorization: `Bearer ${TOKEN}` })).connected).toEqual([false]);
    expect((await get(devnet)).connected).toEqual([false]);
  });
});

describe('monitoring API when its store fails', () => {
  it('answers 503 with a reason, not a crash', async () => {
    const { withMonitor } = await import('./api');
    const broken = {
      ...suite.monitor,
      store: { ...suite.monitor.store, watchlist: () => Promise.reject(new Error('connection terminated')) },
    };
    const res = await withMonitor(
      async () => broken,
      (mon) => getWatchlist(call({ method: 'GET' }), mon, ctx(devnet)),
    );
    expect(res.status).toBe(503);
    expect((await res.json()).error).toMatch(/not answering/);
    const unopened = await withMonitor(
      () => Promise.reject(new Error('ECONNREFUSED')),
      async () => new Response('unreachable'),
    );
    expect(unopened.status).toBe(503);
  });
});

describe('alerts as CSV', () => {
  it('exports the alerts of the filter asked', async () => {
    const asked: unknown[] = [];
    const alert = {
      id: 1,
      nodeID: B,
      event: 'alert' as const,
      problems: ['below-threshold' as const, 'disconnected' as const],
      atMs: Date.UTC(2025, 0, 1),
      uptime: 71.5,
      threshold: 80,
      connected: false,
      delivery: 'delivered' as const,
      attempts: 1,
      nextAttemptMs: null,
      lastError: null,
      deliveredMs: null,
    };
    const m = {
      ...suite.monitor,
      store: {
        ...suite.monitor.store,
        alerts: async (q: unknown) => {
          asked.push(q);
          return [alert];
        },
      },
    };
    const res = await getAlerts(call({ method: 'GET', query: `?format=csv&nodeID=${B}` }), m, ctx(devnet));
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(asked[0]).toMatchObject({ nodeID: B });
    expect((await res.text()).trim().split('\n')).toEqual([
      'time_utc,node_id,event,problems,uptime_percent,threshold_percent,connected',
      `2025-01-01T00:00:00.000Z,${B},alert,below-threshold disconnected,71.5,80,false`,
    ]);
    // In operator mode a visitor gets no CSV of watched validators either.
    const hidden = await getAlerts(call({ method: 'GET', query: '?format=csv' }), m, ctx(operatorMode));
    expect(await hidden.json()).toMatchObject({ alerts: [], hidden: true });
  });
});

describe('alerts in pages', () => {
  it('gives the cursor of the next older page while there is one, and refuses a cursor that is not an id', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => 250 - i);
    const m = {
      ...suite.monitor,
      store: {
        ...suite.monitor.store,
        alerts: async (q: { before?: number; limit?: number }) =>
          ids
            .filter((id) => id < (q.before ?? Infinity))
            .slice(0, q.limit)
            .map((id) => ({ id, nodeID: B, event: 'alert' as const, problems: [], atMs: id })),
      },
    } as unknown as typeof suite.monitor;
    const page = async (query: string) =>
      (await (await getAlerts(call({ method: 'GET', query }), m, ctx(devnet))).json()) as {
        alerts: { id: number }[];
        next: number | null;
      };
    const seen: number[] = [];
    let query = '';
    for (let i = 0; i < 5; i++) {
      const p = await page(query);
      seen.push(...p.alerts.map((a) => a.id));
      if (p.next === null) break;
      query = `?before=${p.next}`;
    }
    expect(seen).toEqual(ids);
    expect((await page('?before=51')).next).toBeNull();
    const bad = await getAlerts(call({ method: 'GET', query: '?before=1;DROP' }), m, ctx(devnet));
    expect(bad.status).toBe(400);
  });
});
