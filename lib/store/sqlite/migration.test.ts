import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteFile } from './file';
import type { SqliteMigration } from './migration';

const STEPS: SqliteMigration[] = [
  { description: 'things', up: 'CREATE TABLE things (id INTEGER PRIMARY KEY)' },
  { description: 'a name for things', up: 'ALTER TABLE things ADD COLUMN name TEXT' },
];

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-sqlite-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('SQLite schema migrations (PRAGMA user_version)', () => {
  it('apply the new steps of a later release, once', () => {
    let db = openSqliteFile(dir, 'demo.sqlite', STEPS.slice(0, 1));
    db.prepare('INSERT INTO things (id) VALUES (7)').run();
    db.close();
    db = openSqliteFile(dir, 'demo.sqlite', STEPS);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    expect(db.prepare('SELECT id, name FROM things').all()).toEqual([{ id: 7, name: null }]);
    db.close();
    db = openSqliteFile(dir, 'demo.sqlite', STEPS);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    db.close();
  });

  it('keep every complete step when a later one fails, and resume from there', () => {
    const broken = [...STEPS, { description: 'a typo', up: 'ALTER TABLE thingz ADD COLUMN x INTEGER' }];
    expect(() => openSqliteFile(dir, 'demo.sqlite', broken)).toThrow(/demo\.sqlite: schema step 3 \(a typo\) failed/);
    const db = openSqliteFile(dir, 'demo.sqlite', STEPS);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    db.close();
  });

  it('keep app state in WAL mode with a full sync at each commit', () => {
    const db = openSqliteFile(dir, 'demo.sqlite', STEPS);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    db.close();
  });
});
