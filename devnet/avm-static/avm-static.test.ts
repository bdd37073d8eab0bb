import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { describe, expect, test } from 'vitest';
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { decodeAvmUnsignedTx } from '@/lib/codec/avm/tx';
import { bytesEqual } from '@/lib/codec/ids';
import { callMethod } from '../core/testing';
import {
  AVAX_ASSET_ID,
  EWOQ_ADDRESS,
  EWOQ_ADDRESS_STR,
  STAKER_FUNDS_ADDRESS_STR,
  THIRD_ADDRESS_STR,
} from '../genesis/constants';
import { splitAvmGenesis } from './genesis';
import { createAvmStaticService } from './service';

const call = (p: Record<string, unknown>) =>
  callMethod([createAvmStaticService()], 'avm.buildGenesis', p) as Promise<Record<string, any>>;

/** The CreateAssetTx of one genesis asset, decoded by the AVM codec (typeID 1 put back in front). */
function decodeBody(body: Uint8Array) {
  const prefixed = new Uint8Array(6 + body.length);
  prefixed.set([0, 0, 0, 0, 0, 1]);
  prefixed.set(body, 6);
  const tx = decodeAvmUnsignedTx(prefixed);
  if (tx.kind !== 'CreateAssetTx') throw new Error('not a CreateAssetTx');
  return tx;
}

describe('avm.buildGenesis', () => {
  test("rebuilds the local network's AVAX asset: its tx hashes to the real AVAX asset id", async () => {
    // genesis_local: memo = the allocations' ETH address once per X allocation, holders ewoq and the third key.
    const memo = hex.decode('b3d82b1367d362de99ab59a658165aff520cbd4d'.repeat(2));
    const r = await call({
      networkID: 12345,
      genesisData: {
        AVAX: {
          name: 'Avalanche',
          symbol: 'AVAX',
          denomination: 9,
          memo: formatBytes(memo),
          initialState: {
            fixedCap: [
              { amount: '300000000000000000', address: EWOQ_ADDRESS_STR },
              { amount: '10000000000000000', address: THIRD_ADDRESS_STR },
            ],
          },
        },
      },
      encoding: 'hex',
    });
    expect(r.encoding).toBe('hex');
    const [asset, ...rest] = splitAvmGenesis(parseBytes(r.bytes));
    expect(rest).toEqual([]);
    expect(asset?.alias).toBe('AVAX');
    const body = asset!.createAssetTxBody;
    // Signed tx bytes = version, typeID 1, body, zero credentials; its sha256 is the asset id.
    const signed = new Uint8Array([0, 0, 0, 0, 0, 1, ...body, 0, 0, 0, 0]);
    expect(bytesEqual(sha256(signed), AVAX_ASSET_ID)).toBe(true);
    const tx = decodeBody(body);
    expect(tx).toMatchObject({ name: 'Avalanche', symbol: 'AVAX', denomination: 9 });
    expect(tx.base.networkID).toBe(12345);
  });

  test('variableCap gives secp mint outputs with the minter set threshold; assets come sorted by alias', async () => {
    const r = await call({
      networkID: 12345,
      genesisData: {
        zeta: {
          name: 'Zeta',
          symbol: 'ZT',
          initialState: { variableCap: [{ minters: [EWOQ_ADDRESS_STR, STAKER_FUNDS_ADDRESS_STR], threshold: 2 }] },
        },
        alpha: {
          name: 'Alpha',
          symbol: 'AL',
          denomination: 3,
          initialState: { fixedCap: [{ amount: 5, address: EWOQ_ADDRESS_STR }] },
        },
        art: {
          name: 'Art',
          symbol: 'ART',
          initialState: {
            nonFungible: [{ minters: [EWOQ_ADDRESS_STR], threshold: 1 }, { minters: [THIRD_ADDRESS_STR] }],
          },
        },
      },
    });
    const assets = splitAvmGenesis(parseBytes(r.bytes));
    expect(assets.map((a) => a.alias)).toEqual(['alpha', 'art', 'zeta']);
    const zeta = decodeBody(assets[2]!.createAssetTxBody);
    expect(zeta.initialStates).toHaveLength(1);
    const mint = zeta.initialStates[0]!.outputs[0]!;
    expect(mint.kind).toBe('secp256k1fx.MintOutput');
    expect(mint.kind === 'secp256k1fx.MintOutput' && mint.owners.threshold).toBe(2);
    const art = decodeBody(assets[1]!.createAssetTxBody);
    expect(art.initialStates.map((s) => s.fxIndex)).toEqual([1]);
    expect(art.initialStates[0]!.outputs.map((o) => o.kind === 'nftfx.MintOutput' && o.groupID)).toEqual([0, 1]);
    const alpha = decodeBody(assets[0]!.createAssetTxBody);
    expect(alpha.denomination).toBe(3);
    const out = alpha.initialStates[0]!.outputs[0]!;
    expect(out.kind === 'secp256k1fx.TransferOutput' && out.amount).toBe(5n);
    expect(out.kind === 'secp256k1fx.TransferOutput' && bytesEqual(out.owners.addrs[0]!, EWOQ_ADDRESS)).toBe(true);
  });

  test('the same description always gives the same bytes', async () => {
    const p = {
      networkID: 1,
      genesisData: {
        b: {
          name: 'B',
          initialState: {
            fixedCap: [
              { amount: 1, address: EWOQ_ADDRESS_STR },
              { amount: 2, address: THIRD_ADDRESS_STR },
            ],
          },
        },
        a: { name: 'A', initialState: {} },
      },
    };
    expect((await call(p)).bytes).toBe((await call(p)).bytes);
  });

  test.each([
    [
      'a chain-prefixed address',
      { fixedCap: [{ amount: 1, address: 'X-' + EWOQ_ADDRESS_STR }] },
      /problem parsing holder address/,
    ],
    ['a bad minter address', { variableCap: [{ minters: ['nope'], threshold: 1 }] }, /problem parsing minters address/],
    ['limitedTransfer', { limitedTransfer: [{}] }, 'unknown asset type'],
  ])('refuses %s', async (_n, initialState, message) => {
    await expect(
      call({ networkID: 12345, genesisData: { a: { name: 'A', symbol: 'A', initialState } } }),
    ).rejects.toThrow(message);
  });

  test('refuses a symbol over 4 characters, a bad memo and an unknown encoding', async () => {
    const asset = { name: 'A', initialState: { fixedCap: [{ amount: 1, address: EWOQ_ADDRESS_STR }] } };
    await expect(call({ networkID: 1, genesisData: { a: { ...asset, symbol: 'ABCDE' } } })).rejects.toThrow(
      'symbol is too long, maximum size is 4',
    );
    await expect(call({ networkID: 1, genesisData: { a: { ...asset, symbol: 'ABCD' } } })).resolves.toMatchObject({
      encoding: 'hex',
    });
    await expect(call({ networkID: 1, genesisData: { a: { ...asset, memo: '0x1234' } } })).rejects.toThrow(
      /problem formatting asset definition memo/,
    );
    await expect(call({ networkID: 1, genesisData: { a: asset }, encoding: 'base64' })).rejects.toThrow(
      'invalid encoding',
    );
  });
});
