// Times createPChain on a fresh on-disk store (WAL, synchronous=FULL, as the devnet opens it).
// Usage: npx tsx devnet/pchain/bench-genesis.ts [validators=2000] [delegators=20000]
// DEVNET_GENESIS_THREADS=0 measures it without worker threads (default: one per spare core).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testContext } from '@/devnet/core/testing';
import { NETWORK_ID, PRIMARY_NETWORK_ID, X_CHAIN_ID } from '@/devnet/genesis/constants';
import { openStore } from '@/devnet/storage/open';
import { createPChain } from './index';

const validators = Number(process.argv[2] ?? 2000);
const delegators = Number(process.argv[3] ?? 20000);
const dir = mkdtempSync(join(tmpdir(), 'pchain-bench-'));
const { db } = openStore(dir, { networkID: NETWORK_ID });
const ctx = testContext({ db, startMs: Date.now() - 3 * 86_400_000 });
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const p = createPChain(ctx, { validators, delegators, xChainID: X_CHAIN_ID });
const ms = performance.now() - t0;
// CPU of all threads: above the wall time when workers share the work.
const mainCpu = process.cpuUsage(cpu0);
const stakers =
  p.state.stakers(PRIMARY_NETWORK_ID, 'current').length + p.state.stakers(PRIMARY_NETWORK_ID, 'pending').length;
console.log(
  JSON.stringify({
    validators,
    delegators,
    seconds: +(ms / 1000).toFixed(1),
    threads: process.env.DEVNET_GENESIS_THREADS || 'default',
    cpuSeconds: +((mainCpu.user + mainCpu.system) / 1e6).toFixed(1),
    height: String(p.height()),
    stakers,
  }),
);
db.close();
rmSync(dir, { recursive: true, force: true });
