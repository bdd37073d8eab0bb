import { describe, expect, it } from 'vitest';
import { decodeWireParams, registry, WireParamsError, WIRE_PARAMS_ERROR_MESSAGE } from '@/lib/registry';
import { thrownBy } from '@/lib/testing/thrown';

const TX_ID = '2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed';

const decodeError = (fn: () => unknown) => thrownBy(WireParamsError, fn);

describe('decodeWireParams (Go json2 semantics)', () => {
  it('reads a params object with canonical keys, bigint for uint64 fields', () => {
    const out = decodeWireParams(registry.index.getContainerRange, {
      startIndex: '5',
      numToFetch: 10,
      encoding: 'hex',
    });
    expect(out).toEqual({ startIndex: 5n, numToFetch: 10n, encoding: 'hex' });
  });

  it('accepts a one-element array of the object, and missing or null params', () => {
    expect(decodeWireParams(registry.avm.getTx, [{ txID: TX_ID }])).toEqual({ txID: TX_ID });
    expect(decodeWireParams(registry.platform.getHeight, undefined)).toEqual({});
    expect(decodeWireParams(registry.platform.getHeight, null)).toEqual({});
    expect(decodeWireParams(registry.platform.getHeight, [])).toEqual({});
  });

  it('matches keys case-insensitively, nested too, and ignores unknown keys', () => {
    const out = decodeWireParams(registry.avm.getUTXOs, {
      ADDRESSES: ['X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'],
      Limit: '2',
      startindex: { ADDRESS: 'X-a', Utxo: 'u' },
      somethingElse: 1,
    });
    expect(out).toEqual({
      addresses: ['X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'],
      limit: 2,
      startIndex: { address: 'X-a', utxo: 'u' },
    });
  });

  it('does not enforce required fields (handlers get zero values)', () => {
    expect(decodeWireParams(registry.avm.getTx, {})).toEqual({});
    expect(decodeWireParams(registry.platform.getValidatorsAt, { subnetID: null })).toEqual({});
  });

  it('passes any encoding string through: the handler answers "invalid encoding"', () => {
    expect(decodeWireParams(registry.avm.getTx, { txID: TX_ID, encoding: 'base64' })).toEqual({
      txID: TX_ID,
      encoding: 'base64',
    });
  });

  it('keeps uint64 values above 2^53 exact', () => {
    expect(decodeWireParams(registry.index.getContainerByIndex, { index: '18446744073709551615' })).toEqual({
      index: 18446744073709551615n,
    });
  });

  it.each([
    ['a string where a number belongs', registry.index.getContainerByIndex, { index: 'ten' }],
    ['a negative uint64', registry.index.getContainerByIndex, { index: -1 }],
    ['a float uint64', registry.index.getContainerByIndex, { index: 1.5 }],
    ['a number where a string belongs', registry.info.isBootstrapped, { chain: 1 }],
    ['a string where a bool belongs', registry.platform.getStake, { addresses: [], validatorsOnly: 'true' }],
    ['an object where an array belongs', registry.platform.getCurrentValidators, { nodeIDs: {} }],
    ['an invalid cb58 id (ids.ID fails to unmarshal)', registry.avm.getTx, { txID: 'not-an-id' }],
    ['params that are neither object nor array', registry.platform.getHeight, 'x'],
    ['an array whose element is not an object', registry.platform.getHeight, [1]],
  ])('rejects %s with the node message', (_label, def, raw) => {
    const err = decodeError(() => decodeWireParams(def, raw));
    expect(err.message).toBe(
      "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls",
    );
    expect(err.message).toBe(WIRE_PARAMS_ERROR_MESSAGE);
  });
});

describe('decodeWireParams special fields', () => {
  it('getValidatorsAt height: a number, a quoted number or "proposed"', () => {
    expect(decodeWireParams(registry.platform.getValidatorsAt, { height: 5 })).toEqual({ height: 5n });
    expect(decodeWireParams(registry.platform.getValidatorsAt, { height: '5' })).toEqual({ height: 5n });
    expect(decodeWireParams(registry.platform.getValidatorsAt, { height: 'proposed' })).toEqual({ height: 'proposed' });
  });

  it('decodes map values and nested arrays (buildGenesis)', () => {
    const out = decodeWireParams(registry.avmStatic.buildGenesis, {
      networkId: 16,
      genesisData: {
        asset1: {
          name: 'myFixedCapAsset',
          symbol: 'MFCA',
          initialState: { fixedCap: [{ amount: 100000, address: 'local1x' }] },
        },
      },
    });
    expect(out).toEqual({
      networkID: 16,
      genesisData: {
        asset1: {
          name: 'myFixedCapAsset',
          symbol: 'MFCA',
          initialState: { fixedCap: [{ amount: 100000n, address: 'local1x' }] },
        },
      },
    });
  });
});
