// A block with a tx of a type id no codec registers (9999) is written with what could be read, noted
// for /status, counted in the metric, and the follower goes on to the next blocks: no retry loop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import {
  encodeAvmTx,
  encodePvmBlock,
  formatAddress,
  formatBytes,
  idToString,
  undecodedTxId,
  type AvmTx,
} from '@/lib/codec';
import { baseFields, transferOut } from '@/lib/codec/testing/avm-fixtures';
import { avmBlockOf, UNKNOWN_TYPE_ID as UNKNOWN, withUnknownType } from '@/lib/codec/testing/undecoded-fixtures';
import { EXPORT_TO_X, IMPORT_FROM_P, signedByEwoq } from '@/lib/codec/testing/atomic-fixtures';
import { encodeAtomicTx, encodeBlockExtraData } from '@/lib/codec/evm-atomic';
import {
  AVAX_ASSET_ID_STRING,
  C_CHAIN_ID_STRING,
  EWOQ_ADDR,
  LOCAL_NETWORK_ID,
  X_CHAIN_ID_STRING,
} from '@/lib/codec/testing/fixtures';
import { openSqliteHistoryStore } from '@/lib/store/history/sqlite';
import { heightSource } from './block-sources';
import { decodeCBlock } from './c-chain';
import { chainContext } from './chain-context';
import { createChainFollower } from './chain-follower';
import { xReader } from './chain-readers';
import { readFollowerConfig } from '@/lib/server/follower-config';
import { createFollowerMetrics } from './metrics';
import type { NodeReader } from './node-reader';
import { decodePBlock } from './p-chain';

const ctx = chainContext({
  networkID: LOCAL_NETWORK_ID,
  hrp: 'local',
  xChainID: X_CHAIN_ID_STRING,
  cChainID: C_CHAIN_ID_STRING,
  avaxAssetID: AVAX_ASSET_ID_STRING,
});
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A tx paying `amount` to ewoq out of nothing (so no owner lookups). */
const payment = (amount: bigint): AvmTx => ({
  unsigned: {
    kind: 'BaseTx',
    base: baseFields({ inputs: [], outputs: [transferOut(amount)], memo: new Uint8Array() }),
  },
  credentials: [],
});

/** `block` with the tx whose signed bytes are `tx` given type id 9999, and the id that tx gets. */
function withUnknownTypeID(block: Uint8Array, tx: Uint8Array) {
  const forged = withUnknownType(block, tx);
  return { block: forged.block, txID: idToString(undecodedTxId(forged.txBytes)) };
}

const xBlock = (height: bigint, txs: AvmTx[]) => avmBlockOf(height, txs, 1_700_000_000n + height);

describe('the follower and a block it cannot fully decode', () => {
  it('writes the X block with what it read, counts it and goes on past it', async () => {
    const hidden = payment(2n);
    const { block: middle, txID: hiddenID } = withUnknownTypeID(xBlock(1n, [payment(1n), hidden]), encodeAvmTx(hidden));
    const later = payment(3n);
    const blocks = [xBlock(0n, [payment(0n)]), middle, xBlock(2n, [later])];
    const node: NodeReader = {
      call: async <T>(_path: string, method: string, params: unknown): Promise<T> => {
        if (method === 'avm.getHeight') return { height: String(blocks.length - 1) } as T;
        if (method === 'avm.getBlockByHeight') {
          const { height } = params as { height: number };
          return { block: formatBytes(blocks[height]!) } as T;
        }
        throw new Error(`unexpected call ${method}`);
      },
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-undecoded-'));
    dirs.push(dir);
    const store = openSqliteHistoryStore(dir);
    const registry = new Registry();
    const logs: string[] = [];
    const follower = createChainFollower({
      reader: xReader({ ctx, store, node }, heightSource(node, 'X')),
      store,
      node,
      config: readFollowerConfig({ SNOWLINE_FOLLOW_POLL_MS: '50' }),
      metrics: createFollowerMetrics(registry),
      log: (m) => logs.push(m),
    });
    follower.start();
    try {
      await expect
        .poll(async () => (await store.cursors()).find((c) => c.chain === 'X')?.nextHeight, { timeout: 10_000 })
        .toBe(3);
    } finally {
      await follower.stop();
    }
    const cursor = (await store.cursors()).find((c) => c.chain === 'X')!;
    expect(cursor.error).toBeNull();
    expect(logs.filter((l) => /retrying/.test(l))).toEqual([]);

    // The later block's tx is in ewoq's history, after the readable tx of the block it could not fully read.
    const ewoq = formatAddress('X', 'local', EWOQ_ADDR).slice(2);
    const rows = (await store.addressTxs({ address: ewoq, limit: 10 })).rows;
    expect(rows.map((r) => r.height)).toEqual([2, 1, 0]);
    expect(cursor.txs).toBe(4);

    const [summary] = await store.undecoded();
    expect(summary).toMatchObject({
      chain: 'X',
      blocks: 1,
      last: { height: 1, kind: 'unknown_type', pos: 1, count: 1, typeID: UNKNOWN, txID: hiddenID },
    });
    const metric = await registry.getSingleMetric('snowline_follower_undecoded_txs_total')!.get();
    expect(metric.values).toEqual([{ labels: { chain: 'X', reason: 'unknown_type' }, value: 1 }]);
    await store.close();
  });

  it('records a P block whose type is unknown at the height it was expected, with nothing read', () => {
    const block = encodePvmBlock({ kind: 'BanffCommitBlock', time: 5n, parentID: new Uint8Array(32), height: 4n });
    new DataView(block.buffer).setUint32(2, UNKNOWN);
    const d = decodePBlock(ctx, block, { height: 4, timeMs: 1234 });
    expect(d).toMatchObject({ height: 4, timeMs: 1234, txs: [] });
    expect(d.undecoded).toMatchObject({ kind: 'block', typeID: UNKNOWN, txID: null });
  });

  it('lists a C block atomic tx of an unknown type after the EVM txs and the atomic txs before it', () => {
    const imp = signedByEwoq(IMPORT_FROM_P);
    const exp = signedByEwoq(EXPORT_TO_X);
    const { block: extra, txID } = withUnknownTypeID(encodeBlockExtraData([imp, exp]), encodeAtomicTx(exp));
    const d = decodeCBlock(
      ctx,
      {
        number: '0x5',
        hash: '0xAB',
        timestamp: '0x10',
        gasUsed: '0x0',
        transactions: [],
        blockExtraData: formatBytes(extra, 'hexnc'),
      },
      [],
    );
    expect(d.txs.map((t) => [t.pos, t.type])).toEqual([
      [0, 'ImportTx'],
      [1, `undecoded (type ${UNKNOWN})`],
    ]);
    expect(d.txs[1]!.id).toBe(txID);
    expect(d.undecoded).toMatchObject({ kind: 'unknown_type', pos: 1, txID });
  });
});
