import os from 'node:os';
import http from 'node:http';
import fs from 'node:fs';
// Accepted signed X-chain tx/s: N txs spending independent UTXOs are signed beforehand, then issued
// concurrently over HTTP; the clock runs from the first request to the last acceptance.
import { formatAddress } from '@/lib/codec/address';
import { decodeAvmUtxo } from '@/lib/codec/avm/tx';
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { AVAX, AVAX_ASSET_ID } from '@/devnet/genesis/constants';
import { deriveKey, EWOQ_KEY, type DevnetKey } from '@/devnet/genesis/keys';
import { LOCAL_X_TX_CONTEXT, buildBaseTx, owners, transferOut } from '@/devnet/xchain/wallet';
import type { Utxo } from '@/lib/codec/avax';
import { rpc, type Benchmark } from './harness';

const OUTPUTS_PER_FUNDING_TX = 500;

async function utxosOf(url: string, k: DevnetKey): Promise<Utxo[]> {
  const out: Utxo[] = [];
  let startIndex: unknown;
  for (;;) {
    const r = await rpc(url, '/ext/bc/X', 'avm.getUTXOs', {
      addresses: [formatAddress('X', 'local', k.address)],
      ...(startIndex ? { startIndex } : {}),
    });
    out.push(...(r.utxos as string[]).map((h) => decodeAvmUtxo(parseBytes(h))));
    if (Number(r.numFetched) < 1024) return out;
    startIndex = r.endIndex;
  }
}

/**
 * CPU time (user + system) a process — or with `thread`, one of its threads — has used, from /proc;
 * 0 where /proc is unavailable.
 */
function processCpuMs(pid: number | undefined, thread?: number): number {
  try {
    const stat = fs.readFileSync(
      thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`,
      'utf8',
    );
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

function clientCpuMsOf(before: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(before);
  return (u.user + u.system) / 1000;
}

export function xThroughput(o: { txs: number; concurrency: number; warmup: number }): Benchmark {
  return {
    name: 'x-throughput',
    async run({ url, devnet }) {
      const devnetPid = devnet.child.pid;
      const nowSec = () => BigInt(Math.floor(Date.now() / 1000));
      const payer = deriveKey('bench', 'payer', 0);
      const sink = deriveKey('bench', 'sink', 0);
      // Fund N independent UTXOs.
      const total = o.txs + o.warmup;
      for (let made = 0; made < total; made += OUTPUTS_PER_FUNDING_TX) {
        const n = Math.min(OUTPUTS_PER_FUNDING_TX, total - made);
        const outputs = Array.from({ length: n }, () => transferOut(AVAX_ASSET_ID, AVAX, owners([payer.address])));
        const tx = buildBaseTx(LOCAL_X_TX_CONTEXT, {
          utxos: await utxosOf(url, EWOQ_KEY),
          keys: [EWOQ_KEY],
          outputs,
          changeTo: EWOQ_KEY.address,
          nowSec: nowSec(),
        });
        await rpc(url, '/ext/bc/X', 'avm.issueTx', { tx: formatBytes(tx.bytes) });
      }
      const utxos = await utxosOf(url, payer);
      if (utxos.length < total) throw new Error(`funded ${utxos.length} UTXOs, wanted ${total}`);
      const all = utxos.slice(0, total).map((u, i) => {
        const tx = buildBaseTx(LOCAL_X_TX_CONTEXT, {
          utxos: [u],
          keys: [payer],
          outputs: [transferOut(AVAX_ASSET_ID, AVAX / 2n, owners([sink.address]))],
          changeTo: payer.address,
          nowSec: nowSec(),
        });
        return JSON.stringify({ jsonrpc: '2.0', id: i, method: 'avm.issueTx', params: { tx: formatBytes(tx.bytes) } });
      });
      // Plain keep-alive node:http: the client shares the machine, so it should cost as little as possible.
      const agent = new http.Agent({ keepAlive: true, maxSockets: o.concurrency });
      const target = new URL(url + '/ext/bc/X');
      const post = (body: string): Promise<string> =>
        new Promise((resolve, reject) => {
          const req = http.request(
            {
              agent,
              hostname: target.hostname,
              port: target.port,
              path: target.pathname,
              method: 'POST',
              headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => resolve(Buffer.concat(chunks).toString()));
              res.on('error', reject);
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      // The first requests compile the hot paths (JIT); a running node is past that, so they are not timed.
      const warm = all.slice(0, o.warmup);
      const bodies = all.slice(o.warmup);
      const heightBefore = Number((await rpc(url, '/ext/bc/X', 'avm.getHeight')).height);

      await Promise.all(
        Array.from({ length: Math.min(o.concurrency, warm.length) }, async (_, w) => {
          for (let i = w; i < warm.length; i += o.concurrency) await post(warm[i] as string);
        }),
      );
      const serverCpuBefore = processCpuMs(devnetPid);
      const mainCpuBefore = processCpuMs(devnetPid, devnetPid);
      const clientCpuBefore = process.cpuUsage();
      let next = 0;
      let failed = 0;
      let firstError = '';
      const started = performance.now();
      const worker = async (): Promise<void> => {
        while (next < bodies.length) {
          const reply = await post(bodies[next++] as string);
          if (reply.includes('"error"')) {
            failed++;
            firstError ||= (JSON.parse(reply) as { error: { message: string } }).error.message;
          }
        }
      };
      await Promise.all(Array.from({ length: o.concurrency }, worker));
      const seconds = (performance.now() - started) / 1000;
      agent.destroy();
      const serverCpu = processCpuMs(devnetPid) - serverCpuBefore;
      const mainCpu = processCpuMs(devnetPid, devnetPid) - mainCpuBefore;
      // What the CPU cost allows on idle cores: the event loop is one serial thread; everything
      // (devnet threads and this client) shares the machine's cores.
      const perTx = (serverCpu + clientCpuMsOf(clientCpuBefore)) / bodies.length;
      const projected =
        serverCpu > 0 ? Math.min(1000 / (mainCpu / bodies.length), (os.cpus().length * 1000) / perTx) : 0;
      const clientCpuMs = clientCpuMsOf(clientCpuBefore);
      const accepted = bodies.length - failed;
      const heightAfter = Number((await rpc(url, '/ext/bc/X', 'avm.getHeight')).height);
      return [
        {
          name: 'accepted signed X-chain tx/s',
          value: accepted / seconds,
          unit: 'tx/s',
          target: 1000,
          better: 'higher',
          detail: `${accepted} accepted in ${seconds.toFixed(2)} s over ${heightAfter - heightBefore} blocks, ${o.concurrency} concurrent requests; CPU per tx: devnet ${(serverCpu / bodies.length).toFixed(2)} ms (event loop ${(mainCpu / bodies.length).toFixed(2)} ms), client ${(clientCpuMs / bodies.length).toFixed(2)} ms; CPU-bound capacity on idle cores ≈ ${projected.toFixed(0)} tx/s${failed ? `, ${failed} rejected (${firstError})` : ''}`,
        },
      ];
    },
  };
}
