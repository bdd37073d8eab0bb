// P2: a warm page of an accepted entity (X tx, X block by id and by height, P block by height) beside one node round
// trip for it (issue 13: ≤ 1.2×). Medians of sequential requests, one keep-alive connection each.
import http from 'node:http';
import { median, rpc, type BenchResult } from './harness';
import { send, type HttpRequestSpec } from './serving/load';

/**
 * Medians of `a` and `b`, asked alternately on one keep-alive connection each, so both meet the same
 * moments of a busy machine (the devnet's activity, other processes).
 */
async function pairedMedians(a: HttpRequestSpec, b: HttpRequestSpec, runs: number): Promise<[number, number]> {
  const agents = [
    new http.Agent({ keepAlive: true, maxSockets: 1 }),
    new http.Agent({ keepAlive: true, maxSockets: 1 }),
  ];
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs + 5; i++) {
    for (const [k, spec] of [a, b].entries()) {
      const t = performance.now();
      const r = await send(agents[k]!, spec);
      const ms = performance.now() - t;
      if (r.status !== 200) throw new Error(`${spec.url}: HTTP ${r.status}`);
      if (i >= 5) times[k]!.push(ms); // the first ones render the page and warm connections
    }
  }
  for (const agent of agents) agent.destroy();
  return [median(times[0]), median(times[1])];
}

export async function warmPages(o: { nodeUrl: string; appUrl: string; runs: number }): Promise<BenchResult[]> {
  const lastTx = await rpc<{ id: string }>(o.nodeUrl, '/ext/index/X/tx', 'index.getLastAccepted', { encoding: 'hex' });
  const lastBlock = await rpc<{ id: string }>(o.nodeUrl, '/ext/index/X/block', 'index.getLastAccepted', {
    encoding: 'hex',
  });
  const xHeight = Number((await rpc<{ height: string }>(o.nodeUrl, '/ext/bc/X', 'avm.getHeight')).height) - 1;
  const pHeight = Number((await rpc<{ height: string }>(o.nodeUrl, '/ext/bc/P', 'platform.getHeight')).height) - 1;
  const entities = [
    {
      name: 'X tx',
      page: `/x/tx/${lastTx.id}`,
      path: '/ext/bc/X',
      method: 'avm.getTx',
      params: { txID: lastTx.id, encoding: 'hex' },
    },
    {
      name: 'X block',
      page: `/x/blocks/${lastBlock.id}`,
      path: '/ext/bc/X',
      method: 'avm.getBlock',
      params: { blockID: lastBlock.id, encoding: 'hex' },
    },
    {
      // As the issue names it (/x/blocks/<h>): kept like the page by id, asked of the node by height.
      name: 'X block by height',
      page: `/x/blocks/${xHeight}`,
      path: '/ext/bc/X',
      method: 'avm.getBlockByHeight',
      params: { height: String(xHeight), encoding: 'hex' },
    },
    {
      name: 'P block by height',
      page: `/p/blocks/${pHeight}`,
      path: '/ext/bc/P',
      method: 'platform.getBlockByHeight',
      params: { height: String(pHeight), encoding: 'hex' },
    },
  ];
  const results: BenchResult[] = [];
  for (const e of entities) {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: e.method, params: e.params });
    const [node, page] = await pairedMedians(
      { url: o.nodeUrl + e.path, method: 'POST', body },
      // As a browser asks for it (compressed).
      {
        url: o.appUrl + e.page,
        method: 'GET',
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
      },
      o.runs,
    );
    results.push({
      name: `P2 warm page/node round trip, ${e.name}`,
      value: page / node,
      unit: '×',
      target: 1.2,
      better: 'lower',
      detail: `page ${page.toFixed(2)} ms vs ${e.method} ${node.toFixed(2)} ms (median of ${o.runs})`,
    });
  }
  return results;
}
