import { expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore } from '../storage/open';
import { createWalSync } from './wal-sync';
import { testContext } from './testing';

test('commits are visible at once, durable when the promise resolves, and leave FULL sync in place', async () => {
  const { db } = openStore(fs.mkdtempSync(path.join(os.tmpdir(), 'walsync-')), { networkID: 12345 });
  db.exec('CREATE TABLE t (v INTEGER)');
  const ws = createWalSync(db);
  expect(ws).toBeDefined();
  const done = ws!.commit(() => db.prepare('INSERT INTO t VALUES (1)').run());
  expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(1);
  expect(db.pragma('synchronous', { simple: true })).toBe(2);
  await done;
  expect(() =>
    ws!.commit(() => {
      db.prepare('INSERT INTO t VALUES (2)').run();
      throw new Error('boom');
    }),
  ).toThrow('boom');
  expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(1);
  expect(db.pragma('synchronous', { simple: true })).toBe(2);
  ws!.close();
  db.close();
  // In-memory databases have no WAL to sync.
  expect(createWalSync(testContext().db)).toBeUndefined();
});
