import Database from 'better-sqlite3';
import path from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import type { Store } from '@/lib/store/store';
import { describeEachStore } from '@/lib/store/testing/each-store';
import { startCursorsAtZero, txWrite } from './testing/writes';
import type { BlockBatch, BlockWrite, TokenHolderKey, TxWrite, UtxoRecord } from './records';
import type { HistoryChain } from './chain-keys';

const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';
const GOLD = '2JpYdQAVcdLgSdBg9R3Q7TDXbAJzcEmCqSyUhUkodSSCKNeEAK';
const A = 'local1aaaa';
const B = 'local1bbbb';
const C = 'local1cccc';
const SHARED = `2/2:${B},${C}`;
const DAY = 86_400_000;
const T0 = 1_700_000_000_000;

const id = (n: number, index = 0) => {
  const b = new Uint8Array(36);
  b[0] = n;
  b[35] = index;
  return b;
};
const utxo = (n: number, index: number, holder: string, amount: bigint, asset = AVAX, chain: HistoryChain = 'X') =>
  ({ id: id(n, index), chain, asset, amount, holder }) satisfies UtxoRecord;

const tx = txWrite;
const erc20Transfer = (token: string, logIndex: number, from: string, to: string, value: bigint) =>
  ({ token, kind: 'erc20', logIndex, batchIndex: 0, from, to, value, tokenId: null, amount: value }) as const;
/** C-chain block `height` (2 s apart from T0), its one tx `0xt<height>` moving tokens. */
const tokenBlock = (height: number, tokenTransfers: TxWrite['tokenTransfers'], type = 'ContractCall'): BlockWrite => ({
  height,
  id: `0xb${height}`,
  timeMs: T0 + height * 2_000,
  txs: [tx({ id: `0xt${height}`, type, tokenTransfers })],
});
const link = (address: string, deltas: [string, bigint][]) => ({ address, deltas: new Map(deltas) });

function batch(chain: HistoryChain, fromHeight: number, blocks: BlockWrite[], tokens: BlockBatch['tokens'] = []) {
  const last = blocks[blocks.length - 1]!;
  return {
    chain,
    fromHeight,
    blocks,
    tokens,
    cursor: {
      source: 'index' as const,
      startHeight: 0,
      nextHeight: last.height + 1,
      nextIndex: last.height + 1,
      indexedTimeMs: last.timeMs,
      tipHeight: last.height + 10,
      tipAtMs: T0,
      blocksPerSec: 5,
      txsPerSec: 7,
      updatedMs: T0,
    },
  } satisfies BlockBatch;
}

const started = (s: Store, chains: HistoryChain[] = ['X', 'P', 'C']) =>
  startCursorsAtZero(s.history, chains, 'index', T0);

// Block 0: A receives 100 AVAX and 1,000 GOLD (a fixed-cap asset: 600 to A, 400 to B and C together).
const block0: BlockWrite = {
  height: 0,
  id: 'block0',
  timeMs: T0,
  txs: [
    tx({
      id: 'tx-create',
      type: 'CreateAssetTx',
      addresses: [link(A, [[GOLD, 600n]]), link(B, [[GOLD, 400n]]), link(C, [[GOLD, 400n]])],
      assets: [GOLD],
      creates: [utxo(1, 0, A, 600n, GOLD), utxo(1, 1, SHARED, 400n, GOLD)],
    }),
    tx({
      id: 'tx-fund',
      pos: 1,
      addresses: [link(A, [[AVAX, 100n]])],
      assets: [AVAX],
      creates: [utxo(2, 0, A, 100n)],
    }),
  ],
};
// Block 1, a day later: A sends 30 AVAX to B (fee 1) and 50 GOLD to B.
const block1: BlockWrite = {
  height: 1,
  id: 'block1',
  timeMs: T0 + DAY,
  txs: [
    tx({
      id: 'tx-send',
      fee: 1n,
      addresses: [
        link(A, [
          [AVAX, -31n],
          [GOLD, -50n],
        ]),
        link(B, [
          [AVAX, 30n],
          [GOLD, 50n],
        ]),
      ],
      assets: [AVAX, GOLD],
      spends: [utxo(2, 0, A, 100n), utxo(1, 0, A, 600n, GOLD)],
      creates: [utxo(3, 0, B, 30n), utxo(3, 1, A, 69n), utxo(3, 2, B, 50n, GOLD), utxo(3, 3, A, 550n, GOLD)],
    }),
  ],
};

describeEachStore('history store', (s) => {
  const fresh = async () => {
    const store = await s.open(await s.freshConfig());
    await started(store);
    return store;
  };

  it('lists an address’s txs newest first, pages by key, and filters by chain, asset and type', async () => {
    const store = await fresh();
    const h = store.history;
    expect(await h.writeBlocks(batch('X', 0, [block0, block1]), T0)).toBe(true);
    const pBlock: BlockWrite = {
      height: 0,
      id: 'p0',
      timeMs: T0 + 2 * DAY,
      txs: [tx({ id: 'p-stake', type: 'AddPermissionlessDelegatorTx', addresses: [link(A, [[AVAX, -25n]])] })],
    };
    expect(await h.writeBlocks(batch('P', 0, [pBlock]), T0)).toBe(true);

    const all = await h.addressTxs({ address: A, limit: 10 });
    expect(all.rows.map((r) => [r.chain, r.txID])).toEqual([
      ['P', 'p-stake'],
      ['X', 'tx-send'],
      ['X', 'tx-fund'],
      ['X', 'tx-create'],
    ]);
    expect(all.next).toBeNull();
    expect(all.rows[1]!.deltas).toEqual([
      { asset: AVAX, amount: '-31' },
      { asset: GOLD, amount: '-50' },
    ]);

    const first = await h.addressTxs({ address: A, limit: 2 });
    expect(first.rows.map((r) => r.txID)).toEqual(['p-stake', 'tx-send']);
    const second = await h.addressTxs({ address: A, limit: 2, before: first.next! });
    expect(second.rows.map((r) => r.txID)).toEqual(['tx-fund', 'tx-create']);
    expect(second.next).toBeNull();

    expect((await h.addressTxs({ address: A, chain: 'X', limit: 10 })).rows.map((r) => r.txID)).toEqual([
      'tx-send',
      'tx-fund',
      'tx-create',
    ]);
    const xPage = await h.addressTxs({ address: A, chain: 'X', limit: 1 });
    expect(
      (await h.addressTxs({ address: A, chain: 'X', limit: 5, before: xPage.next! })).rows.map((r) => r.txID),
    ).toEqual(['tx-fund', 'tx-create']);
    expect((await h.addressTxs({ address: A, asset: GOLD, limit: 10 })).rows.map((r) => r.txID)).toEqual([
      'tx-send',
      'tx-create',
    ]);
    expect((await h.addressTxs({ address: A, asset: GOLD, chain: 'P', limit: 10 })).rows).toEqual([]);
    expect((await h.addressTxs({ address: A, type: 'CreateAssetTx', limit: 10 })).rows.map((r) => r.txID)).toEqual([
      'tx-create',
    ]);
    expect(await h.addressSummary(A)).toEqual({ txs: 4, firstMs: T0, lastMs: T0 + 2 * DAY });
    expect(await h.addressSummary('local1nobody')).toBeNull();
  });

  it('keeps balances current; an asset’s holders (an owner set counted once) sum to its supply', async () => {
    const h = (await fresh()).history;
    await h.writeBlocks(batch('X', 0, [block0, block1]), T0);
    const holders = await h.assetHolders(GOLD, undefined, 10);
    expect(holders.rows.map((r) => [r.holder, r.amount])).toEqual([
      [A, 550n],
      [SHARED, 400n],
      [B, 50n],
    ]);
    expect(holders).toMatchObject({ holders: 3, total: 1_000n });
    expect(holders.rows.reduce((sum, r) => sum + r.amount, 0n)).toBe(1_000n);
    // B's own balances and its share of the owner set it is part of.
    expect((await h.addressBalances(B, undefined, 10)).rows.map((r) => [r.holder, r.asset, r.amount])).toEqual([
      [SHARED, GOLD, 400n],
      [B, GOLD, 50n],
      [B, AVAX, 30n],
    ]);
    expect((await h.assetHolders(AVAX, undefined, 10)).total).toBe(99n);
    // Keyset pages: each starts after the last holder shown, and the last page says it is.
    const page1 = await h.assetHolders(GOLD, undefined, 2);
    expect(page1.rows.map((r) => r.holder)).toEqual([A, SHARED]);
    expect(page1.next).toEqual({ amount: 400n, holder: SHARED, chain: 'X' });
    const page2 = await h.assetHolders(GOLD, page1.next!, 2);
    expect(page2.rows.map((r) => r.holder)).toEqual([B]);
    expect(page2.next).toBeNull();
    expect((await h.assetTxs(GOLD, undefined, 10)).rows.map((r) => r.txID)).toEqual(['tx-send', 'tx-create']);
  });

  it('pages an address’s balances past the first page by keyset, owner sets included, each once to the last', async () => {
    const h = (await fresh()).history;
    // B holds 30 assets alone and 5 with C: more than a page of balances.
    const assets = Array.from({ length: 30 }, (_, i) => `asset${String(i).padStart(2, '0')}`);
    await h.writeBlocks(
      batch('X', 0, [
        {
          height: 0,
          id: 'block0',
          timeMs: T0,
          txs: [
            tx({
              id: 'tx-many',
              addresses: [
                link(
                  B,
                  assets.map((a) => [a, 1n]),
                ),
              ],
              assets,
              creates: [
                ...assets.map((a, i) => utxo(9, i, B, BigInt(i + 1), a)),
                ...assets.slice(0, 5).map((a, i) => utxo(10, i, SHARED, 7n, a)),
              ],
            }),
          ],
        },
      ]),
      T0,
    );
    const seen: [string, string, bigint][] = [];
    let after: Parameters<typeof h.addressBalances>[1];
    const sizes = [25, 3, 25];
    for (const size of sizes) {
      const p = await h.addressBalances(B, after, size);
      expect(p.rows.length).toBeLessThanOrEqual(size);
      seen.push(...p.rows.map((r) => [r.holder, r.asset, r.amount] as [string, string, bigint]));
      if (!p.next) break;
      after = p.next;
    }
    // The owner set's key sorts first ('2/2:…' before 'local1…'), then B's own, by asset.
    expect(seen).toEqual([
      ...assets.slice(0, 5).map((a) => [SHARED, a, 7n]),
      ...assets.map((a, i) => [B, a, BigInt(i + 1)]),
    ]);
    // The 26th balance is the first of the second page.
    const first = await h.addressBalances(B, undefined, 25);
    expect(first.next).toEqual({ holder: B, chain: 'X', asset: assets[19] });
    expect((await h.addressBalances(B, first.next!, 25)).rows[0]).toMatchObject({ holder: B, asset: assets[20] });
    expect((await h.addressBalances(C, undefined, 25)).rows.map((r) => r.asset)).toEqual(assets.slice(0, 5));
    // A page of 5 ends on the owner set's last row: the cursor names the set, and the next page is B's own.
    const shared = await h.addressBalances(B, undefined, 5);
    expect(shared.rows.map((r) => r.holder)).toEqual(Array(5).fill(SHARED));
    expect(shared.next).toEqual({ holder: SHARED, chain: 'X', asset: assets[4] });
    const own = await h.addressBalances(B, shared.next!, 5);
    expect(own.rows.map((r) => [r.holder, r.asset])).toEqual(assets.slice(0, 5).map((a) => [B, a]));
  });

  it('pages an address’s token balances past the first page by token key, to the last one', async () => {
    const h = (await fresh()).history;
    const ZERO = '0x0000000000000000000000000000000000000000';
    const X = '0x' + '11'.repeat(20);
    const tokens = Array.from({ length: 30 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`);
    await h.writeBlocks(
      batch(
        'C',
        0,
        [
          tokenBlock(
            0,
            tokens.map((tok, i) => erc20Transfer(tok, i, ZERO, X, BigInt(i + 1))),
          ),
        ],
        tokens.map((address) => ({ address, kind: 'erc20', name: null, symbol: null, decimals: null })),
      ),
      T0,
    );
    const seen: [string, bigint][] = [];
    let after: string | undefined;
    for (const size of [25, 3, 25]) {
      const p = await h.addressTokens(X, after, size);
      seen.push(...p.rows.map((r) => [r.token, r.amount] as [string, bigint]));
      if (!p.next) break;
      after = p.next;
    }
    expect(seen).toEqual(tokens.map((tok, i) => [tok, BigInt(i + 1)]));
    const first = await h.addressTokens(X, undefined, 25);
    expect(first.next).toBe(tokens[24]);
    expect((await h.addressTokens(X, first.next!, 25)).rows[0]!.token).toBe(tokens[25]);
  });

  it('writes a batch once: a second write from the same cursor is refused and adds nothing', async () => {
    const h = (await fresh()).history;
    const b = batch('X', 0, [block0]);
    expect(await h.writeBlocks(b, T0)).toBe(true);
    expect(await h.writeBlocks(b, T0)).toBe(false);
    expect((await h.addressTxs({ address: A, limit: 10 })).rows).toHaveLength(2);
    expect((await h.assetHolders(GOLD, undefined, 10)).total).toBe(1_000n);
    expect(await h.addressSummary(A)).toMatchObject({ txs: 2 });
    const [x] = (await h.cursors()).filter((c) => c.chain === 'X');
    expect(x).toMatchObject({ nextHeight: 1, txs: 2, blocksPerSec: 5, tipHeight: 10, indexedTimeMs: T0 });
  });

  it('keeps which network and chain a cursor follows, and the id of its last block', async () => {
    const h = (await fresh()).history;
    expect(await h.writeBlocks(batch('X', 0, [block0]), T0)).toBe(true);
    const x = () => h.cursors().then((all) => all.find((c) => c.chain === 'X'));
    expect(await x()).toMatchObject({ networkID: 12345, blockchainID: 'X-chain', lastBlockID: block0.id });
    // Set once: naming another network later does not overwrite it.
    await h.identifyCursor('X', 1, 'other-chain');
    expect(await x()).toMatchObject({ networkID: 12345, blockchainID: 'X-chain' });
  });

  it('tells the block and time of an indexed tx, on its chain only', async () => {
    const h = (await fresh()).history;
    expect(await h.writeBlocks(batch('X', 0, [block0, block1]), T0)).toBe(true);
    expect(await h.txPlace('X', 'tx-fund')).toEqual({ height: 0, blockID: 'block0', timeMs: T0 });
    expect(await h.txPlace('X', block1.txs[0]!.id)).toEqual({ height: 1, blockID: 'block1', timeMs: T0 + DAY });
    expect(await h.txPlace('P', 'tx-fund')).toBeNull();
    expect(await h.txPlace('X', 'never-seen')).toBeNull();
  });

  it("starts afresh on an operator's word: empty, the old history kept aside whole when asked", async () => {
    const config = await s.freshConfig();
    const h = (await s.open(config)).history;
    await started({ history: h } as Store);
    expect(await h.writeBlocks(batch('X', 0, [block0, block1]), T0)).toBe(true);

    const { keptAs } = await h.startAfresh(true, Date.UTC(2026, 10, 27, 0, 15, 0));
    expect(await h.cursors()).toEqual([]);
    expect(await h.txPlace('X', 'tx-fund')).toBeNull();
    expect((await h.addressTxs({ address: A, limit: 10 })).rows).toEqual([]);
    // The copy holds what the history held.
    if (config.kind === 'sqlite') {
      expect(keptAs).toBe(path.join(config.dataDir, 'history-20261127T001500Z.sqlite'));
      const db = new Database(keptAs!, { readonly: true });
      expect(db.prepare("SELECT height FROM txs WHERE id = 'tx-fund'").get()).toEqual({ height: 0 });
      db.close();
    } else {
      expect(keptAs).toBe('snowline_history_20261127t001500z');
      const c = new pg.Client({ connectionString: config.url });
      await c.connect();
      const { rows } = await c.query(`SELECT height FROM ${keptAs}.txs WHERE id = 'tx-fund'`);
      await c.end();
      expect(rows.map((r) => Number(r.height))).toEqual([0]);
    }

    // The follower then starts again; without keeping aside, nothing is copied.
    await started({ history: h } as Store);
    expect(await h.writeBlocks(batch('X', 0, [block0]), T0)).toBe(true);
    expect(await h.startAfresh(false, T0)).toEqual({ keptAs: null });
    expect(await h.cursors()).toEqual([]);
  });

  it('keeps no part of a batch that fails, cursor included', async () => {
    const h = (await fresh()).history;
    const broken = batch('X', 0, [
      { ...block0, txs: [{ ...block0.txs[0]!, type: null as unknown as string }, block0.txs[1]!] },
    ]);
    await expect(h.writeBlocks(broken, T0)).rejects.toThrow();
    expect((await h.addressTxs({ address: A, limit: 10 })).rows).toEqual([]);
    expect((await h.assetHolders(GOLD, undefined, 10)).total).toBe(0n);
    expect((await h.cursors()).find((c) => c.chain === 'X')?.nextHeight).toBe(0);
    expect(await h.writeBlocks(batch('X', 0, [block0]), T0)).toBe(true);
  });

  it('credits nothing for an atomic UTXO whose import was indexed before its export', async () => {
    const h = (await fresh()).history;
    const moved = utxo(9, 2, A, 40n, AVAX, 'P');
    // P imports it first (P is followed ahead of X here)…
    await h.writeBlocks(
      batch('P', 0, [
        {
          height: 0,
          id: 'p0',
          timeMs: T0,
          txs: [tx({ id: 'p-import', type: 'ImportTx', spends: [moved], creates: [utxo(10, 0, A, 39n, AVAX, 'P')] })],
        },
      ]),
      T0,
    );
    // …then X's export that made it is indexed.
    await h.writeBlocks(
      batch('X', 0, [
        { height: 0, id: 'x0', timeMs: T0, txs: [tx({ id: 'x-export', type: 'ExportTx', creates: [moved] })] },
      ]),
      T0,
    );
    expect((await h.addressBalances(A, undefined, 10)).rows.map((r) => [r.chain, r.amount])).toEqual([['P', 39n]]);
    expect(await h.utxos([moved.id])).toEqual(new Map());
  });

  it('pairs each exported UTXO with the import that spent it, whichever chain was indexed first', async () => {
    const h = (await fresh()).history;
    const toC = utxo(11, 1, A, 40n, AVAX, 'C');
    const toP = utxo(11, 2, SHARED, 7n, AVAX, 'P');
    const early = utxo(12, 0, B, 5n, AVAX, 'P');
    const xBlock = (height: number, timeMs: number, txs: BlockWrite['txs']) => ({
      height,
      id: `x${height}`,
      timeMs,
      txs,
    });
    // P has already imported `early` when X's export of it is indexed.
    const pImport = tx({ id: 'p-import', type: 'ImportTx', spends: [early], imports: [early.id] });
    await h.writeBlocks(batch('P', 0, [{ height: 0, id: 'p0', timeMs: T0 + 5_000, txs: [pImport] }]), T0);
    const exportTx = tx({ id: 'x-export', type: 'ExportTx', creates: [utxo(11, 0, A, 1n), toC, toP] });
    const earlyExport = tx({ id: 'x-early', pos: 1, type: 'ExportTx', creates: [early] });
    await h.writeBlocks(batch('X', 0, [xBlock(0, T0, [exportTx, earlyExport])]), T0);
    // C imports one output of x-export; the other waits in P's shared memory.
    const cImport = tx({ id: 'c-import', type: 'ImportTx', imports: [toC.id] });
    await h.writeBlocks(batch('C', 0, [{ height: 0, id: 'c0', timeMs: T0 + 9_000, txs: [cImport] }]), T0);

    const rows = await h.atomicOutputs(['x-export']);
    expect(rows.map((r) => [r.outIndex, r.destChain, r.amount, r.importChain, r.importTx, r.importTimeMs])).toEqual([
      [1, 'C', '40', 'C', 'c-import', T0 + 9_000],
      [2, 'P', '7', null, null, null],
    ]);
    expect(rows[0]).toMatchObject({ exportChain: 'X', exportTx: 'x-export', exportTimeMs: T0, asset: AVAX, holder: A });
    expect((await h.atomicOutputs(['c-import'])).map((r) => r.exportTx)).toEqual(['x-export']);
    expect(await h.atomicOutputs(['x-early'])).toEqual([
      expect.objectContaining({ exportTx: 'x-early', importTx: 'p-import', importTimeMs: T0 + 5_000, holder: B }),
    ]);
    // Waiting for B (a member of the owner set) and C alike; nothing for A (imported) or B's own early one.
    for (const who of [B, C]) {
      expect((await h.waitingExports(who, 10)).map((r) => [r.exportTx, r.outIndex])).toEqual([['x-export', 2]]);
    }
    expect(await h.waitingExports(A, 10)).toEqual([]);
  });

  it('finds X assets by symbol or name, any case, exact symbols first', async () => {
    const h = (await fresh()).history;
    const created = (id: string, pos: number, name: string, symbol: string) =>
      tx({ id, pos, type: 'CreateAssetTx', createdAsset: { name, symbol, denomination: 9 } });
    const txs = [
      created('a-gold', 0, 'Gold Bar', 'GLD'),
      created('a-gl', 1, 'Glacier', 'GL'),
      created('a-x', 2, 'Other', 'OTH'),
    ];
    await h.writeBlocks(batch('X', 0, [{ height: 0, id: 'x0', timeMs: T0, txs }]), T0);
    expect((await h.findAssets('gl', 10)).map((a) => a.id)).toEqual(['a-gl', 'a-gold']);
    expect(await h.findAssets('gold bar', 10)).toEqual([
      { id: 'a-gold', name: 'Gold Bar', symbol: 'GLD', denomination: 9 },
    ]);
    expect(await h.findAssets('%', 10)).toEqual([]);
  });

  it('lists a node’s staking, and keeps stakers and L1 validations for the follower', async () => {
    const h = (await fresh()).history;
    const node = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
    const staker = {
      txID: 'stake-1',
      nodeID: node,
      role: 'delegator' as const,
      rewardAddresses: [A],
      stake: [{ asset: AVAX, amount: 25n, holder: A }],
      outputCount: 1,
      weight: 25n,
      startSec: 100,
      endSec: 200,
    };
    await h.writeBlocks(
      batch('P', 0, [
        {
          height: 0,
          id: 'p0',
          timeMs: T0,
          txs: [
            tx({
              id: 'stake-1',
              type: 'AddPermissionlessDelegatorTx',
              staking: [{ nodeID: node, role: 'delegator', amount: 25n }],
              staker,
              validations: [{ validationID: 'v-1', nodeID: node }],
            }),
          ],
        },
        {
          height: 1,
          id: 'p1',
          timeMs: T0 + 5,
          txs: [
            tx({ id: 'reward-1', type: 'RewardValidatorTx', staking: [{ nodeID: node, role: 'reward', amount: 3n }] }),
          ],
        },
      ]),
      T0,
    );
    const page = await h.nodeStaking(node, undefined, 1);
    expect(page.rows.map((r) => [r.txID, r.role, r.amount])).toEqual([['reward-1', 'reward', 3n]]);
    expect((await h.nodeStaking(node, page.next!, 5)).rows.map((r) => r.txID)).toEqual(['stake-1']);
    expect((await h.stakers(['stake-1', 'nope'])).get('stake-1')).toEqual(staker);
    expect(await h.validations(['v-1'])).toEqual(new Map([['v-1', node]]));
  });

  it('keeps token transfers, holders and metadata', async () => {
    const h = (await fresh()).history;
    const TOKEN = '0x004938290cce6a8d0dcabb642e892d5bb08e8296';
    const ZERO = '0x0000000000000000000000000000000000000000';
    const [X, Y] = ['0x' + '11'.repeat(20), '0x' + '22'.repeat(20)];
    const transfer = (logIndex: number, from: string, to: string, value: bigint) =>
      erc20Transfer(TOKEN, logIndex, from, to, value);
    await h.writeBlocks(
      batch(
        'C',
        0,
        [
          tokenBlock(0, [transfer(0, ZERO, X, 10n ** 30n)], 'ContractCreation'),
          tokenBlock(1, [transfer(0, X, Y, 10n ** 29n)]),
          tokenBlock(2, [transfer(0, X, X, 5n)]),
        ],
        [{ address: TOKEN, kind: 'erc20', name: null, symbol: null, decimals: null }],
      ),
      T0,
    );
    // Amounts past uint64 (an 18-decimal token) stay exact and sort as numbers.
    expect((await h.tokenHolders(TOKEN, undefined, 10)).rows.map((r) => [r.holder, r.amount])).toEqual([
      [X, 9n * 10n ** 29n],
      [Y, 10n ** 29n],
    ]);
    expect((await h.addressTokens(Y, undefined, 10)).rows.map((r) => r.amount)).toEqual([10n ** 29n]);
    const xs = await h.tokenTransfers({ address: X }, 10);
    expect(xs.rows.map((r) => r.txHash)).toEqual(['0xt2', '0xt1', '0xt0']);
    const first = await h.tokenTransfers({ token: TOKEN }, 2);
    expect(first.rows.map((r) => r.height)).toEqual([2, 1]);
    expect((await h.tokenTransfers({ token: TOKEN, before: first.next! }, 2)).rows.map((r) => r.height)).toEqual([0]);
    expect((await h.tokens([TOKEN])).get(TOKEN)).toMatchObject({ kind: 'erc20', name: null, transfers: 3, holders: 2 });
  });

  it('keeps ERC-1155 balances per token, id and holder, and pages a batch transfer by its items', async () => {
    const h = (await fresh()).history;
    const GAME = '0x' + '1a'.repeat(20);
    const NFT = '0x' + '7f'.repeat(20);
    const ZERO = '0x0000000000000000000000000000000000000000';
    const [X, Y] = ['0x' + '11'.repeat(20), '0x' + '22'.repeat(20)];
    const item = (logIndex: number, batchIndex: number, from: string, to: string, tokenId: bigint, amount: bigint) =>
      ({ token: GAME, kind: 'erc1155', logIndex, batchIndex, from, to, value: amount, tokenId, amount }) as const;
    const nft = (from: string, to: string, tokenId: bigint) =>
      ({
        token: NFT,
        kind: 'erc721',
        logIndex: 9,
        batchIndex: 0,
        from,
        to,
        value: tokenId,
        tokenId,
        amount: 1n,
      }) as const;
    await h.writeBlocks(
      batch(
        'C',
        0,
        [
          // A batch mint: 100 of id 1 and 5 of id 2 to X; and an ERC-721 with a large id to X.
          tokenBlock(0, [item(0, 0, ZERO, X, 1n, 100n), item(0, 1, ZERO, X, 2n, 5n), nft(ZERO, X, 10n ** 20n)]),
          tokenBlock(1, [item(3, 0, X, Y, 1n, 40n)]),
        ],
        [
          { address: GAME, kind: 'erc1155', name: null, symbol: null, decimals: null },
          { address: NFT, kind: 'erc721', name: 'Flakes', symbol: 'FLK', decimals: null },
        ],
      ),
      T0,
    );
    const perId = await h.tokenIdBalances({ token: GAME }, 10);
    expect(perId.map((r) => [r.tokenId, r.holder, r.amount])).toEqual([
      [1n, X, 60n],
      [1n, Y, 40n],
      [2n, X, 5n],
    ]);
    expect((await h.tokenIdBalances({ holder: Y }, 10)).map((r) => [r.token, r.tokenId, r.amount])).toEqual([
      [GAME, 1n, 40n],
    ]);
    expect((await h.tokenIdBalances({ token: GAME, tokenId: 2n }, 10)).map((r) => r.holder)).toEqual([X]);
    // ERC-721 counts one token per transfer, whatever its id; it has no per-id balances.
    expect((await h.addressTokens(X, undefined, 10)).rows.map((r) => [r.token, r.amount])).toEqual([
      [GAME, 65n],
      [NFT, 1n],
    ]);
    expect(await h.tokenIdBalances({ token: NFT }, 10)).toEqual([]);
    // The batch's two items page apart and come back whole.
    const first = await h.tokenTransfers({ token: GAME }, 2);
    expect(first.rows.map((r) => [r.height, r.batchIndex, r.tokenId])).toEqual([
      [1, 0, 1n],
      [0, 1, 2n],
    ]);
    const rest = await h.tokenTransfers({ token: GAME, before: first.next! }, 2);
    expect(rest.rows.map((r) => [r.height, r.batchIndex, r.tokenId, r.value])).toEqual([[0, 0, 1n, 100n]]);
    expect(rest.next).toBeNull();
    expect((await h.tokens([GAME])).get(GAME)).toMatchObject({ kind: 'erc1155', transfers: 3, holders: 2 });
  });

  it('lists a chain’s tokens, busiest first, by keyset to the last one', async () => {
    const h = (await fresh()).history;
    const L1 = '2Z36RnQuk1hvsnFeGWzfZUfXNr7w1SjzmDQ78YxfTVNAkDq3nZ';
    const ZERO = '0x0000000000000000000000000000000000000000';
    const X = '0x' + '11'.repeat(20);
    const addrs = Array.from({ length: 5 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`);
    const onL1 = `${L1}:${addrs[0]}`;
    // Token i has i + 1 transfers, except two that tie at 2; one token of the same address is on the L1.
    const counts = [1, 2, 2, 4, 5];
    const transfers = addrs.flatMap((a, i) =>
      Array.from({ length: counts[i]! }, (_, j) => erc20Transfer(a, i * 10 + j, ZERO, X, 1n)),
    );
    await h.writeBlocks(
      batch(
        'C',
        0,
        [tokenBlock(0, [...transfers, erc20Transfer(onL1, 99, ZERO, X, 1n)])],
        addrs.map((address, i) => ({ address, kind: 'erc20', name: `T${i}`, symbol: `T${i}`, decimals: 0 })),
      ),
      T0,
    );
    const seen: string[] = [];
    let after: Parameters<typeof h.tokenList>[1];
    for (;;) {
      const page = await h.tokenList('C', after, 2);
      seen.push(...page.rows.map((r) => r.address));
      if (!page.next) break;
      after = page.next;
    }
    const tied = [addrs[1]!, addrs[2]!].sort();
    expect(seen).toEqual([addrs[4], addrs[3], ...tied, addrs[0]]);
    expect((await h.tokenList(L1, undefined, 10)).rows.map((r) => r.address)).toEqual([onL1]);
  });

  it('keeps who created a contract and in which tx, per chain', async () => {
    const h = (await fresh()).history;
    const DEPLOYER = '0x' + 'de'.repeat(20);
    const MADE = '0x' + 'c0'.repeat(20);
    await h.writeBlocks(
      batch('C', 0, [
        {
          height: 0,
          id: '0xb0',
          timeMs: T0,
          txs: [tx({ id: '0xt0', type: 'ContractCreation', created: { address: MADE, creator: DEPLOYER } })],
        },
      ]),
      T0,
    );
    expect(await h.contract(MADE)).toEqual({ address: MADE, creator: DEPLOYER, txHash: '0xt0', height: 0, timeMs: T0 });
    expect(await h.contract('0x' + '99'.repeat(20))).toBeNull();
  });

  it('finds tokens by symbol or name, any case, exact symbols first, wildcards taken literally', async () => {
    const h = (await fresh()).history;
    const A = '0x' + 'a1'.repeat(20);
    const B = '0x' + 'b2'.repeat(20);
    const C = '0x' + 'c3'.repeat(20);
    await h.writeBlocks(
      batch(
        'C',
        0,
        [{ height: 0, id: '0xb0', timeMs: T0, txs: [] }],
        [
          { address: A, kind: 'erc20', name: 'Snow Dollar', symbol: 'SNOWD', decimals: 18 },
          { address: B, kind: 'erc721', name: 'Snowflakes', symbol: 'SNOW', decimals: null },
          { address: C, kind: 'erc20', name: '100% Ice', symbol: 'ICE', decimals: 6 },
        ],
      ),
      T0,
    );
    expect((await h.findTokens('snow', 10)).map((t) => t.address)).toEqual([B, A]);
    expect((await h.findTokens('Snow Dollar', 10)).map((t) => t.symbol)).toEqual(['SNOWD']);
    expect((await h.findTokens('100%', 10)).map((t) => t.symbol)).toEqual(['ICE']);
    expect(await h.findTokens('1_0', 10)).toEqual([]);
    expect(await h.findTokens('%', 10)).toEqual([]);
    expect(await h.findTokens('snow', 1)).toHaveLength(1);
  });

  it('pages a token’s holders past the first page by keyset, ties in holder order, to the last one', async () => {
    const h = (await fresh()).history;
    const TOKEN = '0x004938290cce6a8d0dcabb642e892d5bb08e8296';
    const ZERO = '0x0000000000000000000000000000000000000000';
    // 30 holders; pairs share an amount, so a page boundary falls inside a tie.
    const holders = Array.from({ length: 30 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`);
    const amountOf = (i: number) => BigInt(1000 - Math.floor(i / 2));
    await h.writeBlocks(
      batch(
        'C',
        0,
        [
          tokenBlock(
            0,
            holders.map((to, i) => erc20Transfer(TOKEN, i, ZERO, to, amountOf(i))),
          ),
        ],
        [{ address: TOKEN, kind: 'erc20', name: null, symbol: null, decimals: null }],
      ),
      T0,
    );
    const seen: string[] = [];
    let after: TokenHolderKey | undefined;
    for (const size of [25, 3, 25]) {
      const p = await h.tokenHolders(TOKEN, after, size);
      seen.push(...p.rows.map((r) => r.holder));
      if (!p.next) break;
      after = p.next;
    }
    // Every holder once, largest first, the 26th among them.
    expect(seen).toEqual(holders);
    expect((await h.tokenHolders(TOKEN, { amount: amountOf(24), holder: holders[24]! }, 25)).rows[0]!.holder).toBe(
      holders[25],
    );
  });

  it('counts txs, fees and distinct active addresses per day', async () => {
    const h = (await fresh()).history;
    await h.writeBlocks(batch('X', 0, [block0, block1]), T0);
    await h.writeBlocks(
      batch('X', 2, [
        { height: 2, id: 'b2', timeMs: T0 + DAY + 5, txs: [tx({ id: 'late', fee: 4n, addresses: [link(B, [])] })] },
      ]),
      T0,
    );
    const stats = await h.dailyStats();
    const day0 = Math.floor(T0 / DAY) * DAY;
    expect(stats.chains).toEqual([
      { dayMs: day0, chain: 'X', txs: 2, feesNavax: 0n },
      { dayMs: day0 + DAY, chain: 'X', txs: 2, feesNavax: 5n },
    ]);
    expect(stats.active).toEqual([
      { dayMs: day0, addresses: 3 },
      { dayMs: day0 + DAY, addresses: 2 },
    ]);
  });

  it('keeps the blocks whose txs were not decoded: how many per chain, and the last', async () => {
    const h = (await fresh()).history;
    expect(await h.undecoded()).toEqual([]);
    const unread = (height: number, typeID: number | null, txID: string | null) => ({
      height,
      id: `u${height}`,
      timeMs: T0 + height,
      txs: txID ? [tx({ id: txID, type: `undecoded (type ${typeID})` })] : [],
      undecoded: {
        kind: 'unknown_type' as const,
        pos: 0,
        count: txID ? 1 : 2,
        typeID,
        reason: `unknown type ID ${typeID}`,
        txID,
      },
    });
    await h.writeBlocks(
      batch('P', 0, [unread(0, 9999, 'first'), { height: 1, id: 'ok', timeMs: T0 + 1, txs: [] }]),
      T0,
    );
    await h.writeBlocks(batch('P', 2, [unread(2, 9998, null)]), T0);
    await h.writeBlocks(batch('X', 0, [unread(0, 9999, 'x-only')]), T0);
    expect(await h.undecoded()).toEqual([
      {
        chain: 'P',
        blocks: 2,
        last: {
          height: 2,
          blockID: 'u2',
          timeMs: T0 + 2,
          kind: 'unknown_type',
          pos: 0,
          count: 2,
          typeID: 9998,
          reason: 'unknown type ID 9998',
          txID: null,
        },
      },
      { chain: 'X', blocks: 1, last: expect.objectContaining({ height: 0, txID: 'x-only', typeID: 9999, count: 1 }) },
    ]);
  });
});
