// Issue 16: two Snowline instances behind one address, sharing PostgreSQL and Redis, against one
// devnet. They cost the node what one instance costs, an operator session and a client's rate limit
// hold whichever instance answers, exactly one samples uptime, and when it is killed with SIGKILL the
// other takes over on the same beat, with no gap, no double sample, and each alert recorded once.
// Self-contained: it starts its own devnet, databases and instances (the production build).
import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  counterSum,
  someone,
  metricsOf,
  OPERATOR_TOKEN,
  RATE,
  SAMPLE_MS,
  startCluster,
  type Cluster,
  type Instance,
} from './scale-out/cluster';
import { loadBalancer, type LoadBalancer } from './scale-out/load-balancer';

// Serial: one cluster for all, each test building on the one before; the load phases take a while.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let cluster: Cluster;
let lb: LoadBalancer;
let a: Instance;
let b: Instance;
let cookie = '';
let watchedNode = '';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test.beforeAll(async () => {
  test.setTimeout(420_000);
  cluster = await startCluster();
  // One after the other: two Next servers starting at once on a small machine time out.
  a = await cluster.startInstance('a');
  b = await cluster.startInstance('b');
  lb = await loadBalancer([a.url, b.url]);
});

test.afterAll(async () => {
  await lb?.close();
  await cluster?.stop();
});

async function rpc(base: string, path: string, method: string, params: unknown, client: string) {
  return fetch(`${base}/api/node${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
}

test('each instance is live and ready, and shows metrics only to a token holder', async () => {
  for (const i of [a, b]) {
    const live = await fetch(`${i.url}/api/health/live`, { headers: someone() });
    expect(live.status).toBe(200);
    const ready = await fetch(`${i.url}/api/health/ready`, { headers: someone() });
    expect(await ready.json()).toEqual({ status: 'ready', checks: { node: 'ok', store: 'ok', redis: 'ok' } });
    expect((await fetch(`${i.url}/metrics`, { headers: someone() })).status).toBe(401);
    const wrong = await fetch(`${i.url}/metrics`, {
      headers: someone({ authorization: 'Bearer not-the-token-0123456789' }),
    });
    expect(wrong.status).toBe(401);
    const text = await metricsOf(i);
    for (const name of [
      'snowline_http_requests_total',
      'snowline_http_request_duration_seconds',
      'snowline_node_upstream_calls_total',
      'snowline_sampler_runs_total',
      'snowline_alerts_total',
      'snowline_follower_lag_blocks',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  }
});

test('an operator session made on one instance works on the other', async () => {
  const signIn = await fetch(`${a.url}/api/auth/session`, {
    method: 'POST',
    headers: someone({ 'content-type': 'application/json' }),
    body: JSON.stringify({ token: OPERATOR_TOKEN }),
  });
  expect(signIn.status).toBe(200);
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  expect(cookie).toMatch(/^snowline_session=/);
  const onB = await fetch(`${b.url}/api/auth/session`, { headers: someone({ cookie }) });
  expect(await onB.json()).toMatchObject({ mode: 'operator', operator: true });
  expect((await fetch(`${b.url}/metrics`, { headers: someone({ cookie }) })).status).toBe(200);

  // Wrong tokens count on both instances together: five in all, then both refuse the guesser.
  const guess = (to: Instance) =>
    fetch(`${to.url}/api/auth/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' },
      body: JSON.stringify({ token: 'a-wrong-guess-0123456789' }),
    });
  const guesses = [];
  for (const to of [a, b, a, b, a, b, a]) guesses.push((await guess(to)).status);
  expect(guesses).toEqual([401, 401, 401, 401, 401, 429, 429]);

  // A write on B, with A's session: watch the validator with the lowest uptime, at a threshold it
  // cannot meet, so the sampling instance records an alert (checked across the takeover below).
  const validators = (await (
    await rpc(b.url, '/ext/bc/P', 'platform.getCurrentValidators', {}, '192.0.2.1')
  ).json()) as { result: { validators: { nodeID: string; uptime?: string }[] } };
  const lowest = validators.result.validators
    .filter((v) => v.uptime !== undefined)
    .sort((x, y) => Number(x.uptime) - Number(y.uptime))[0]!;
  expect(Number(lowest.uptime)).toBeLessThan(100);
  watchedNode = lowest.nodeID;
  const watch = await fetch(`${b.url}/api/monitor/watchlist`, {
    method: 'POST',
    headers: someone({ 'content-type': 'application/json', cookie }),
    body: JSON.stringify({ nodeID: watchedNode, threshold: 100 }),
  });
  expect(watch.status).toBe(201);
});

test("a client's rate limit is one bucket, whichever instance answers", async () => {
  const client = '203.0.113.77';
  const started = Date.now();
  const statuses: number[] = [];
  for (let i = 0; i < 3 * RATE.burst; i++) {
    const to = i % 2 === 0 ? a : b;
    statuses.push((await rpc(to.url, '/ext/bc/P', 'platform.getHeight', {}, client)).status);
  }
  const seconds = (Date.now() - started) / 1000;
  const allowed = statuses.filter((s) => s === 200).length;
  expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  // One bucket: its burst and what refilled meanwhile. Two buckets would have let 2 × burst through.
  expect(allowed).toBeGreaterThanOrEqual(RATE.burst);
  expect(allowed).toBeLessThanOrEqual(RATE.burst + Math.ceil(seconds * RATE.perSecond) + 1);
  expect(allowed).toBeLessThan(2 * RATE.burst);
});

/**
 * Upstream calls per second while 40 clients use the node API through the load balancer for `ms`.
 * Open loop: each client sends on a fixed beat whatever the answer times, so both phases offer the
 * same load (a slower phase would otherwise ask less, and cost less, for no merit of its own). A few
 * methods, each asked several times a second: a live answer is then refreshed once per window
 * whatever the instance count, and the count rests on many windows, not on chance arrivals.
 */
async function upstreamRate(
  ms: number,
): Promise<{ callsPerSecond: number; requests: number; byMethod: Record<string, number> }> {
  const calls: [string, string, unknown][] = [
    ['/ext/bc/P', 'platform.getHeight', {}],
    ['/ext/bc/X', 'avm.getHeight', {}],
    ['/ext/bc/C/rpc', 'eth_blockNumber', []],
    ['/ext/info', 'info.getNodeVersion', {}],
    ['/ext/bc/C/rpc', 'eth_gasPrice', []],
  ];
  const failures: string[] = [];
  const pending = new Set<Promise<void>>();
  let requests = 0;
  let sent = 0;
  const send = (n: number) => {
    const [path, method, params] = calls[sent++ % calls.length]!;
    const p = (async () => {
      const res = await rpc(lb.url, path, method, params, `198.51.100.${n}`);
      const text = await res.text();
      if (res.status !== 200 || !text.includes('"result"'))
        failures.push(`${method}: ${res.status} ${text.slice(0, 200)}`);
      requests++;
    })().finally(() => pending.delete(p));
    pending.add(p);
  };
  // About 1.4 requests a second each: under the rate limit, as separate people would be.
  const beats = Array.from({ length: 40 }, (_, n) => setInterval(() => send(n + 1), 700));
  await sleep(3_000); // warm: every instance has asked (or found in Redis) what the clients ask
  const before = cluster.node.total();
  const methodsBefore = cluster.node.byMethod();
  const answeredBefore = requests;
  const started = Date.now();
  await sleep(ms);
  const callsPerSecond = ((cluster.node.total() - before) * 1000) / (Date.now() - started);
  const answered = requests - answeredBefore;
  const byMethod = Object.fromEntries(
    [...cluster.node.byMethod()]
      .map(([m, n]) => [m, n - (methodsBefore.get(m) ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
  for (const b of beats) clearInterval(b);
  await Promise.all(pending);
  expect(failures).toEqual([]);
  return { callsPerSecond, requests: answered, byMethod };
}

test('two instances cost the node about what one costs', async () => {
  lb.setBackends([a.url]);
  const { callsPerSecond: one, requests: servedByOne, byMethod: oneByMethod } = await upstreamRate(20_000);
  lb.setBackends([a.url, b.url]);
  const { callsPerSecond: two, requests: servedByTwo, byMethod: twoByMethod } = await upstreamRate(20_000);
  console.log(`requests answered in the window: one instance ${servedByOne}, two instances ${servedByTwo}`);
  console.log(`upstream calls in the window, one instance: ${JSON.stringify(oneByMethod)}`);
  console.log(`upstream calls in the window, two instances: ${JSON.stringify(twoByMethod)}`);
  console.log(
    `upstream calls/s: one instance ${one.toFixed(2)}, two instances ${two.toFixed(2)}, ratio ${(two / one).toFixed(3)}`,
  );
  expect(two / one).toBeLessThanOrEqual(1.1);
  // Both instances answered (B found in Redis what A asked, and the other way round).
  expect(counterSum(await metricsOf(b), 'snowline_http_requests_total', 'route="/api/node/[...path]"')).toBeGreaterThan(
    50,
  );
  expect(counterSum(await metricsOf(b), 'snowline_node_shared_cache_lookups_total', 'result="hit"')).toBeGreaterThan(0);
});

/** The webhook's graded alerts that opened the watched node's low-uptime episode (alone or in a sample's group). */
function uptimeAlertsSent() {
  type Alert = { validator?: { nodeID?: string }; items?: { kind: string; condition: string }[] };
  return cluster.hooks
    .flatMap((h) => (h as { alerts?: Alert[] }).alerts ?? [h as Alert])
    .filter((a) => a.validator?.nodeID === watchedNode)
    .flatMap((a) => a.items ?? [])
    .filter((i) => i.kind === 'new' && i.condition === 'uptime');
}

test('the sampling instance is killed with SIGKILL: the other samples on the same beat, and alerts are recorded once', async () => {
  const db = new pg.Client({ connectionString: cluster.postgresUrl });
  await db.connect();
  try {
    const runsOf = async (i: Instance) => counterSum(await metricsOf(i), 'snowline_sampler_runs_total');
    const [ra, rb] = [await runsOf(a), await runsOf(b)];
    expect(Math.min(ra, rb)).toBe(0); // exactly one instance samples
    expect(Math.max(ra, rb)).toBeGreaterThan(2);
    const [leader, survivor] = ra > 0 ? [a, b] : [b, a];

    // The alert of the watched node is recorded (and delivered to the webhook) before the kill.
    await expect.poll(() => uptimeAlertsSent().length, { timeout: 15_000 }).toBeGreaterThan(0);

    lb.setBackends([survivor.url]);
    const killedAt = Date.now();
    leader.child.kill('SIGKILL');
    await expect.poll(() => runsOf(survivor), { timeout: 3 * SAMPLE_MS }).toBeGreaterThan(0);
    await sleep(3 * SAMPLE_MS);

    const { rows } = await db.query<{ at_ms: string }>(
      'SELECT at_ms FROM snowline_monitor.sample_runs WHERE at_ms >= $1 ORDER BY at_ms',
      [killedAt - 3 * SAMPLE_MS],
    );
    const at = rows.map((r) => Number(r.at_ms));
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    console.log(`sample runs around the kill (ms after it): ${at.map((t) => t - killedAt).join(', ')}`);
    expect(at.filter((t) => t < killedAt).length).toBeGreaterThan(0);
    expect(at.filter((t) => t > killedAt).length).toBeGreaterThanOrEqual(3);
    // No gap longer than one interval (and a little for timers on a loaded machine), no double sample.
    expect(Math.max(...gaps)).toBeLessThanOrEqual(SAMPLE_MS + 750);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(SAMPLE_MS / 2);

    const alerts = await db.query<{ event: string; n: string }>(
      `SELECT event, count(*) AS n FROM snowline_monitor.alerts WHERE node_id = $1 GROUP BY event`,
      [watchedNode],
    );
    // The survivor read the node's alerting state from the store: it did not alert again, neither in
    // the app nor to the webhook (which gets the graded alert).
    expect(alerts.rows.map((r) => [r.event, Number(r.n)])).toEqual([['alert', 1]]);
    const episodes = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM snowline_monitor.episodes WHERE subject = $1 AND condition = 'uptime'`,
      [watchedNode],
    );
    expect(Number(episodes.rows[0]!.n)).toBe(1);
    expect(uptimeAlertsSent()).toHaveLength(1);
    const ready = await fetch(`${survivor.url}/api/health/ready`, { headers: someone() });
    expect(ready.status).toBe(200);
  } finally {
    await db.end();
  }
});

test('Redis stops: requests are still answered, readiness names Redis, and both are back once it is', async () => {
  const survivor = cluster.instances.find((i) => i.child.exitCode === null && i.child.signalCode === null)!;
  const ask = async () => {
    const res = await rpc(lb.url, '/ext/bc/P', 'platform.getHeight', {}, someone()['x-forwarded-for']!);
    return { status: res.status, body: (await res.json()) as { result?: { height: string } } };
  };
  await cluster.stopRedis();
  const started = Date.now();
  for (let i = 0; i < 5; i++) {
    const { status, body } = await ask();
    expect(status).toBe(200);
    expect(body.result?.height).toMatch(/^\d+$/);
  }
  // Each answer within a Redis command timeout or so, not a node call's 15 s.
  expect(Date.now() - started).toBeLessThan(5_000);
  const notReady = await fetch(`${survivor.url}/api/health/ready`, { headers: someone() });
  expect(notReady.status).toBe(503);
  expect(await notReady.json()).toEqual({
    status: 'not-ready',
    checks: { node: 'ok', store: 'ok', redis: 'Redis does not answer' },
  });

  await cluster.restartRedis();
  await expect
    .poll(async () => (await fetch(`${survivor.url}/api/health/ready`, { headers: someone() })).status, {
      timeout: 10_000,
    })
    .toBe(200);
  expect((await ask()).status).toBe(200);
});
