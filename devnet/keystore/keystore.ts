// The node's keystore (api/keystore/keystore.go before its removal in v1.12.2): users protected by a
// password kept only as an argon2id hash, each with a private key store whose values are encrypted
// with the password (encdb). Users live in SQLite tables `ks_users` and `ks_data`.
//
// One deliberate difference: the real node keeps a separate store per blockchain, so a key imported
// on the X-chain is unknown to platform.listAddresses. Here a user's keys are shared by every chain
// (the same secp256k1 key controls the same short address on X and P), which is what a devnet user
// expects from platform.listAddresses / platform.exportKey.
import type Database from 'better-sqlite3';
import { CodecError } from '@/lib/codec/errors';
import { bytesEqual, SHORT_ID_LEN } from '@/lib/codec/ids';
import { addressOfPrivateKey, PRIVATE_KEY_LEN } from '@/lib/codec/secp256k1';
import { NodeError } from '../core/contracts';
import { decodeVersioned, encodeVersioned } from '../core/versioned-codec';
import {
  checkPasswordHash,
  decodePasswordHash,
  encodePasswordHash,
  NODE_ARGON2_MEMORY_KIB,
  newPasswordHash,
  type PasswordHash,
  readPasswordHash,
  ValueCipher,
  writePasswordHash,
} from './crypto';
import { checkPassword } from './password';

const MAX_USERNAME_BYTES = 1024;
/** vms/components/keystore: a user holds at most this many addresses. */
const MAX_KEYSTORE_ADDRESSES = 5000;

const ERR_EMPTY_USERNAME = 'empty username';
const ERR_USERNAME_TOO_LONG = `username exceeds maximum length of ${MAX_USERNAME_BYTES} chars`;

/** The data key under which the list of the user's addresses is kept (ids.Empty, as the node). */
const ADDRESSES_KEY = new Uint8Array(32);

/** Go's %q for the usernames in error messages. */
const goQuote = (s: string): string => JSON.stringify(s);

const userAlreadyExists = (u: string): string => `user already exists: ${u}`;
const incorrectPassword = (u: string): string => `incorrect password: user ${goQuote(u)}`;
const userDoesNotExist = (u: string): string => `user doesn't exist: ${u}`;

export interface KeystoreOptions {
  /** argon2id memory cost in KiB; the node's 64 MiB unless a test asks for less. */
  argon2MemoryKiB?: number;
}

/** A key held by a user, with the 20-byte short address it controls. */
export interface UserKey {
  address: Uint8Array;
  privateKey: Uint8Array;
}

interface KvPair {
  key: Uint8Array;
  value: Uint8Array;
}

const u8 = (b: Buffer): Uint8Array => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

function checkUsername(username: string): void {
  if (username === '') throw new NodeError(ERR_EMPTY_USERNAME);
  if (Buffer.byteLength(username, 'utf8') > MAX_USERNAME_BYTES) throw new NodeError(ERR_USERNAME_TOO_LONG);
}

function encodeAddressList(addrs: Uint8Array[]): Uint8Array {
  return encodeVersioned((w) => w.array(addrs, (w2, a) => w2.fixed(a, SHORT_ID_LEN)), 6 + addrs.length * SHORT_ID_LEN);
}

function decodeAddressList(bytes: Uint8Array): Uint8Array[] {
  return decodeVersioned(bytes, (r) => r.array((r2) => r2.fixed(SHORT_ID_LEN), SHORT_ID_LEN));
}

/** Export format: codec bytes of `user{Hash{Password[32], Salt[16]}, Data []{Key []byte, Value []byte}}`. */
function encodeExportedUser(hash: PasswordHash, data: KvPair[]): Uint8Array {
  return encodeVersioned(
    (w) => {
      writePasswordHash(w, hash);
      w.array(data, (w2, kv) => w2.bytes(kv.key).bytes(kv.value));
    },
    64 + data.length * 96,
  );
}

export function decodeExportedUser(bytes: Uint8Array): { hash: PasswordHash; data: KvPair[] } {
  return decodeVersioned(bytes, (r) => ({
    hash: readPasswordHash(r),
    data: r.array((r2) => ({ key: r2.bytes(), value: r2.bytes() }), 8),
  }));
}

export class Keystore {
  private readonly memoryKiB: number;
  private readonly s;
  /** Every operation runs after the previous one, as under the node's keystore lock: argon2 is costly. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database.Database,
    opts: KeystoreOptions = {},
  ) {
    this.memoryKiB = opts.argon2MemoryKiB ?? NODE_ARGON2_MEMORY_KIB;
    db.exec(`
      CREATE TABLE IF NOT EXISTS ks_users (
        username TEXT PRIMARY KEY,
        password_hash BLOB NOT NULL
      );
      CREATE TABLE IF NOT EXISTS ks_data (
        username TEXT NOT NULL,
        key BLOB NOT NULL,
        value BLOB NOT NULL,
        PRIMARY KEY (username, key)
      );
    `);
    this.s = {
      getUser: db.prepare(`SELECT password_hash FROM ks_users WHERE username = ?`).pluck(),
      putUser: db.prepare(`INSERT INTO ks_users (username, password_hash) VALUES (?, ?)`),
      delUser: db.prepare(`DELETE FROM ks_users WHERE username = ?`),
      listUsers: db.prepare(`SELECT username FROM ks_users ORDER BY username`).pluck(),
      getData: db.prepare(`SELECT value FROM ks_data WHERE username = ? AND key = ?`).pluck(),
      putData: db.prepare(
        `INSERT INTO ks_data (username, key, value) VALUES (?, ?, ?) ON CONFLICT(username, key) DO UPDATE SET value = excluded.value`,
      ),
      allData: db.prepare(`SELECT key, value FROM ks_data WHERE username = ? ORDER BY key`),
      delData: db.prepare(`DELETE FROM ks_data WHERE username = ?`),
    };
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private passwordHash(username: string): PasswordHash | undefined {
    const b = this.s.getUser.get(username) as Buffer | undefined;
    return b ? decodePasswordHash(u8(b)) : undefined;
  }

  /** GetRawDatabase's check: the user exists and the password matches, else `incorrect password`. */
  private async authenticate(username: string, password: string): Promise<void> {
    if (username === '') throw new NodeError(ERR_EMPTY_USERNAME);
    const h = this.passwordHash(username);
    if (!h || !(await checkPasswordHash(h, password, this.memoryKiB))) throw new NodeError(incorrectPassword(username));
  }

  createUser(username: string, password: string): Promise<void> {
    return this.serial(async () => {
      checkUsername(username);
      if (this.passwordHash(username)) throw new NodeError(userAlreadyExists(username));
      checkPassword(password);
      const h = await newPasswordHash(password, this.memoryKiB);
      this.s.putUser.run(username, encodePasswordHash(h));
    });
  }

  deleteUser(username: string, password: string): Promise<void> {
    return this.serial(async () => {
      checkUsername(username);
      const h = this.passwordHash(username);
      if (!h) throw new NodeError(userDoesNotExist(username));
      if (!(await checkPasswordHash(h, password, this.memoryKiB))) throw new NodeError(incorrectPassword(username));
      this.db.transaction(() => {
        this.s.delData.run(username);
        this.s.delUser.run(username);
      })();
    });
  }

  /** Usernames in byte order (the node iterates its user database by key). */
  listUsers(): string[] {
    return this.s.listUsers.all() as string[];
  }

  exportUser(username: string, password: string): Promise<Uint8Array> {
    return this.serial(async () => {
      checkUsername(username);
      await this.authenticate(username, password);
      const h = this.passwordHash(username) as PasswordHash;
      const rows = this.s.allData.all(username) as { key: Buffer; value: Buffer }[];
      // Values are exported still encrypted: the blob is useless without the password.
      return encodeExportedUser(
        h,
        rows.map((r) => ({ key: u8(r.key), value: u8(r.value) })),
      );
    });
  }

  importUser(username: string, password: string, userBytes: Uint8Array): Promise<void> {
    return this.serial(async () => {
      checkUsername(username);
      if (this.passwordHash(username)) throw new NodeError(userAlreadyExists(username));
      let user: { hash: PasswordHash; data: KvPair[] };
      try {
        user = decodeExportedUser(userBytes);
      } catch (e) {
        throw new NodeError(e instanceof CodecError ? e.message : String(e));
      }
      if (!(await checkPasswordHash(user.hash, password, this.memoryKiB)))
        throw new NodeError(incorrectPassword(username));
      this.db.transaction(() => {
        if (this.passwordHash(username)) throw new NodeError(userAlreadyExists(username));
        this.s.putUser.run(username, encodePasswordHash(user.hash));
        for (const kv of user.data) this.s.putData.run(username, kv.key, kv.value);
      })();
    });
  }

  /** Throws `incorrect password: user "<u>"` unless the user exists and the password is right. */
  verify(username: string, password: string): Promise<void> {
    return this.serial(() => this.authenticate(username, password));
  }

  private addressList(username: string, cipher: ValueCipher): Uint8Array[] {
    const sealed = this.s.getData.get(username, ADDRESSES_KEY) as Buffer | undefined;
    return sealed ? decodeAddressList(this.open(cipher, sealed)) : [];
  }

  private open(cipher: ValueCipher, sealed: Buffer): Uint8Array {
    try {
      return cipher.decrypt(u8(sealed));
    } catch {
      // Only reachable if the tables were tampered with: the password was verified just before.
      throw new NodeError('chacha20poly1305: message authentication failed');
    }
  }

  /** The user's addresses in the order they were added. */
  addresses(username: string, password: string): Promise<Uint8Array[]> {
    return this.serial(async () => {
      await this.authenticate(username, password);
      return this.addressList(username, new ValueCipher(password));
    });
  }

  /** The user's keys, in the order their addresses were added. */
  keys(username: string, password: string): Promise<UserKey[]> {
    return this.serial(async () => {
      await this.authenticate(username, password);
      const cipher = new ValueCipher(password);
      const out: UserKey[] = [];
      for (const address of this.addressList(username, cipher)) {
        const sealed = this.s.getData.get(username, address) as Buffer | undefined;
        if (sealed) out.push({ address, privateKey: this.open(cipher, sealed) });
      }
      return out;
    });
  }

  /** The key controlling `address`, or undefined when the user does not hold it. */
  key(username: string, password: string, address: Uint8Array): Promise<Uint8Array | undefined> {
    return this.serial(async () => {
      await this.authenticate(username, password);
      const sealed = this.s.getData.get(username, address) as Buffer | undefined;
      return sealed ? this.open(new ValueCipher(password), sealed) : undefined;
    });
  }

  /** PutKeys: stores the keys the user does not hold yet; returns each key's address. */
  addKeys(username: string, password: string, privateKeys: Uint8Array[]): Promise<Uint8Array[]> {
    return this.serial(async () => {
      await this.authenticate(username, password);
      const cipher = new ValueCipher(password);
      const addrs = privateKeys.map((k) => {
        if (k.length !== PRIVATE_KEY_LEN) throw new NodeError('invalid private key length');
        return addressOfPrivateKey(k);
      });
      this.db.transaction(() => {
        const list = this.addressList(username, cipher);
        const fresh: number[] = [];
        addrs.forEach((a, i) => {
          const held = this.s.getData.get(username, a) !== undefined;
          const dup = fresh.some((j) => bytesEqual(addrs[j] as Uint8Array, a));
          if (!held && !dup) fresh.push(i);
        });
        if (fresh.length === 0) return;
        if (list.length + fresh.length > MAX_KEYSTORE_ADDRESSES) {
          throw new NodeError(`keystore user has reached its limit of ${MAX_KEYSTORE_ADDRESSES} addresses`);
        }
        for (const i of fresh) {
          this.s.putData.run(username, addrs[i] as Uint8Array, cipher.encrypt(privateKeys[i] as Uint8Array));
          list.push(addrs[i] as Uint8Array);
        }
        this.s.putData.run(username, ADDRESSES_KEY, cipher.encrypt(encodeAddressList(list)));
      })();
      return addrs;
    });
  }

  async addKey(username: string, password: string, privateKey: Uint8Array): Promise<Uint8Array> {
    const [addr] = await this.addKeys(username, password, [privateKey]);
    return addr as Uint8Array;
  }
}
