import Database from 'better-sqlite3';
import { beforeEach, describe, expect, test } from 'vitest';
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { privateKeyFromString } from '@/lib/codec/secp256k1';
import { callMethod } from '../core/testing';
import { EWOQ_ADDRESS, EWOQ_PRIVATE_KEY_STR } from '../genesis/constants';
import { decodePasswordHash } from './crypto';
import { decodeExportedUser, Keystore } from './keystore';
import { createKeystoreService } from './service';

// Small argon2 memory keeps the suite fast; the algorithm and every other parameter are the node's.
const MEM_KIB = 256;
const PW = 'Snowline-devnet-42!';

let db: Database.Database;
let ks: Keystore;
const call = (m: string, p: unknown = {}) =>
  callMethod([createKeystoreService(ks)], m, p) as Promise<Record<string, any>>;
const users = async () => (await call('keystore.listUsers')).users as string[];

async function createAliceWithEwoqKey(): Promise<void> {
  await call('keystore.createUser', { username: 'alice', password: PW });
  await ks.addKey('alice', PW, privateKeyFromString(EWOQ_PRIVATE_KEY_STR));
}

/** Credentials a method refuses: a wrong password, an unknown user (answered `unknownUser`), no username. */
const refusedCredentials = (unknownUser: string): [string, string, string, string][] => [
  ['wrong password', 'alice', 'Wrong-Passw0rd!', 'incorrect password: user "alice"'],
  ['unknown user', 'nobody', PW, unknownUser],
  ['empty username', '', PW, 'empty username'],
];

beforeEach(() => {
  db = new Database(':memory:');
  ks = new Keystore(db, { argon2MemoryKiB: MEM_KIB });
});

describe('keystore.createUser', () => {
  test('creates a user that listUsers reports; the password is kept only as a salted argon2id hash', async () => {
    expect(await call('keystore.createUser', { username: 'alice', password: PW })).toEqual({});
    expect(await users()).toEqual(['alice']);
    const stored = db.prepare(`SELECT password_hash FROM ks_users WHERE username = 'alice'`).pluck().get() as Buffer;
    expect(stored.includes(Buffer.from(PW))).toBe(false);
    const h = decodePasswordHash(new Uint8Array(stored));
    expect(h.password).toHaveLength(32);
    expect(h.salt).toHaveLength(16);
  });

  test.each([
    ['empty username', '', PW, 'empty username'],
    ['username over 1024 bytes', 'u'.repeat(1025), PW, 'username exceeds maximum length of 1024 chars'],
    ['empty password', 'bob', '', 'empty password'],
    ['password over 1024 bytes', 'bob', 'Aa1!'.repeat(256) + 'x', 'password exceeds maximum length of 1024 chars'],
    ['weak password', 'bob', 'password', 'password is too weak'],
    // Only the first 50 bytes are scored: strength after them does not count.
    ['strength beyond 50 bytes', 'bob', 'a'.repeat(50) + 'Q7#vLx!9zR@m', 'password is too weak'],
  ])('refuses %s and creates nothing', async (_name, username, password, message) => {
    await expect(call('keystore.createUser', { username, password })).rejects.toThrow(message);
    expect(await users()).toEqual([]);
  });

  test('a username and password of exactly 1024 bytes are accepted', async () => {
    const long = 'Zq8#'.repeat(256);
    await call('keystore.createUser', { username: 'u'.repeat(1024), password: long });
    expect(await users()).toEqual(['u'.repeat(1024)]);
  });

  test('refuses an existing username and keeps the original password', async () => {
    await call('keystore.createUser', { username: 'alice', password: PW });
    await expect(call('keystore.createUser', { username: 'alice', password: 'Another-Str0ng-pass' })).rejects.toThrow(
      'user already exists: alice',
    );
    await expect(ks.verify('alice', PW)).resolves.toBeUndefined();
    await expect(ks.verify('alice', 'Another-Str0ng-pass')).rejects.toThrow('incorrect password: user "alice"');
  });

  test('concurrent creations are serialised and all succeed', async () => {
    await Promise.all(['d', 'b', 'e', 'a', 'c'].map((u) => call('keystore.createUser', { username: u, password: PW })));
    expect(await users()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('keystore.deleteUser', () => {
  beforeEach(createAliceWithEwoqKey);

  test('deletes the user and its keys', async () => {
    expect(await call('keystore.deleteUser', { username: 'alice', password: PW })).toEqual({});
    expect(await users()).toEqual([]);
    expect(db.prepare(`SELECT COUNT(*) FROM ks_data`).pluck().get()).toBe(0);
  });

  test.each(refusedCredentials("user doesn't exist: nobody"))(
    'refuses a %s and deletes nothing',
    async (_n, username, password, message) => {
      await expect(call('keystore.deleteUser', { username, password })).rejects.toThrow(message);
      expect(await users()).toEqual(['alice']);
      expect((await ks.keys('alice', PW)).map((k) => k.address)).toEqual([EWOQ_ADDRESS]);
    },
  );
});

describe('keys at rest', () => {
  test('private keys are stored encrypted and read back only with the password', async () => {
    await call('keystore.createUser', { username: 'alice', password: PW });
    const key = privateKeyFromString(EWOQ_PRIVATE_KEY_STR);
    expect(await ks.addKey('alice', PW, key)).toEqual(EWOQ_ADDRESS);
    // Adding the same key twice keeps one address.
    await ks.addKey('alice', PW, key);
    const values = db.prepare(`SELECT value FROM ks_data`).pluck().all() as Buffer[];
    expect(values.length).toBe(2); // the address list and the key
    for (const v of values) expect(v.includes(Buffer.from(key))).toBe(false);
    expect(await ks.keys('alice', PW)).toEqual([{ address: EWOQ_ADDRESS, privateKey: key }]);
    await expect(ks.keys('alice', 'Wrong-Passw0rd!')).rejects.toThrow('incorrect password: user "alice"');
  });
});

describe('keystore.exportUser / importUser', () => {
  beforeEach(createAliceWithEwoqKey);

  test('round trip: the user imported under another name has the same keys and password', async () => {
    const exported = await call('keystore.exportUser', { username: 'alice', password: PW });
    expect(exported.encoding).toBe('hex');
    const blob = parseBytes(exported.user);
    // The blob carries the hash and still-encrypted values, never the key in the clear.
    expect(Buffer.from(blob).includes(Buffer.from(privateKeyFromString(EWOQ_PRIVATE_KEY_STR)))).toBe(false);
    expect(decodeExportedUser(blob).data).toHaveLength(2);

    expect(await call('keystore.importUser', { username: 'alice2', password: PW, user: exported.user })).toEqual({});
    expect(await users()).toEqual(['alice', 'alice2']);
    expect(await ks.keys('alice2', PW)).toEqual(await ks.keys('alice', PW));

    // It also moves to a fresh node (another database).
    const other = new Keystore(new Database(':memory:'), { argon2MemoryKiB: MEM_KIB });
    await other.importUser('carol', PW, blob);
    expect((await other.keys('carol', PW)).map((k) => k.address)).toEqual([EWOQ_ADDRESS]);
  });

  test('hexnc encoding is honoured', async () => {
    const exported = await call('keystore.exportUser', { username: 'alice', password: PW, encoding: 'hexnc' });
    expect(exported.encoding).toBe('hexnc');
    await call('keystore.importUser', { username: 'bob', password: PW, user: exported.user, encoding: 'hexnc' });
    expect(await users()).toEqual(['alice', 'bob']);
  });

  // The node answers an unknown user like a wrong password here.
  test.each(refusedCredentials('incorrect password: user "nobody"'))(
    'exportUser refuses a %s',
    async (_n, username, password, message) => {
      await expect(call('keystore.exportUser', { username, password })).rejects.toThrow(message);
    },
  );

  test('importUser refuses a wrong password, an existing name and a corrupt blob, importing nothing', async () => {
    const { user } = await call('keystore.exportUser', { username: 'alice', password: PW });
    await expect(call('keystore.importUser', { username: 'bob', password: 'Wrong-Passw0rd!', user })).rejects.toThrow(
      'incorrect password: user "bob"',
    );
    await expect(call('keystore.importUser', { username: 'alice', password: PW, user })).rejects.toThrow(
      'user already exists: alice',
    );
    const flipped = user.slice(0, 10) + (user[10] === '0' ? '1' : '0') + user.slice(11);
    await expect(call('keystore.importUser', { username: 'bob', password: PW, user: flipped })).rejects.toThrow(
      "couldn't decode 'user' to bytes: invalid input checksum",
    );
    const truncated = formatBytes(parseBytes(user).subarray(0, 40));
    await expect(call('keystore.importUser', { username: 'bob', password: PW, user: truncated })).rejects.toThrow(
      /need \d+ bytes/,
    );
    await expect(call('keystore.importUser', { username: '', password: PW, user })).rejects.toThrow('empty username');
    expect(await users()).toEqual(['alice']);
  });
});
