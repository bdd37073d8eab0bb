// The follower against a real devnet (history pre-built, activity off, so its tips stay put): what it
// indexes agrees with the node; a follower killed with SIGKILL mid-backfill and restarted leaves the
// same store as one never interrupted; and a node without the index API is followed by height into
// the same history.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnDevnet, type DevnetProcess } from '@/devnet/core/spawn-devnet';
import { devnetEvmContracts } from '@/devnet/evm/deployments';
import { decodeAvmUtxo, idToString, nodeIdToString } from '@/lib/codec';
import type { StoreConfig } from '@/lib/store/config';
import type { HistoryChain } from '@/lib/store/history/chain-keys';
import { openStore } from '@/lib/store/open';
import type { Store } from '@/lib/store/store';
import { describeEachStore } from '@/lib/store/testing/each-store';
import { tipOf } from './block-sources';
import { readFollowerConfig } from '@/lib/server/follower-config';
import { createFollower } from './follower';
import { l1EvmChains } from './l1-chains';
import { createFollowerMetrics } from './metrics';
import { nodeBytes, type NodeReader } from './node-reader';
import { dumpHistory } from './testing/dump-history';
import { testGatewayReader } from './testing/test-node';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-follow-devnet-'));
// No ICM relayer: its deliveries would move the tips between the runs these tests compare.
const DEVNET_ARGS = ['--port', '0', '--data-dir', dataDir, '--activity', 'off', '--history', 'on', '--icm', 'off'];
let devnet: DevnetProcess;
let node: NodeReader;
/** Each followed chain's tip: X, P, C and the L1 EVM chains the devnet serves. */
let tips: Record<HistoryChain, number> & Record<string, number>;
/** The store each kind built without interruption, whole. */
const reference: Partial<Record<StoreConfig['kind'], Record<string, string[]>>> = {};

async function startDevnet(extra: string[] = []) {
  devnet = await spawnDevnet([...DEVNET_ARGS, '--validators', '2', '--delegators', '2', ...extra], 120_000);
  node = testGatewayReader(devnet.url);
}
async function stopDevnet() {
  devnet.child.kill('SIGTERM');
  await devnet.exited;
}

beforeAll(async () => {
  await startDevnet();
  await readTips();
}, 180_000);

async function readTips() {
  tips = { X: await tipOf(node, 'X'), P: await tipOf(node, 'P'), C: await tipOf(node, 'C') };
  const c = await node.call<{ blockchainID: string }>('/ext/info', 'info.getBlockchainID', { alias: 'C' });
  for (const l1 of await l1EvmChains(node, [c.blockchainID])) tips[l1] = await tipOf(node, l1);
}
afterAll(async () => {
  await stopDevnet().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function atTips(store: Store): Promise<boolean> {
  const cursors = await store.history.cursors();
  return Object.entries(tips).every(([chain, tip]) => (cursors.find((x) => x.chain === chain)?.nextHeight ?? 0) > tip);
}

async function until(check: () => Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Follows the devnet in this process until every chain's cursor is past the tip. */
async function followToTips(store: Store, env: Record<string, string> = {}) {
  const logs: string[] = [];
  const follower = createFollower({
    store: store.history,
    node,
    config: readFollowerConfig({ SNOWLINE_FOLLOW_POLL_MS: '100', ...env }),
    metrics: createFollowerMetrics(new Registry()),
    log: (m) => logs.push(m),
  });
  follower.start();
  try {
    await until(() => atTips(store), 60_000, `following to the tips (${logs.join('; ')})`);
  } finally {
    await follower.stop();
  }
  return logs;
}

const rpc = <T>(p: string, method: string, params: unknown) => node.call<T>(p, method, params);

describeEachStore('history follower on a devnet', (s) => {
  it('indexes every tx of X, P and C, with X balances and fixed-cap holders that agree with the node', async () => {
    const config = await s.freshConfig();
    const store = await s.open(config);
    const logs = await followToTips(store);
    expect(logs[0]).toMatch(/following X \(index API\), P \(index API\), C \(by height\)/);
    const h = store.history;

    // Every X tx of every block, and the genesis allocation standing in block 0.
    type JsonTx = { id: string; unsignedTx: { initialStates?: { outputs: { amount?: number }[] }[] } };
    let xTxs = 1;
    const createdAssets: JsonTx[] = [];
    for (let height = 1; height <= tips.X; height++) {
      const b = await rpc<{ block: { txs: JsonTx[] } }>('/ext/bc/X', 'avm.getBlockByHeight', {
        height,
        encoding: 'json',
      });
      xTxs += b.block.txs.length;
      createdAssets.push(...b.block.txs.filter((tx) => tx.unsignedTx.initialStates));
    }
    const cursors = await h.cursors();
    expect(cursors.find((c) => c.chain === 'X')?.txs).toBe(xTxs);

    // The ewoq key's X balance of AVAX is what the node holds for it: its X UTXOs, and those exported
    // to X by P and C that wait to be imported (the history counts them on X, where they are spent).
    const ewoq = 'local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
    const avax = (await rpc<{ assetID: string }>('/ext/bc/X', 'avm.getAssetDescription', { assetID: 'AVAX' })).assetID;
    let onNode = 0n;
    for (const sourceChain of [undefined, 'P', 'C']) {
      const r = await rpc<{ utxos: string[] }>('/ext/bc/X', 'avm.getUTXOs', {
        addresses: [`X-${ewoq}`],
        limit: 1024,
        encoding: 'hex',
        ...(sourceChain ? { sourceChain } : {}),
      });
      for (const hex of r.utxos) {
        const u = decodeAvmUtxo(nodeBytes(hex));
        if (idToString(u.assetID) === avax && u.output.kind === 'secp256k1fx.TransferOutput') onNode += u.output.amount;
      }
    }
    const mine = (await h.addressBalances(ewoq, undefined, 100)).rows.find(
      (b) => b.chain === 'X' && b.asset === avax && b.holder === ewoq,
    );
    expect(mine?.amount).toBe(onNode);

    // Every fixed-cap asset's holders add up to the supply it was created with.
    let fixedCap = 0;
    for (const tx of createdAssets) {
      const outs = tx.unsignedTx.initialStates!.flatMap((st) => st.outputs);
      if (outs.some((o) => o.amount === undefined)) continue;
      fixedCap++;
      const supply = outs.reduce((sum, o) => sum + BigInt(o.amount!), 0n);
      const holders = await h.assetHolders(tx.id, undefined, 100);
      expect(holders.total).toBe(supply);
      expect(holders.rows.reduce((sum, r) => sum + r.amount, 0n)).toBe(supply);
    }
    expect(fixedCap).toBeGreaterThan(0);

    // Staking: every staking tx in a P block is on its node's history (the genesis validators' are in
    // no block).
    let stakingTxs = 0;
    for (let height = 1; height <= tips.P; height++) {
      const b = await rpc<{ block: { txs?: { id: string; unsignedTx: { validator?: { nodeID: string } } }[] } }>(
        '/ext/bc/P',
        'platform.getBlockByHeight',
        { height, encoding: 'json' },
      );
      for (const tx of b.block.txs ?? []) {
        const nodeID = tx.unsignedTx.validator?.nodeID;
        if (!nodeID) continue;
        stakingTxs++;
        expect((await h.nodeStaking(nodeID, undefined, 100)).rows.map((r) => r.txID)).toContain(tx.id);
      }
    }
    expect(stakingTxs).toBeGreaterThan(0);

    // Helicon: the auto-renewed validator the devnet's history adds first is on its node's history with
    // its config changes and each cycle's RewardAutoRenewedValidatorTx.
    type HeliconTx = { id: string; unsignedTx: { nodeID?: string; txID?: string; timestamp?: number } };
    const helicon: { add?: HeliconTx; nodeID?: string; later: { id: string; role: string }[] } = { later: [] };
    for (let height = 1; height <= tips.P; height++) {
      const b = await rpc<{ block: { txs?: HeliconTx[]; tx?: HeliconTx } }>('/ext/bc/P', 'platform.getBlockByHeight', {
        height,
        encoding: 'json',
      });
      for (const tx of [...(b.block.txs ?? []), ...(b.block.tx ? [b.block.tx] : [])]) {
        const u = tx.unsignedTx;
        if (!helicon.add && typeof u.nodeID === 'string' && u.nodeID.startsWith('0x') && 'period' in u) {
          helicon.add = tx;
          helicon.nodeID = nodeIdToString(Buffer.from(u.nodeID.slice(2), 'hex'));
        } else if (helicon.add && u.txID === helicon.add.id) {
          helicon.later.push({ id: tx.id, role: u.timestamp !== undefined ? 'reward' : 'auto-renew-config' });
        }
      }
    }
    expect(helicon.add).toBeDefined();
    expect(helicon.later.filter((t) => t.role === 'reward').length).toBeGreaterThan(0);
    const rows = (await h.nodeStaking(helicon.nodeID!, undefined, 100)).rows;
    expect(rows.map((r) => [r.txID, r.role])).toEqual(
      expect.arrayContaining([[helicon.add!.id, 'validator'], ...helicon.later.map((t) => [t.id, t.role])]),
    );
    // It renews: no reward gave its stake back (the stake stays locked while it validates).
    const stillValidating = await rpc<{ validators: unknown[] }>('/ext/bc/P', 'platform.getCurrentValidators', {
      nodeIDs: [helicon.nodeID],
    });
    expect(stillValidating.validators).toHaveLength(1);
    // The C-chain tokens' transfers are there: GLCR's ERC-20 Transfer logs, ITEM's ERC-1155 ones.
    const contracts = devnetEvmContracts();
    const [token] = [...(await h.tokens([contracts.GlacierToken.toLowerCase()])).values()];
    expect(token?.transfers).toBeGreaterThan(0);
    const [items] = [...(await h.tokens([contracts.SnowlineItems.toLowerCase()])).values()];
    expect(items?.kind).toBe('erc1155');

    reference[s.kind] = await dumpHistory(config);
  }, 120_000);

  it('resumes after SIGKILL mid-backfill: the store then equals one built without interruption', async () => {
    expect(reference[s.kind], 'the uninterrupted store of the test before').toBeDefined();
    const config = await s.freshConfig();
    // One block per transaction, so the kill lands in the middle of the backfill.
    const env = { ...process.env, SNOWLINE_FOLLOW_BATCH_BLOCKS: '1', SNOWLINE_FOLLOW_POLL_MS: '100' };
    const run = (killAfter: number | null) =>
      new Promise<number>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          // tsx as a loader, not its CLI: the CLI runs the script in a child that SIGKILL would orphan.
          ['--import', 'tsx', 'lib/follower/testing/follow-process.ts', JSON.stringify(config), devnet.url],
          { env, stdio: ['ignore', 'pipe', 'pipe'] },
        );
        let batches = 0;
        let stderr = '';
        child.stderr.on('data', (d) => (stderr += String(d)));
        child.stdout.on('data', (d) => {
          batches += String(d)
            .split('\n')
            .filter((l) => l.startsWith('wrote ')).length;
          if (killAfter !== null && batches >= killAfter) child.kill('SIGKILL');
        });
        child.once('exit', (code, signal) =>
          signal === 'SIGKILL' ? resolve(batches) : reject(new Error(`follower exited (${code}): ${stderr}`)),
        );
        if (killAfter === null) {
          // Restarted: it runs until every chain is at its tip, then is killed too.
          let exited = false;
          child.once('exit', () => (exited = true));
          void (async () => {
            while (!exited) {
              const store = await openStore(config);
              const done = await atTips(store).finally(() => store.close());
              if (done) return void child.kill('SIGKILL');
              await new Promise((r) => setTimeout(r, 250));
            }
          })().catch(reject);
        }
      });
    expect(await run(40)).toBeGreaterThanOrEqual(40);
    // Killed again, a little later in the backfill, then left to finish.
    expect(await run(25)).toBeGreaterThanOrEqual(25);
    await run(null);
    expect(await dumpHistory(config)).toEqual(reference[s.kind]);
  }, 180_000);
});

describe('a node without the index API (--index-enabled=false)', () => {
  it('is followed by height, into the same history as through the index', async () => {
    expect(reference.sqlite, 'the uninterrupted SQLite store').toBeDefined();
    await stopDevnet();
    await startDevnet(['--index-enabled=false', '--index-allow-incomplete=true']);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-follow-height-'));
    try {
      const config: StoreConfig = { kind: 'sqlite', dataDir: dir };
      const store = await openStore(config);
      try {
        const logs = await followToTips(store);
        expect(logs[0]).toMatch(/following X \(by height\), P \(by height\), C \(by height\)/);
        const cursors = await store.history.cursors();
        expect(cursors.map((c) => c.chain).sort()).toEqual(Object.keys(tips).sort());
        expect(cursors.every((c) => c.source === 'height')).toBe(true);
      } finally {
        await store.close();
      }
      const byHeight = await dumpHistory(config);
      // Same rows; the cursors differ only in having no index position.
      const { cursors: _c1, ...rows } = byHeight;
      const { cursors: _c2, ...expected } = reference.sqlite!;
      expect(rows).toEqual(expected);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
