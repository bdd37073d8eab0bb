// The signed-tx framing every Avalanche VM codec shares: version, unsigned body, credentials; the
// txID is the sha256 of the signed bytes and the signatures cover the version + unsigned body.
// Each chain supplies only its unsigned-body reader/writer and its type-ID table.
import { contentId } from './ids';
import {
  CODEC_VERSION,
  type Credential,
  type TypeIdTable,
  type Utxo,
  decodeUtxoWith,
  encodeUtxoWith,
  readCredentials,
  readVersion,
  writeCredential,
} from './avax';
import { CodecReader } from './reader';
import { CodecWriter } from './writer';

interface SignedTx<U> {
  unsigned: U;
  credentials: Credential[];
}

export interface SignedTxCodec<U> {
  /** version + typeID + body: the bytes each credential signs the sha256 of. */
  encodeUnsigned(u: U): Uint8Array;
  decodeUnsigned(bytes: Uint8Array): U;
  /** Signed tx without the version prefix: how txs appear inside blocks. */
  writeBody(w: CodecWriter, tx: SignedTx<U>): void;
  readBody(r: CodecReader): SignedTx<U>;
  encode(tx: SignedTx<U>): Uint8Array;
  /** Every byte must be consumed. */
  decode(bytes: Uint8Array): SignedTx<U>;
  /** txID = sha256(signed bytes). */
  txId(signedBytes: Uint8Array): Uint8Array;
  /** The unsigned prefix of signed bytes, without re-encoding: the signatures were made over exactly these. */
  unsignedBytesOf(signedBytes: Uint8Array): Uint8Array;
  encodeUtxo(utxo: Utxo): Uint8Array;
  decodeUtxo(bytes: Uint8Array): Utxo;
}

export function signedTxCodec<U>(
  types: TypeIdTable,
  writeUnsigned: (w: CodecWriter, u: U) => void,
  readUnsigned: (r: CodecReader) => U,
): SignedTxCodec<U> {
  const writeBody = (w: CodecWriter, tx: SignedTx<U>): void => {
    writeUnsigned(w, tx.unsigned);
    w.array(tx.credentials, (w2, c) => writeCredential(w2, types, c));
  };
  const readBody = (r: CodecReader): SignedTx<U> => {
    const unsigned = readUnsigned(r);
    return { unsigned, credentials: readCredentials(r, types) };
  };
  const versioned = (write: (w: CodecWriter) => void): Uint8Array => {
    const w = new CodecWriter();
    w.u16(CODEC_VERSION);
    write(w);
    return w.finish();
  };
  const strict = <T>(bytes: Uint8Array, read: (r: CodecReader) => T): T => {
    const r = new CodecReader(bytes);
    readVersion(r);
    const v = read(r);
    r.done();
    return v;
  };
  return {
    encodeUnsigned: (u) => versioned((w) => writeUnsigned(w, u)),
    decodeUnsigned: (bytes) => strict(bytes, readUnsigned),
    writeBody,
    readBody,
    encode: (tx) => versioned((w) => writeBody(w, tx)),
    decode: (bytes) => strict(bytes, readBody),
    txId: contentId,
    unsignedBytesOf(signedBytes) {
      const r = new CodecReader(signedBytes);
      readVersion(r);
      readUnsigned(r);
      return signedBytes.slice(0, r.offset);
    },
    encodeUtxo: (utxo) => encodeUtxoWith(types, utxo),
    decodeUtxo: (bytes) => decodeUtxoWith(types, bytes),
  };
}
