// npm run bench: starts one devnet (activity off, temp data dir) and runs every benchmark against it
// in order, printing each figure with its target and ratio. Add a benchmark by writing a file that
// exports a Benchmark and listing it below.
import os from 'node:os';
import { firstLoadJs } from './first-load-js';
import { formatResult, startBenchDevnet, type Benchmark, type BenchResult } from './harness';
import { historyBench, withFollowerLag } from './history';
import { indexRange } from './index-range';
import { routeInteractive } from './route-interactive';
import { servingBenchmarks } from './serving';
import { runValidatorsPageBench } from './validators-page';
import { xThroughput } from './x-throughput';

const quick = process.argv.includes('--quick');
// `--only P1,P5` runs just those figures (P1–P5, or throughput, index-range, history, evm-tx): one figure at a time while working on it.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : null;
const selected = (id: string) => only === null || only.includes(id);
// The validators page at 2,000 validators and 20,000 delegators needs its own devnet whose genesis
// (22,000 signed and verified staking txs, 2,000 BLS proofs) takes one to two minutes even on worker
// threads; `--no-validators-page` leaves it out while iterating on the others.
const validatorsPage = !process.argv.includes('--no-validators-page') && selected('P5');
const benchmarks: Benchmark[] = (
  [
    // Throughput first: it also fills the index the range benchmark reads.
    // A history follower at the tip throughout: how far behind it falls is a figure of its own.
    ['throughput', withFollowerLag(xThroughput({ txs: quick ? 1200 : 4000, concurrency: 64, warmup: 300 }))],
    ['index-range', indexRange({ runs: quick ? 5 : 15 })],
    // After throughput too: the follower backfills every chain of this devnet, X's thousands of txs included.
    ['history', historyBench],
    // After throughput, so the X-chain has txs for the tx page; needs a production build.
    ['P4', firstLoadJs],
    ['P6', routeInteractive], // issue 31: every route, navigation to interactive, beside an empty Next page
  ] as const
)
  .filter(([id]) => selected(id))
  .map(([, b]) => b);
// evm-tx: issue 28's warm EVM tx page with 50 decoded logs beside its node round trips.
const servingFigures = (['P1', 'P2', 'P3', 'evm-tx'] as const).filter(selected);

async function main(): Promise<void> {
  // Figures are only comparable on a quiet machine: show how busy it was.
  const [load1] = os.loadavg();
  console.log(`bench: ${os.cpus().length} CPUs, load average ${load1?.toFixed(2)} at start`);
  const results: BenchResult[] = [];
  let failed = false;
  if (benchmarks.length > 0) {
    const { env, stop } = await startBenchDevnet(['--validators', '30', '--delegators', '100']);
    try {
      for (const b of benchmarks) {
        try {
          const r = await b.run(env);
          results.push(...r);
          for (const x of r) console.log(formatResult(x));
        } catch (e) {
          failed = true;
          console.log(`ERROR ${b.name}: ${(e as Error).message}`);
        }
      }
    } finally {
      await stop();
    }
  }
  // P1–P3: the app in front of its own devnet (activity on); needs a production build.
  if (!process.argv.includes('--no-serving') && servingFigures.length > 0) {
    await servingBenchmarks({
      quick,
      figures: servingFigures,
      report: {
        result: (r) => {
          results.push(r);
          console.log(formatResult(r));
        },
        error: (name, e) => {
          failed = true;
          console.log(`ERROR ${name}: ${e.message}`);
        },
      },
    }).catch((e: Error) => {
      failed = true;
      console.log(`ERROR serving benchmarks: ${e.message}`);
    });
  }
  if (validatorsPage) {
    try {
      const r = await runValidatorsPageBench();
      results.push(...r);
      for (const x of r) console.log(formatResult(x));
    } catch (e) {
      failed = true;
      console.log(`ERROR validators page: ${(e as Error).message}`);
    }
  }
  // Every figure again, together, so one run's numbers read side by side.
  console.log(`\nsummary (${results.length} figures, load average ${os.loadavg()[0]?.toFixed(2)} at the end):`);
  for (const r of results) console.log(formatResult(r).replace(/  \[.*\]$/, ''));
  const missed = results.some((r) => (r.better === 'higher' ? r.value < r.target : r.value >= r.target));
  process.exitCode = failed || missed ? 1 : 0;
}

void main();
