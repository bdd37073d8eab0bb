// Latency of index.getContainerRange with numToFetch 1024 on the X-chain tx index (median of runs).
import { median, rpc, type Benchmark } from './harness';

export function indexRange(o: { runs: number }): Benchmark {
  return {
    name: 'index-range',
    async run({ url }) {
      const last = await rpc(url, '/ext/index/X/tx', 'index.getLastAccepted');
      const count = Number(last.index) + 1;
      if (count < 1024) throw new Error(`only ${count} containers indexed; run a throughput benchmark first`);
      const times: number[] = [];
      for (let i = 0; i < o.runs + 2; i++) {
        const start = Math.max(0, count - 1024 - ((i * 37) % Math.max(1, count - 1024)));
        const t = performance.now();
        const r = await rpc<{ containers: unknown[] }>(url, '/ext/index/X/tx', 'index.getContainerRange', {
          startIndex: start,
          numToFetch: 1024,
          encoding: 'hex',
        });
        const ms = performance.now() - t;
        if (r.containers.length !== 1024) throw new Error(`got ${r.containers.length} containers`);
        if (i >= 2) times.push(ms); // the first two warm caches
      }
      return [
        {
          name: 'index.getContainerRange latency (1024 containers)',
          value: median(times),
          unit: 'ms',
          target: 50,
          better: 'lower',
          detail: `median of ${times.length}, min ${Math.min(...times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
        },
      ];
    },
  };
}
