// P2 for the EVM tx page (issue 28): a warm page of a tx with 50 decoded logs beside its node round
// trips (tx, receipt and, where served, the call trace, asked together as the page's loader asks them).
// The tx is ewoq's contract creation whose init code emits 50 ERC-20 Transfer logs.
import http from 'node:http';
import { concatHex, numberToHex, padHex, type Hex } from 'viem';
import { signFromEwoq } from '@/devnet/evm/ewoq-evm-tx';
import { TRANSFER_TOPIC } from '@/lib/evm/token-transfers';
import { median, rpc, type BenchResult } from './harness';
import { send, type HttpRequestSpec } from './serving/load';

const LOGS = 50;

/** Init code: for each i, MSTORE(0, i) then LOG3(0, 32, Transfer, from, to); then STOP (no code left). */
function fiftyTransfersInitCode(): Hex {
  const parts: Hex[] = [];
  for (let i = 1; i <= LOGS; i++) {
    const from = padHex(numberToHex(i), { size: 20 });
    const to = padHex(numberToHex(i + 1000), { size: 20 });
    parts.push(`0x60${i.toString(16).padStart(2, '0')}600052`); // PUSH1 i, PUSH1 0, MSTORE
    parts.push(concatHex(['0x73', to, '0x73', from, '0x7f', TRANSFER_TOPIC as Hex, '0x60206000a3']));
  }
  parts.push('0x00');
  return concatHex(parts);
}

async function sendFiftyLogTx(nodeUrl: string): Promise<Hex> {
  const path = '/ext/bc/C/rpc';
  const call = <T>(method: string, params: unknown[]) => rpc<T>(nodeUrl, path, method, params);
  const raw = await signFromEwoq(call, { data: fiftyTransfersInitCode() });
  const hash = await call<Hex>('eth_sendRawTransaction', [raw]);
  for (let i = 0; i < 300; i++) {
    const r = await call<{ logs: unknown[] } | null>('eth_getTransactionReceipt', [hash]);
    if (r) {
      if (r.logs.length !== LOGS) throw new Error(`the bench tx has ${r.logs.length} logs, not ${LOGS}`);
      return hash;
    }
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error('the bench tx was not mined in 30 s');
}

/** One timed round: all `specs` at once, each on its own keep-alive agent; ms until the last answers. */
async function round(agents: http.Agent[], specs: HttpRequestSpec[]): Promise<number> {
  const t = performance.now();
  const rs = await Promise.all(specs.map((s, i) => send(agents[i]!, s)));
  for (const [i, r] of rs.entries()) if (r.status !== 200) throw new Error(`${specs[i]!.url}: HTTP ${r.status}`);
  return performance.now() - t;
}

export async function evmTxPage(o: { nodeUrl: string; appUrl: string; runs: number }): Promise<BenchResult> {
  const hash = await sendFiftyLogTx(o.nodeUrl);
  const rpcSpec = (method: string, params: unknown[]): HttpRequestSpec => ({
    url: `${o.nodeUrl}/ext/bc/C/rpc`,
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const trace = await rpc(o.nodeUrl, '/ext/bc/C/rpc', 'debug_traceTransaction', [hash, { tracer: 'callTracer' }])
    .then(() => true)
    .catch(() => false);
  const nodeSpecs = [
    rpcSpec('eth_getTransactionByHash', [hash]),
    rpcSpec('eth_getTransactionReceipt', [hash]),
    ...(trace ? [rpcSpec('debug_traceTransaction', [hash, { tracer: 'callTracer' }])] : []),
  ];
  const pageSpec: HttpRequestSpec = {
    url: `${o.appUrl}/c/tx/${hash}`,
    method: 'GET',
    headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
  };
  const nodeAgents = nodeSpecs.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const pageAgent = [new http.Agent({ keepAlive: true, maxSockets: 1 })];
  const times: [number[], number[]] = [[], []];
  try {
    // Alternating, so both meet the same moments of a busy machine; the first rounds warm up.
    for (let i = 0; i < o.runs + 5; i++) {
      const n = await round(nodeAgents, nodeSpecs);
      const p = await round(pageAgent, [pageSpec]);
      if (i >= 5) {
        times[0].push(n);
        times[1].push(p);
      }
    }
  } finally {
    for (const a of [...nodeAgents, ...pageAgent]) a.destroy();
  }
  const [node, page] = [median(times[0]), median(times[1])];
  return {
    name: `P2 warm page/node round trips, EVM tx with ${LOGS} decoded logs`,
    value: page / node,
    unit: '×',
    target: 1.2,
    better: 'lower',
    detail: `page ${page.toFixed(2)} ms vs tx + receipt${trace ? ' + trace' : ' (no trace served)'} ${node.toFixed(2)} ms (median of ${o.runs})`,
  };
}
