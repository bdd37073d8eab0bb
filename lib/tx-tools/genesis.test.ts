import { describe, expect, it } from 'vitest';
import { buildAvmGenesis } from '@/devnet/avm-static/genesis';
import { decodeAvmGenesis } from './genesis';

const EWOQ = 'local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';

describe('genesis bytes read back', () => {
  it('gives each asset its alias, name, symbol, denomination, memo and initial holders', () => {
    const bytes = buildAvmGenesis(12345, {
      beta: {
        name: 'Beta',
        symbol: 'BETA',
        denomination: 0,
        memo: new Uint8Array(),
        initialState: { variableCap: [{ minters: [EWOQ], threshold: 1 }] },
      },
      alpha: {
        name: 'Alpha',
        symbol: 'ALFA',
        denomination: 9,
        memo: new TextEncoder().encode('hi'),
        initialState: { fixedCap: [{ amount: 100000n, address: EWOQ }] },
      },
    });
    const assets = decodeAvmGenesis(bytes);
    expect(assets.map((a) => a.alias)).toEqual(['alpha', 'beta']);
    expect(assets[0]).toMatchObject({ name: 'Alpha', symbol: 'ALFA', denomination: 9, memo: 'hi', networkID: 12345 });
    expect(assets[0]!.initialOutputs[0]).toMatchObject({ amount: 100000n, owners: { addresses: [`X-${EWOQ}`] } });
    expect(assets[1]!.initialOutputs[0]).toMatchObject({ kind: 'secp256k1fx.MintOutput' });
  });

  it('refuses bytes that are not a genesis', () => {
    expect(() => decodeAvmGenesis(new Uint8Array([0, 1, 0, 0, 0, 1]))).toThrow();
  });
});
