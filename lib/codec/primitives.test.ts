import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { formatAddress, hrpForNetworkId, networkNameForId, parseAddress } from './address';
import { cb58Decode, cb58Encode } from './cb58';
import { formatBytes, parseBytes } from './encoding';
import { CodecError } from './errors';
import {
  bytesEqual,
  compareBytes,
  EMPTY_ID,
  idFromString,
  idToString,
  nodeIdFromString,
  nodeIdToString,
  shortIdFromString,
  shortIdToString,
} from './ids';
import { AVAX_ASSET_ID_STRING, C_CHAIN_ID_STRING, EWOQ_ADDR, X_CHAIN_ID_STRING } from '@/lib/codec/testing/fixtures';

describe('cb58 and ids', () => {
  it('encodes the empty id as AvalancheGo does', () => {
    expect(idToString(EMPTY_ID)).toBe('11111111111111111111111111111111LpoYY');
    expect(idFromString('11111111111111111111111111111111LpoYY')).toEqual(EMPTY_ID);
  });

  it('decodes the local chain and asset ids to 32 bytes and back', () => {
    for (const s of [X_CHAIN_ID_STRING, C_CHAIN_ID_STRING, AVAX_ASSET_ID_STRING]) {
      const b = idFromString(s);
      expect(b.length).toBe(32);
      expect(idToString(b)).toBe(s);
    }
  });

  it('rejects a corrupted checksum, bad characters and wrong lengths', () => {
    const good = X_CHAIN_ID_STRING;
    const bad = good.slice(0, -1) + (good.endsWith('d') ? 'e' : 'd');
    expect(() => idFromString(bad)).toThrow(CodecError);
    expect(() => cb58Decode('0OIl')).toThrow(CodecError);
    expect(() => cb58Decode('')).toThrow(CodecError);
    expect(() => idFromString(cb58Encode(new Uint8Array(20)))).toThrow(CodecError);
    expect(() => idToString(new Uint8Array(31))).toThrow(CodecError);
  });

  it('formats node ids with the NodeID- prefix and requires it when parsing', () => {
    const s = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
    const b = nodeIdFromString(s);
    expect(b.length).toBe(20);
    expect(nodeIdToString(b)).toBe(s);
    expect(() => nodeIdFromString('7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg')).toThrow(CodecError);
    expect(shortIdFromString(shortIdToString(b))).toEqual(b);
  });

  it('compares bytes lexicographically, shorter prefix first', () => {
    expect(compareBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 3))).toBe(-1);
    expect(compareBytes(Uint8Array.of(2), Uint8Array.of(1, 9))).toBe(1);
    expect(compareBytes(Uint8Array.of(1), Uint8Array.of(1, 0))).toBe(-1);
    expect(compareBytes(Uint8Array.of(1, 0), Uint8Array.of(1, 0))).toBe(0);
    expect(bytesEqual(Uint8Array.of(1, 0), Uint8Array.of(1, 0))).toBe(true);
    expect(bytesEqual(Uint8Array.of(1, 0), Uint8Array.of(1))).toBe(false);
  });
});

describe('hex encodings', () => {
  it('appends the last 4 bytes of sha256 for hex/hexc and nothing for hexnc', () => {
    // sha256("") = e3b0c442…7852b855
    expect(formatBytes(new Uint8Array(0))).toBe('0x7852b855');
    expect(formatBytes(Uint8Array.of(0xab), 'hexnc')).toBe('0xab');
    const b = hex.decode('00010203');
    expect(parseBytes(formatBytes(b, 'hexc'), 'hexc')).toEqual(b);
    expect(parseBytes(formatBytes(b))).toEqual(b);
    expect(parseBytes('0xABCD', 'hexnc')).toEqual(Uint8Array.of(0xab, 0xcd));
  });

  it('rejects a missing prefix, odd length, bad digits and a bad checksum', () => {
    expect(() => parseBytes('7852b855')).toThrow(CodecError);
    expect(() => parseBytes('0x7852b85')).toThrow(CodecError);
    expect(() => parseBytes('0xzz', 'hexnc')).toThrow(CodecError);
    expect(() => parseBytes('0x007852b855')).toThrow(/checksum/);
    expect(() => parseBytes('0x78', 'hex')).toThrow(CodecError);
  });
});

describe('addresses', () => {
  it('maps network ids to hrps and names', () => {
    expect([1, 2, 3, 4, 5, 10, 12345, 99].map(hrpForNetworkId)).toEqual([
      'avax',
      'cascade',
      'denali',
      'everest',
      'fuji',
      'testing',
      'local',
      'custom',
    ]);
    expect([1, 5, 10, 12345, 99].map(networkNameForId)).toEqual(['mainnet', 'fuji', 'testing', 'local', 'network-99']);
  });

  it('formats the ewoq address and parses it with or without a chain prefix', () => {
    const s = formatAddress('X', 'local', EWOQ_ADDR);
    expect(s).toBe('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u');
    expect(parseAddress(s)).toEqual({ chainAlias: 'X', hrp: 'local', bytes: EWOQ_ADDR });
    expect(parseAddress('local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u')).toEqual({ hrp: 'local', bytes: EWOQ_ADDR });
    expect(parseAddress('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u').chainAlias).toBe('P');
  });

  it('rejects bad checksums, missing separators and wrong payload sizes', () => {
    expect(() => parseAddress('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96v')).toThrow(CodecError);
    expect(() => parseAddress('X-')).toThrow(CodecError);
    expect(() => parseAddress('-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u')).toThrow(CodecError);
    expect(() => parseAddress('')).toThrow(CodecError);
    expect(() => formatAddress('X', 'local', new Uint8Array(21))).toThrow(CodecError);
  });
});
