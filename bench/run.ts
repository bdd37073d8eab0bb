// npm run bench: starts one devnet (activity off, temp data dir) and runs every benchmark against it
// in order, printing each figure with its target and ratio. Add a benchmark by writing a file that
// exports a Benchmark and listing it below.
import os from 'node:os';
import { firstLoadJs } from './first-load-js';
import { formatResult, startBenchDevnet, type Benchmark, type BenchResult } from './harness';
import { historyBench, withFollowerLag } from './history';
import { indexRange } from './index-range';
import { servingBenchmarks } from './serving';
import { runValidatorsPageBench } from './validators-page';
import { xThroughput } from './x-throughput';

const quick = process.argv.includes('--quick');
// The validators page at 2,000 validators and 20,000 delegators needs its own devnet whose genesis
// (22,000 signed and verified staking txs, 2,000 BLS proofs) takes one to two minutes even on worker
// threads; `--no-validators-page` leaves it out while iterating on the others.
const validatorsPage = !process.argv.includes('--no-validators-page');
const benchmarks: Benchmark[] = [
  // Throughput first: it also fills the index the range benchmark reads.
  // A history follower at the tip throughout: how far behind it falls is a figure of its own.
  withFollowerLag(xThroughput({ txs: quick ? 1200 : 4000, concurrency: 64, warmup: 300 })),
  indexRange({ runs: quick ? 5 : 15 }),
  // After throughput too: the follower backfills every chain of this devnet, X's thousands of txs included.
  historyBench,
  // After throughput, so the X-chain has txs for the tx page; needs a production build.
  firstLoadJs,
];

async function main(): Promise<void> {
  // Figures are only comparable on a quiet machine: show how busy it was.
  const [load1] = os.loadavg();
  console.log(`bench: ${os.cpus().length} CPUs, load average ${load1?.toFixed(2)} at start`);
  const { env, stop } = await startBenchDevnet(['--validators', '30', '--delegators', '100']);
  const results: BenchResult[] = [];
  let failed = false;
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
  // P1–P3: the app in front of its own devnet (activity on); needs a production build.
  if (!process.argv.includes('--no-serving')) {
    await servingBenchmarks({
      quick,
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
      results.push(r);
      console.log(formatResult(r));
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
