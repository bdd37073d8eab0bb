// P1: the proxy's throughput beside the same calls sent straight to the node: 16 concurrent clients,
// 5 s per method and target (issue 13: ≥ 0.9× the node's req/s, ≤ 1 ms added p50).
import type { BenchResult } from './harness';
import { runLoad, type LoadResult } from './serving/load';

/** Load results of several slices together: summed counts, the median slice's latencies. */
class Slices {
  private readonly all: LoadResult[] = [];
  add(r: LoadResult) {
    this.all.push(r);
  }
  get errors() {
    return this.all.reduce((n, r) => n + r.errors, 0);
  }
  get perSecond() {
    return this.all.reduce((n, r) => n + r.perSecond, 0) / this.all.length;
  }
  private median(pick: (r: LoadResult) => number) {
    const v = this.all.map(pick).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)]!;
  }
  get p50Ms() {
    return this.median((r) => r.p50Ms);
  }
  get p99Ms() {
    return this.median((r) => r.p99Ms);
  }
}

const CALLS = [
  { path: '/ext/info', method: 'info.getNetworkID' },
  { path: '/ext/bc/X', method: 'avm.getHeight' },
  { path: '/ext/bc/P', method: 'platform.getHeight' },
] as const;

export async function proxyThroughput(o: { nodeUrl: string; appUrl: string; seconds: number }): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const c of CALLS) {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: c.method, params: {} });
    const directSpec = { url: o.nodeUrl + c.path, method: 'POST', body } as const;
    const proxySpec = { url: `${o.appUrl}/api/node${c.path}`, method: 'POST', body } as const;
    // A second of each first: connections open, code paths compiled, on both sides.
    await runLoad(directSpec, 16, 1_000);
    await runLoad(proxySpec, 16, 1_000);
    // Alternating one-second slices, so a change in the machine's load while it runs (the devnet's
    // activity, the follower catching up) weighs on both sides alike.
    const direct = new Slices();
    const proxied = new Slices();
    for (let i = 0; i < o.seconds; i++) {
      direct.add(await runLoad(directSpec, 16, 1_000));
      proxied.add(await runLoad(proxySpec, 16, 1_000));
    }
    if (direct.errors || proxied.errors) {
      throw new Error(`${c.method}: ${direct.errors} errors direct, ${proxied.errors} through the proxy`);
    }
    const detail = `proxy ${proxied.perSecond.toFixed(0)} vs node ${direct.perSecond.toFixed(0)} req/s; p50 ${proxied.p50Ms.toFixed(2)} vs ${direct.p50Ms.toFixed(2)} ms`;
    results.push(
      {
        name: `P1 proxy/node throughput, ${c.method}`,
        value: proxied.perSecond / direct.perSecond,
        unit: '×',
        target: 0.9,
        better: 'higher',
        detail,
      },
      {
        name: `P1 added p50, ${c.method}`,
        value: Math.max(0, proxied.p50Ms - direct.p50Ms),
        unit: 'ms',
        target: 1,
        better: 'lower',
        detail: `proxy p99 ${proxied.p99Ms.toFixed(2)} ms, node p99 ${direct.p99Ms.toFixed(2)} ms`,
      },
    );
  }
  return results;
}
