import { describe, expect, it } from 'vitest';
import { EVM_INTERNAL_ASSET } from '@/lib/store/history/evm-internal';
import { assetChoices, balancesCursorFor } from './address-query';
import type { AddressReply } from './use-history';

type Data = Parameters<typeof assetChoices>[0];
const reply = (p: Partial<Data>): Data => ({ assets: {}, balances: [], rows: [], waiting: [], ...p });
const balance = (asset: string) => ({ asset }) as AddressReply['balances'][number];
const row = (...assets: string[]) =>
  ({ deltas: assets.map((asset) => ({ asset, amount: '1' })) }) as unknown as AddressReply['rows'][number];

describe('balancesCursorFor', () => {
  it('sends the balances cursor only where the page lists balances', () => {
    expect(balancesCursorFor(['X'], 'k1')).toBe('k1');
    expect(balancesCursorFor(['P'], 'k1')).toBe('k1');
    // A C page shows no balances: a stale cursor there must not reach the API (it answers 400).
    expect(balancesCursorFor(['C'], 'not-a-cursor')).toBeUndefined();
  });
});

describe('assetChoices', () => {
  it('offers the assets of the txs shown, not only of the balances page', () => {
    const assets = assetChoices(reply({ balances: [balance('a1')], rows: [row('a2', 'a1')] }), ['X'], undefined);
    expect(assets.sort()).toEqual(['a1', 'a2']);
  });

  it('keeps the selected asset even when this page names it nowhere', () => {
    expect(assetChoices(reply({ rows: [row('a1')] }), ['X'], 'a9')).toContain('a9');
  });

  it("offers C's coin and its internal moves on an EVM account only", () => {
    expect(assetChoices(reply({}), ['C'], undefined)).toEqual(['evm', EVM_INTERNAL_ASSET]);
    expect(assetChoices(reply({ balances: [balance('a1')] }), ['X'], undefined)).toEqual(['a1']);
  });
});
