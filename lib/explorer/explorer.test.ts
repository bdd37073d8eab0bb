import { describe, expect, it } from 'vitest';
import type { UtxoView } from '@/lib/decode/model';
import { describeAssets, MAX_DESCRIBED_ASSETS } from './assets';
import { pageHeights, tpsSeries, type BlockSummary } from './block-summary';
import { sumBalances } from './utxos';
import { chainTxUrl, urls } from './urls';
import { blockAtomicTxs } from './atomic';
import { parseBlockRef } from './load';
import { parseEvmBlockRef } from './evm';
import { assetKind, initialSupply } from './asset-kind';

const block = (height: number, timeMs: number | null, txs: number): BlockSummary => ({
  chain: 'X',
  id: `b${height}`,
  height: String(height),
  type: 'StandardBlock',
  timeMs,
  txs: Array.from({ length: txs }, (_, i) => ({ id: `t${height}-${i}`, type: 'BaseTx' })),
});

describe('block lists', () => {
  it('pages newest first and stops at genesis', () => {
    expect(pageHeights(5n, 3)).toEqual([5n, 4n, 3n]);
    expect(pageHeights(1n, 20)).toEqual([1n, 0n]);
  });

  it('computes TPS from txs over the time since the previous block', () => {
    const s = tpsSeries([block(3, 10_000, 4), block(1, 6_000, 1), block(2, 8_000, 2), block(4, null, 9)]);
    expect(s).toEqual([
      { timeMs: 8_000, tps: 1, height: '2' },
      { timeMs: 10_000, tps: 2, height: '3' },
    ]);
    // Two blocks in the same second count over one second, not infinity.
    expect(tpsSeries([block(1, 5_000, 1), block(2, 5_000, 3)])[0]!.tps).toBe(3);
  });

  it('reads a block reference as a height or an id, and nothing else', () => {
    expect(parseBlockRef('42')).toEqual({ height: 42n });
    expect(parseBlockRef('2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed')).toEqual({
      id: '2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed',
    });
    expect(parseBlockRef('../etc')).toBeNull();
    expect(parseEvmBlockRef('0x' + 'AB'.repeat(32))).toEqual({ hash: '0x' + 'ab'.repeat(32) });
    expect(parseEvmBlockRef('0x12')).toBeNull();
  });
});

describe('balances from UTXOs', () => {
  const utxo = (assetID: string, amount: bigint | null, locktime = 0n, stakeableLocktime?: bigint): UtxoView => ({
    txID: 't',
    outputIndex: 0,
    utxoID: `${assetID}${amount}${locktime}`,
    output: {
      outputIndex: 0,
      assetID,
      kind: amount === null ? 'nftfx.TransferOutput' : 'secp256k1fx.TransferOutput',
      amount,
      owners: { addresses: [], threshold: 1, locktime },
      ...(stakeableLocktime !== undefined ? { stakeableLocktime } : {}),
    },
  });

  it('sums exactly per asset beyond float precision and counts what is still locked', () => {
    const big = 9_007_199_254_740_993n; // 2^53 + 1
    const b = sumBalances(
      [utxo('A', big), utxo('A', 1n), utxo('A', 5n, 2_000n), utxo('B', null), utxo('A', 7n, 0n, 3_000n)],
      1_000n,
    );
    expect(b.amounts).toEqual({ A: big + 13n });
    expect(b.locked).toEqual({ A: 12n });
    expect(b.others).toEqual({ B: 1 });
    expect(b.utxoCount).toBe(5);
  });
});

describe('asset descriptions', () => {
  it('asks once per asset and turns a failure into an unknown asset', async () => {
    let calls = 0;
    const describe = async (id: string) => {
      calls++;
      if (id === 'bad') throw new Error('not found');
      return { name: 'Snow', symbol: 'SNW', denomination: 2 };
    };
    const first = await describeAssets(['asset-1', 'asset-1', 'bad'], describe);
    expect(first['asset-1']).toMatchObject({ symbol: 'SNW', known: true });
    expect(first.bad).toMatchObject({ known: false });
    expect(calls).toBe(2);
  });

  it('asks the node about a bounded number of assets per page, a few at a time', async () => {
    let inFlight = 0;
    let most = 0;
    const asked: string[] = [];
    const describe = async (id: string) => {
      asked.push(id);
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      return { name: id, symbol: 'A', denomination: 0 };
    };
    const ids = Array.from({ length: 1000 }, (_, i) => `asset-${i}`);
    const described = await describeAssets(ids, describe);
    expect(asked).toHaveLength(MAX_DESCRIBED_ASSETS);
    expect(most).toBeLessThanOrEqual(8);
    expect(Object.keys(described)).toHaveLength(1000);
    expect(described['asset-0']).toMatchObject({ known: true });
    expect(described['asset-999']).toMatchObject({ known: false, name: 'Unknown asset' });
  });

  it('names the kind of an asset from its initial state', () => {
    const out = (kind: string, amount: bigint | null) => ({
      outputIndex: 0,
      assetID: 'a',
      kind,
      amount,
      owners: { addresses: [], threshold: 1, locktime: 0n },
    });
    expect(assetKind([out('secp256k1fx.TransferOutput', 5n)])).toBe('Fungible, fixed cap');
    expect(assetKind([out('secp256k1fx.TransferOutput', 5n), out('secp256k1fx.MintOutput', null)])).toMatch(
      /variable cap/,
    );
    expect(assetKind([out('nftfx.MintOutput', null)])).toMatch(/NFT/);
    expect(initialSupply([out('secp256k1fx.TransferOutput', 5n), out('secp256k1fx.TransferOutput', 7n)])).toBe(12n);
  });
});

describe('urls', () => {
  it('gives every entity a stable URL', () => {
    expect(urls.block('X', 12n)).toBe('/x/blocks/12');
    expect(urls.blocks('P', 40n)).toBe('/p/blocks?from=40');
    expect(urls.output('X', 'abc', 2)).toBe('/x/tx/abc#output-2');
    expect(urls.address('P-local1xyz')).toBe('/p/address/P-local1xyz');
    expect(urls.address('0xAbC')).toBe('/c/address/0xAbC');
    expect(urls.index('X/tx', 5n)).toBe('/index/X/tx?start=5');
    expect(urls.search('a b')).toBe('/search?q=a%20b');
  });

  it('links the C-Chain side of atomic moves: C- addresses and atomic txs have pages', () => {
    expect(urls.address('C-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u')).toBe(
      '/c/address/C-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
    );
    expect(urls.address('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u')).toBe(
      '/x/address/X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
    );
    expect(chainTxUrl('C', 'abc')).toBe('/c/tx/abc');
    expect(chainTxUrl('P', 'abc')).toBe('/p/tx/abc');
    expect(chainTxUrl(null, 'abc')).toBeNull();
    expect(urls.output('C', 'abc', 1)).toBe('/c/tx/abc#output-1');
  });
});

describe('atomic txs of a C block', () => {
  const ctx = { hrp: 'local', chainAliases: {} };
  it('is null on an EVM without blockExtraData, empty for "0x", undecoded bytes or an error text (not a crash) for garbage', () => {
    expect(blockAtomicTxs({ number: 1n }, ctx)).toBeNull();
    expect(blockAtomicTxs({ blockExtraData: '0x' }, ctx)).toEqual({ txs: [], undecoded: null });
    expect(blockAtomicTxs({ blockExtraData: '0x00000000000100' }, ctx)).toMatchObject({
      txs: [],
      undecoded: { pos: 0, typeID: null, hex: '0x0000000100', reason: expect.stringMatching(/slice length/) },
    });
    expect(blockAtomicTxs({ blockExtraData: 5 }, ctx)).toMatchObject({ error: expect.stringMatching(/not hex/) });
  });
});
