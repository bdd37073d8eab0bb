import { describe, expect, it } from 'vitest';
import { encodeAvmTx, signAvmTx } from '@/lib/codec/avm';
import { AVM_SAMPLES, baseFields, transferIn } from '@/lib/codec/testing/avm-fixtures';
import { formatAddress } from '@/lib/codec/address';
import { formatBytes } from '@/lib/codec/encoding';
import { EWOQ_ADDR, EWOQ_KEY, SECOND_KEY, X_CHAIN_ID_STRING } from '@/lib/codec/testing/fixtures';
import { decodeSignedTx, TxDecodeError } from './decode-signed';
import { verdictOf } from './owner-check';

const ctx = { hrp: 'local', chainAliases: { [X_CHAIN_ID_STRING]: 'X' as const } };
const EWOQ = formatAddress('X', 'local', EWOQ_ADDR);

describe('pasted signed txs', () => {
  const unsigned = { kind: 'BaseTx' as const, base: baseFields({ inputs: [transferIn(1, 0, 4_000_000n)] }) };

  it('decodes an X-chain tx and recovers who signed it', () => {
    const hex = formatBytes(encodeAvmTx(signAvmTx(unsigned, [[EWOQ_KEY]])), 'hex');
    const decoded = decodeSignedTx(hex, ctx);
    expect(decoded.chain).toBe('X');
    expect(decoded.view).toMatchObject({ type: 'BaseTx' });
    expect(decoded.credentials).toHaveLength(1);
    expect(decoded.credentials[0]!.signers).toEqual([EWOQ]);
    expect(decoded.credentials[0]!.signs).toMatchObject({
      kind: 'input',
      outputIndex: 0,
      sigIndices: [0],
      imported: false,
    });
  });

  it('checks signers against the spent UTXO’s owners', () => {
    const good = decodeSignedTx(formatBytes(encodeAvmTx(signAvmTx(unsigned, [[EWOQ_KEY]])), 'hex'), ctx);
    const owners = { addresses: [EWOQ], threshold: 1, outputKind: 'secp256k1fx.TransferOutput' };
    expect(verdictOf(good.credentials[0]!, owners)).toEqual({ kind: 'ok', expected: [EWOQ] });
    const wrong = decodeSignedTx(formatBytes(encodeAvmTx(signAvmTx(unsigned, [[SECOND_KEY]])), 'hex'), ctx);
    expect(verdictOf(wrong.credentials[0]!, owners).kind).toBe('mismatch');
    expect(verdictOf(wrong.credentials[0]!, null).kind).toBe('unknown');
  });

  it('names the inputs no credential signs for, and a credential that signs for nothing', () => {
    const full = signAvmTx(AVM_SAMPLES.BaseTx, [[EWOQ_KEY], [EWOQ_KEY]]); // two inputs, two credentials
    const hexOf = (credentials: typeof full.credentials) => formatBytes(encodeAvmTx({ ...full, credentials }), 'hex');
    const short = decodeSignedTx(hexOf(full.credentials.slice(0, 1)), ctx);
    expect(short.unsigned).toHaveLength(1);
    expect(short.unsigned[0]).toMatchObject({ kind: 'input', outputIndex: 3 });
    const extra = decodeSignedTx(hexOf([...full.credentials, full.credentials[0]!]), ctx);
    expect(extra.unsigned).toEqual([]);
    expect(extra.credentials[2]!.signs).toBeNull();
    expect(verdictOf(extra.credentials[2]!, null)).toMatchObject({ kind: 'mismatch' });
  });

  it('refuses a wrong checksum and bytes no codec reads', () => {
    const hex = formatBytes(encodeAvmTx(signAvmTx(AVM_SAMPLES.BaseTx, [[EWOQ_KEY], [EWOQ_KEY]])), 'hex');
    const broken = hex.slice(0, -2) + (hex.endsWith('00') ? '01' : '00');
    expect(() => decodeSignedTx(broken, ctx)).toThrow(/checksum/);
    expect(() => decodeSignedTx(formatBytes(new Uint8Array([0, 0, 9, 9]), 'hex'), ctx)).toThrow(TxDecodeError);
    expect(() => decodeSignedTx('', ctx)).toThrow(/Paste/);
  });
});
