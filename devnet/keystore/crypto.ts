// The keystore's at-rest cryptography, as AvalancheGo does it:
// - password hash (utils/password/hash.go): argon2id(pw, 16-byte random salt, t=1, m=64 MiB, p=4) → 32 bytes;
// - user values (database/encdb): XChaCha20-Poly1305 with key sha256(password) and a random 24-byte
//   nonce per value, stored as codec bytes {Ciphertext []byte, Nonce []byte}.
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { argon2idAsync } from '@noble/hashes/argon2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { randomBytes } from 'node:crypto';
import type { CodecReader } from '@/lib/codec/reader';
import type { CodecWriter } from '@/lib/codec/writer';
import { decodeVersioned, encodeVersioned } from '../core/versioned-codec';

const SALT_LEN = 16;
const HASH_LEN = 32;
const NONCE_LEN = 24;
/** The node's argon2 memory cost in KiB (64 MiB). Tests pass a smaller one. */
export const NODE_ARGON2_MEMORY_KIB = 64 * 1024;

/** password.Hash: the salted hash kept instead of the password. */
export interface PasswordHash {
  password: Uint8Array;
  salt: Uint8Array;
}

async function argon2Hash(password: string, salt: Uint8Array, memoryKiB: number): Promise<Uint8Array> {
  // The async variant yields to the event loop every few ms, so one hash never stalls the server.
  return argon2idAsync(new TextEncoder().encode(password), salt, {
    t: 1,
    m: memoryKiB,
    p: 4,
    dkLen: HASH_LEN,
    asyncTick: 10,
  });
}

export async function newPasswordHash(password: string, memoryKiB: number): Promise<PasswordHash> {
  const salt = new Uint8Array(randomBytes(SALT_LEN));
  return { password: await argon2Hash(password, salt, memoryKiB), salt };
}

/** Constant-time comparison of the recomputed hash. */
export async function checkPasswordHash(h: PasswordHash, password: string, memoryKiB: number): Promise<boolean> {
  const got = await argon2Hash(password, h.salt, memoryKiB);
  let diff = got.length ^ h.password.length;
  for (let i = 0; i < got.length && i < h.password.length; i++) diff |= (got[i] as number) ^ (h.password[i] as number);
  return diff === 0;
}

/** Hash fields as the codec writes them inside a struct (fixed arrays, no length). */
export function writePasswordHash(w: CodecWriter, h: PasswordHash): void {
  w.fixed(h.password, HASH_LEN).fixed(h.salt, SALT_LEN);
}

export function readPasswordHash(r: CodecReader): PasswordHash {
  return { password: r.fixed(HASH_LEN), salt: r.fixed(SALT_LEN) };
}

/** Codec bytes of a stored password hash (version + Password[32] + Salt[16]). */
export function encodePasswordHash(h: PasswordHash): Uint8Array {
  return encodeVersioned((w) => writePasswordHash(w, h), 64);
}

export function decodePasswordHash(bytes: Uint8Array): PasswordHash {
  return decodeVersioned(bytes, readPasswordHash);
}

/** encdb's cipher for one password: key = sha256(password). */
export class ValueCipher {
  private readonly key: Uint8Array;

  constructor(password: string) {
    this.key = sha256(new TextEncoder().encode(password));
  }

  encrypt(plaintext: Uint8Array): Uint8Array {
    const nonce = new Uint8Array(randomBytes(NONCE_LEN));
    const ciphertext = xchacha20poly1305(this.key, nonce).encrypt(plaintext);
    return encodeVersioned((w) => w.bytes(ciphertext).bytes(nonce), ciphertext.length + NONCE_LEN + 16);
  }

  /** Throws when the value was not sealed with this password (AEAD tag mismatch) or is malformed. */
  decrypt(sealed: Uint8Array): Uint8Array {
    const { ciphertext, nonce } = decodeVersioned(sealed, (r) => ({ ciphertext: r.bytes(), nonce: r.bytes() }));
    return xchacha20poly1305(this.key, nonce).decrypt(ciphertext);
  }
}
