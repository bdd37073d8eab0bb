// Shared pieces of the benchmarks: a devnet started for the run and the report format.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnDevnet, type DevnetProcess } from '@/devnet/core/spawn-devnet';
import { jsonRpc } from '@/devnet/core/json-rpc-client';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** Target and whether bigger is better (throughput) or smaller (latency). */
  target: number;
  better: 'higher' | 'lower';
  detail?: string;
}

export interface BenchEnv {
  url: string;
  devnet: DevnetProcess;
}

export interface Benchmark {
  name: string;
  run(env: BenchEnv): Promise<BenchResult[]>;
}

export async function startBenchDevnet(extraArgs: string[] = []): Promise<{ env: BenchEnv; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-bench-'));
  const devnet = await spawnDevnet(['--port', '0', '--data-dir', dir, '--activity', 'off', ...extraArgs], 120_000);
  return {
    env: { url: devnet.url, devnet },
    stop: async () => {
      devnet.child.kill('SIGTERM');
      const timer = setTimeout(() => devnet.child.kill('SIGKILL'), 10_000);
      await devnet.exited;
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function formatResult(r: BenchResult): string {
  const ratio = r.better === 'higher' ? r.value / r.target : r.target / r.value;
  const ok = ratio >= 1 ? 'PASS' : 'FAIL';
  const cmp = r.better === 'higher' ? '≥' : '<';
  const value = r.value >= 100 ? r.value.toFixed(0) : r.value.toFixed(2);
  return `${ok}  ${r.name}: ${value} ${r.unit} (target ${cmp} ${r.target} ${r.unit}, ratio ${ratio.toFixed(2)})${r.detail ? `  [${r.detail}]` : ''}`;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** One call to `method` on the node at `url` + `pathName` (params `{}` unless given); an error throws. */
export function rpc<T = Record<string, unknown>>(
  url: string,
  pathName: string,
  method: string,
  params: unknown = {},
): Promise<T> {
  return jsonRpc<T>(url + pathName, method, params);
}
