// Page reads of the SQLite history store, off the app's thread: a few worker threads, each with its
// own read-only connection, take one query at a time from a bounded queue. better-sqlite3 is
// synchronous, so on the app's thread one heavy read (a deep listing, a big daily-stats scan) would
// stall every other request; here it holds one worker, and past its time limit the worker is
// terminated and replaced, and the caller gets a readable error instead of a hang.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Sql } from './read-sql';

type Row = Record<string, unknown>;

/** A read refused or cut short: its message is safe to show the public (no paths, no SQL). */
export class HistoryReadError extends Error {
  constructor(
    message: string,
    /** Seconds after which trying again makes sense. */
    readonly retryAfterSec: number,
  ) {
    super(message);
    this.name = 'HistoryReadError';
  }
}

export interface SqliteReadPoolOptions {
  /** Worker threads (each one connection). */
  threads?: number;
  /** Reads waiting for a worker beyond which new ones are refused at once. */
  maxQueued?: number;
  /** Longest one read may run before its worker is terminated. */
  timeoutMs?: number;
}

export interface SqliteReadPool {
  read(q: Sql): Promise<Row[]>;
  close(): Promise<void>;
}

const DEFAULTS = { threads: 2, maxQueued: 64, timeoutMs: 10_000 };

/**
 * Where the worker loads better-sqlite3 from (it runs plain JS, outside bundlers and TS loaders). A
 * bundler may turn `resolve` into a module number: then the package name, found from the working
 * directory as the server's own require finds it.
 */
function driverPath(): string {
  try {
    const resolved: unknown = createRequire(import.meta.url).resolve('better-sqlite3');
    if (typeof resolved === 'string') return resolved;
  } catch {
    // Below.
  }
  try {
    const resolved: unknown = createRequire(path.join(process.cwd(), 'package.json')).resolve('better-sqlite3');
    if (typeof resolved === 'string') return resolved;
  } catch {
    // Below.
  }
  return 'better-sqlite3';
}

// Plain JS, so it runs the same under Next, tsx and vitest. Rows are read one by one (iterate), so a
// termination takes effect between rows rather than after the whole result.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
parentPort.on('message', ({ id, sql, args }) => {
  try {
    let st = statements.get(sql);
    if (!st) {
      st = db.prepare(sql);
      statements.set(sql, st);
    }
    const rows = [];
    for (const r of st.iterate(...args)) rows.push(r);
    parentPort.postMessage({ id, rows });
  } catch (e) {
    parentPort.postMessage({ id, error: String(e && e.message) });
  }
});
`;

interface Job {
  id: number;
  q: Sql;
  resolve(rows: Row[]): void;
  reject(e: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

export function sqliteReadPool(file: string, options: SqliteReadPoolOptions = {}): SqliteReadPool {
  const { threads, maxQueued, timeoutMs } = { ...DEFAULTS, ...options };
  const driver = driverPath();
  const queue: Job[] = [];
  const slots: Slot[] = [];
  const stopping: Promise<number>[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot): Job | null => {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    return job;
  };

  /** Ends a slot's worker (stuck or failed) and puts a fresh one in its place. */
  const replace = (slot: Slot, why: Error) => {
    finish(slot)?.reject(why);
    const old = slot.worker;
    old.removeAllListeners();
    old.on('error', () => undefined);
    stopping.push(old.terminate());
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    if (!closed) spawn();
  };

  const pump = () => {
    for (const slot of slots) {
      if (slot.job || queue.length === 0) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(
        () =>
          replace(
            slot,
            new HistoryReadError(
              `a history read took longer than ${Math.round(timeoutMs / 1000) || 1} s and was stopped`,
              5,
            ),
          ),
        timeoutMs,
      );
      slot.timer.unref();
      slot.worker.postMessage({ id: job.id, sql: job.q.sql, args: job.q.args });
    }
  };

  function spawn(): void {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } });
    worker.unref();
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (m: { id: number; rows?: Row[]; error?: string }) => {
      if (slot.job?.id !== m.id) return;
      const job = finish(slot)!;
      if (m.error !== undefined) job.reject(new Error(m.error));
      else job.resolve(m.rows ?? []);
      pump();
    });
    worker.on('error', (e) => replace(slot, e));
    worker.on('exit', () => {
      if (slots.includes(slot)) replace(slot, new Error('a history reader thread stopped'));
    });
    slots.push(slot);
    pump();
  }

  return {
    read(q) {
      if (closed) return Promise.reject(new Error('the history store is closed'));
      if (slots.length === 0) for (let i = 0; i < threads; i++) spawn();
      if (queue.length >= maxQueued) {
        return Promise.reject(new HistoryReadError('the history store is busy: try again in a moment', 1));
      }
      return new Promise<Row[]>((resolve, reject) => {
        queue.push({ id: nextId++, q, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the history store is closed'));
      for (const slot of [...slots]) replace(slot, new Error('the history store is closed'));
      await Promise.all(stopping.splice(0));
    },
  };
}
