// Issue 16: two Snowline instances behind one address, sharing PostgreSQL and Redis, against one
// devnet. They cost the node what one instance costs, an operator session and a client's rate limit
// hold whichever instance answers, exactly one samples uptime and follows the chains, and when it is
// killed with SIGKILL the other takes both over on the same beat, with no gap in the samples or the
// history, nothing written twice, and each alert recorded once.
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
import { blocksDiffering, CHAINS, cursors, duplicateChecks, type Chain } from './scale-out/history-audit';
import { loadBalancer, type LoadBalancer } from './scale-out/load-balancer';

// Serial: one cluster for all, each test building on the one before; the load phases take a while.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let cluster: Cluster;
let lb: LoadBalancer;
let a: Instance;
let b: Instance;
let cookie = '';
let watchedNode = '';
/** How long a claim in Redis lasts: a dead instance's claim holds a shared node answer up to this long. */
const REDIS_CLAIM_MS = 3_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test.beforeAll(async () => {
  test.setTimeout(420_000);
  cluster = await startCluster();
  // One after the other: two Next servers starting at once on a small machine time out.
  a = await cluster.startInstance('a');
  b = await cluster.startInstance('b');
  lb = await loadBalancer([a.url, b.url]);
});

// A failure's cause often shows only in an instance's own log (a Redis command failing, a lock lost).
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const i of cluster?.instances ?? []) {
    await testInfo.attach(`instance ${i.name} output`, { body: i.output().slice(-20_000), contentType: 'text/plain' });
    console.log(`--- instance ${i.name}, last lines ---\n${i.output().slice(-3_000)}`);
  }
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
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { node: 'ok', store: 'ok', redis: 'ok' },
      degraded: [],
    });
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

  // Wrong tokens count on both instances together: ten in all, then both refuse the guesser.
  const guess = (to: Instance) =>
    fetch(`${to.url}/api/auth/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' },
      body: JSON.stringify({ token: 'a-wrong-guess-0123456789' }),
    });
  const guesses = [];
  for (const to of [a, b, a, b, a, b, a, b, a, b, a, b]) guesses.push((await guess(to)).status);
  expect(guesses).toEqual([...Array<number>(10).fill(401), 429, 429]);

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
  // All at once, alternating instances: little refills meanwhile, so one bucket and two stay far apart
  // even on a slow machine (one by one, a slow run refilled a whole burst).
  const statuses = await Promise.all(
    Array.from({ length: 3 * RATE.burst }, async (_, i) => {
      const to = i % 2 === 0 ? a : b;
      return (await rpc(to.url, '/ext/bc/P', 'platform.getHeight', {}, client)).status;
    }),
  );
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

/** Who holds the workers' lead, as each instance's /metrics says, and what it did with it. */
async function roles(i: Instance) {
  const text = await metricsOf(i);
  return {
    leads: counterSum(text, 'snowline_worker_lead'),
    sampled: counterSum(text, 'snowline_sampler_runs_total'),
    // The follower's gauges exist once it has run on this instance.
    following: CHAINS.filter((c) => text.includes(`snowline_follower_indexed_height{chain="${c}"}`)),
    blocksWritten: Object.fromEntries(
      CHAINS.map((c) => [c, counterSum(text, 'snowline_follower_blocks_total', `chain="${c}"`)]),
    ) as Record<Chain, number>,
  };
}

test('the instance that samples and follows is killed with SIGKILL: the other takes both over within one interval, with no gap, no duplicate, and each alert recorded once', async () => {
  const db = new pg.Client({ connectionString: cluster.postgresUrl });
  await db.connect();
  try {
    // One instance holds the workers' lead, and it both samples and follows; the other does neither.
    const [ra, rb] = [await roles(a), await roles(b)];
    expect([ra.leads, rb.leads].sort()).toEqual([0, 1]);
    const [leader, survivor, atLeader, atSurvivor] = ra.leads === 1 ? [a, b, ra, rb] : [b, a, rb, ra];
    expect(atLeader.sampled).toBeGreaterThan(2);
    expect(atLeader.following).toEqual([...CHAINS]);
    expect(atSurvivor.sampled).toBe(0);
    expect(atSurvivor.following).toEqual([]);

    // The alert of the watched node is recorded (and delivered to the webhook) before the kill.
    await expect.poll(() => uptimeAlertsSent().length, { timeout: 15_000 }).toBeGreaterThan(0);

    lb.setBackends([survivor.url]);
    const cursorsAtKill = await cursors(db);
    const killedAt = Date.now();
    leader.child.kill('SIGKILL');

    // The survivor's metrics, asked every 100 ms: when it leads, and when its follower has run on
    // every chain (each time is an upper bound: it includes the /metrics answer's own delay).
    let leadMs = NaN;
    let followMs = NaN;
    while (Date.now() - killedAt < 5 * SAMPLE_MS && (Number.isNaN(leadMs) || Number.isNaN(followMs))) {
      const r = await roles(survivor);
      const t = Date.now() - killedAt;
      if (Number.isNaN(leadMs) && r.leads === 1) leadMs = t;
      if (Number.isNaN(followMs) && r.following.length === CHAINS.length) followMs = t;
      await sleep(100);
    }
    console.log(`after the kill the survivor led in ${leadMs} ms and followed every chain in ${followMs} ms`);
    expect(leadMs).toBeLessThanOrEqual(SAMPLE_MS);
    // The follower's first round also asks for each chain's tip, an answer shared through Redis: had the
    // dead instance just claimed it, the survivor waits out the claim (3 s, see the README) first.
    expect(followMs).toBeLessThanOrEqual(SAMPLE_MS + REDIS_CLAIM_MS);

    // The survivor samples, and writes each chain's new blocks, from the cursors the dead one left.
    await expect.poll(async () => (await roles(survivor)).sampled, { timeout: 3 * SAMPLE_MS }).toBeGreaterThan(0);
    // Until the survivor itself has written blocks of every chain (the dead one may have written a
    // batch between the cursors' read and the kill, so a moved cursor alone would not tell).
    await expect
      .poll(
        async () => {
          const w = (await roles(survivor)).blocksWritten;
          return CHAINS.filter((c) => w[c] === 0);
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toEqual([]);
    await sleep(Math.max(0, killedAt + 3 * SAMPLE_MS - Date.now()));
    // What it wrote before the cursors are read: the cursors can only have moved further meanwhile.
    const written = (await roles(survivor)).blocksWritten;
    const after = await cursors(db);
    console.log(
      `cursors at the kill ${JSON.stringify(cursorsAtKill)}, now ${JSON.stringify(after)}; blocks the survivor wrote ${JSON.stringify(written)}`,
    );
    for (const c of CHAINS) {
      // Only blocks at or above the dead one's cursor: it did not start the chain over.
      expect(written[c]).toBeLessThanOrEqual(after[c] - cursorsAtKill[c]);
      // Every block on both sides of the kill holds in the history exactly the txs the node lists.
      expect(await blocksDiffering(db, cluster.devnetUrl, c, Math.max(0, cursorsAtKill[c] - 5), after[c])).toEqual([]);
    }
    // No batch was written twice, before or after the takeover.
    for (const [what, left, right] of await duplicateChecks(db)) expect(left, what).toBe(right);

    const { rows } = await db.query<{ at_ms: string; validators: number; samples: string }>(
      `SELECT r.at_ms, r.validators, (SELECT count(*) FROM snowline_monitor.samples s WHERE s.at_ms = r.at_ms) AS samples
         FROM snowline_monitor.sample_runs r WHERE r.at_ms >= $1 ORDER BY r.at_ms`,
      [killedAt - 3 * SAMPLE_MS],
    );
    const at = rows.map((r) => Number(r.at_ms));
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    console.log(`sample runs around the kill (ms after it): ${at.map((t) => t - killedAt).join(', ')}`);
    expect(at.filter((t) => t < killedAt).length).toBeGreaterThan(0);
    expect(at.filter((t) => t > killedAt).length).toBeGreaterThanOrEqual(3);
    // No gap longer than one interval (and a little for timers on a loaded machine), no double sample:
    // runs at least half an interval apart, and no run with more samples than validators.
    expect(Math.max(...gaps)).toBeLessThanOrEqual(SAMPLE_MS + 750);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(SAMPLE_MS / 2);
    expect(rows.filter((r) => Number(r.samples) > r.validators)).toEqual([]);
    const orphans = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM snowline_monitor.samples s
        WHERE NOT EXISTS (SELECT 1 FROM snowline_monitor.sample_runs r WHERE r.at_ms = s.at_ms)`,
    );
    expect(Number(orphans.rows[0]!.n)).toBe(0);

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

test('Redis stops: requests are still answered, readiness stays 200 naming Redis as degraded, and both are back once it is', async () => {
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
  // Degraded, not out of the pool: a load balancer keeps every instance through a Redis outage.
  const degraded = await fetch(`${survivor.url}/api/health/ready`, { headers: someone() });
  expect(degraded.status).toBe(200);
  expect(await degraded.json()).toEqual({
    status: 'degraded',
    checks: { node: 'ok', store: 'ok', redis: 'Redis does not answer' },
    degraded: ['redis'],
  });

  await cluster.restartRedis();
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${survivor.url}/api/health/ready`, { headers: someone() })).json()) as { status: string })
          .status,
      { timeout: 10_000 },
    )
    .toBe('ready');
  expect((await ask()).status).toBe(200);
});
