// What one live dashboard asks the node proxy for, recorded from a real Chromium on the app's `/`, and
// replayed by many virtual dashboards. Block reads are kept relative to the chain's tip at the time
// (a dashboard asks for the newest blocks, whatever their numbers), so a replay follows the chain.
import http from 'node:http';
import { chromium } from '@playwright/test';
import { send } from './load';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '@/e2e/offline-chromium';

type Chain = 'X' | 'P' | 'C';

interface RecordedCall {
  /** ms after the page started loading. */
  at: number;
  path: string;
  method: string;
  params: unknown;
  /** A GET of one of Snowline's node-backed routes (the dashboard's /api/recent/X, /api/network/stats), `path` with its query. */
  get?: true;
  /** A block read at `tip - offset` of `chain`, with where the number sits in params. */
  relative?: { chain: Chain; offset: bigint; field: 'height' | 0 };
}

export interface DashboardRecording {
  /** The page load (first `settleMs`), done once by each dashboard. */
  load: RecordedCall[];
  /** Steady polling after it, looped. */
  poll: RecordedCall[];
  pollPeriodMs: number;
  /** Wall-clock ms of the polling's start: live views poll on wall-clock beats, and replays keep them. */
  pollOriginMs: number;
  /** Proxy calls per second of the recorded dashboard. */
  callsPerSecond: number;
}

const TIP_METHODS: Record<string, Chain> = { 'avm.getHeight': 'X', 'platform.getHeight': 'P', eth_blockNumber: 'C' };

function tipOf(method: string, result: unknown): bigint | undefined {
  const raw = method === 'eth_blockNumber' ? result : (result as { height?: unknown } | null)?.height;
  return typeof raw === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(raw) ? BigInt(raw) : undefined;
}

/** Which chain's tip a block read is relative to, and the height it asks for. */
function blockRead(method: string, params: unknown): { chain: Chain; height: bigint; field: 'height' | 0 } | null {
  if (method === 'avm.getBlockByHeight' || method === 'platform.getBlockByHeight') {
    const h = (params as { height?: unknown } | null)?.height;
    if (typeof h !== 'string' && typeof h !== 'number') return null;
    return { chain: method.startsWith('avm') ? 'X' : 'P', height: BigInt(h), field: 'height' };
  }
  if (method === 'eth_getBlockByNumber' && Array.isArray(params) && typeof params[0] === 'string') {
    if (!params[0].startsWith('0x')) return null;
    return { chain: 'C', height: BigInt(params[0]), field: 0 };
  }
  return null;
}

export async function recordDashboard(appUrl: string, ms: number, settleMs: number): Promise<DashboardRecording> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: OFFLINE_CHROMIUM_ARGS,
  });
  const seen: {
    at: number;
    done: number;
    path: string;
    method: string;
    params: unknown;
    result: unknown;
    get?: true;
  }[] = [];
  let started = Date.now();
  try {
    const page = await browser.newPage();
    started = Date.now();
    const issued = new Map<object, number>();
    page.on('request', (req) => {
      if (/\/api\/(node|recent|network)\//.test(new URL(req.url()).pathname)) issued.set(req, Date.now() - started);
    });
    page.on('requestfinished', async (req) => {
      const at = issued.get(req);
      if (at === undefined) return;
      const done = Date.now() - started;
      if (req.method() === 'GET') {
        const u = new URL(req.url());
        seen.push({ at, done, path: u.pathname + u.search, method: 'GET', params: null, result: null, get: true });
        return;
      }
      const body = req.postDataJSON() as { method: string; params?: unknown };
      const res = await req.response();
      const json = (await res?.json().catch(() => null)) as { result?: unknown } | null;
      const path = new URL(req.url()).pathname.slice('/api/node'.length);
      seen.push({ at, done, path, method: body.method, params: body.params, result: json?.result });
    });
    await page.goto(`${appUrl}/`);
    await page.waitForTimeout(ms);
    await page.close();
  } finally {
    await browser.close();
  }
  seen.sort((a, b) => a.at - b.at);
  const calls: RecordedCall[] = [];
  for (const s of seen) {
    const call: RecordedCall = {
      at: s.at,
      path: s.path,
      method: s.method,
      params: s.params,
      ...(s.get && { get: s.get }),
    };
    const read = blockRead(s.method, s.params);
    if (read) {
      // The newest tip answer the page had when it asked.
      const tip = seen
        .filter((t) => t.done <= s.at && TIP_METHODS[t.method] === read.chain)
        .map((t) => tipOf(t.method, t.result))
        .filter((t): t is bigint => t !== undefined)
        .at(-1);
      if (tip !== undefined && read.height <= tip)
        call.relative = { chain: read.chain, offset: tip - read.height, field: read.field };
    }
    calls.push(call);
  }
  return {
    load: calls.filter((c) => c.at < settleMs),
    poll: calls.filter((c) => c.at >= settleMs).map((c) => ({ ...c, at: c.at - settleMs })),
    pollPeriodMs: ms - settleMs,
    pollOriginMs: started + settleMs,
    callsPerSecond: (calls.length / ms) * 1000,
  };
}

function withTip(call: RecordedCall, tips: Map<Chain, bigint>): unknown {
  const r = call.relative;
  const tip = r && tips.get(r.chain);
  if (!r || tip === undefined) return call.params;
  const height = tip - r.offset < 0n ? 0n : tip - r.offset;
  if (r.field === 'height') return { ...(call.params as object), height: height.toString() };
  const params = [...(call.params as unknown[])];
  params[0] = `0x${height.toString(16)}`;
  return params;
}

/**
 * Replays the recording as one viewer: the page load once at `startMs`, then the polling, looped,
 * entered at a random point of its period, until `untilMs` (both on performance.now()).
 */
export async function replayDashboard(
  rec: DashboardRecording,
  appUrl: string,
  agent: http.Agent,
  startMs: number,
  untilMs: number,
): Promise<number> {
  const tips = new Map<Chain, bigint>();
  const pending: Promise<void>[] = [];
  let sent = 0;
  const fire = (call: RecordedCall) => {
    sent++;
    if (call.get) {
      pending.push(
        send(agent, { url: `${appUrl}${call.path}`, method: 'GET' }).then(
          () => undefined,
          () => undefined,
        ),
      );
      return;
    }
    const body = JSON.stringify({ jsonrpc: '2.0', id: sent, method: call.method, params: withTip(call, tips) });
    pending.push(
      send(agent, { url: `${appUrl}/api/node${call.path}`, method: 'POST', body })
        .then((r) => {
          const chain = TIP_METHODS[call.method];
          const tip = chain && tipOf(call.method, (JSON.parse(r.body) as { result?: unknown }).result);
          if (chain && tip !== undefined && tip > (tips.get(chain) ?? -1n)) tips.set(chain, tip);
        })
        .catch(() => undefined),
    );
  };
  const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - performance.now())));
  const schedule: { t: number; call: RecordedCall }[] = rec.load.map((c) => ({ t: startMs + c.at, call: c }));
  const pollStart = startMs + (rec.load.at(-1)?.at ?? 0);
  // Each poll keeps its wall-clock phase within the loop (its beat), as every real viewer's page does;
  // the loop period is a multiple of the views' poll periods (serving.ts).
  const period = rec.pollPeriodMs;
  const origin = rec.pollOriginMs - performance.timeOrigin;
  const first = Math.floor((pollStart - origin) / period) - 1;
  for (let cycle = first; origin + cycle * period < untilMs; cycle++) {
    for (const c of rec.poll) {
      const t = origin + cycle * period + c.at;
      if (t >= pollStart && t < untilMs) schedule.push({ t, call: c });
    }
  }
  schedule.sort((a, b) => a.t - b.t);
  for (const s of schedule) {
    await sleepUntil(s.t);
    fire(s.call);
  }
  await Promise.all(pending);
  return sent;
}
