import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { idToString } from '@/lib/codec/ids';
import { callMethod } from '../core/testing';
import {
  C_CHAIN_ID,
  C_CHAIN_ID_STR,
  P_CHAIN_ID,
  P_CHAIN_ID_STR,
  X_CHAIN_ID,
  X_CHAIN_ID_STR,
} from '../genesis/constants';
import { AliasTable } from '../core/aliases';
import { LoggerLevels } from '../core/logger';
import { Profiler } from './profiler';
import { createAdminService, metaTableReader } from './service';

let dir: string;
let aliases: AliasTable;
let loggers: LoggerLevels;
let profiler: Profiler;
let db: Database.Database;
let lines: string[];
let call: (m: string, p?: Record<string, unknown>) => Promise<Record<string, any>>;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-admin-'));
  aliases = new AliasTable({
    chains: [
      { chainID: P_CHAIN_ID, aliases: ['P', 'platform'] },
      { chainID: X_CHAIN_ID, aliases: ['X', 'avm'] },
      { chainID: C_CHAIN_ID, aliases: ['C', 'evm'] },
    ],
    isServedPath: (p) => ['info', 'keystore', 'bc/X', `bc/${X_CHAIN_ID_STR}`].includes(p),
  });
  loggers = new LoggerLevels();
  lines = [];
  loggers.logger('main', { display: (l) => lines.push(l) });
  loggers.logger('X', { display: (l) => lines.push(l) });
  profiler = new Profiler(dir);
  db = new Database(':memory:');
  db.exec(
    `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO meta VALUES ('format', 'snowline-devnet');`,
  );
  const svc = createAdminService({
    aliases,
    loggers,
    profiler,
    config: { networkID: 12345, apiAdminEnabled: true },
    db: metaTableReader(db),
  });
  call = (m, p = {}) => callMethod([svc], m, p) as Promise<Record<string, any>>;
});

afterEach(() => {
  profiler.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('aliases', () => {
  test('admin.alias makes an endpoint (and its sub-paths) reachable under the alias', async () => {
    expect(await call('admin.alias', { endpoint: 'bc/X', alias: 'myx' })).toEqual({});
    expect(aliases.resolveEndpoint('myx')).toBe('bc/X');
    expect(aliases.resolveEndpoint('myx/wallet')).toBe('bc/X/wallet');
    expect(aliases.resolveEndpoint('myxy')).toBe('myxy');
    // The original path keeps working.
    expect(aliases.resolveEndpoint('bc/X')).toBe('bc/X');
  });

  test.each([
    ['an alias over 512 characters', { endpoint: 'bc/X', alias: 'a'.repeat(513) }, 'alias length is too long'],
    [
      'an alias used twice',
      { endpoint: 'info', alias: 'myx' },
      'route is either already aliased or already maps to a handle: /ext/myx',
    ],
    [
      'an alias shadowing a served path',
      { endpoint: 'bc/X', alias: 'keystore' },
      'failed to create endpoint as /ext/keystore already exists',
    ],
  ])('admin.alias refuses %s and leaves the table as it was', async (_n, params, message) => {
    await call('admin.alias', { endpoint: 'bc/X', alias: 'myx' });
    await expect(call('admin.alias', params)).rejects.toThrow(message);
    expect(aliases.resolveEndpoint('myx')).toBe('bc/X');
    expect(aliases.resolveEndpoint('keystore')).toBe('keystore');
  });

  test('a 512-character alias is accepted', async () => {
    await call('admin.alias', { endpoint: 'info', alias: 'a'.repeat(512) });
    expect(aliases.resolveEndpoint('a'.repeat(512))).toBe('info');
  });

  test('admin.aliasChain adds a chain alias usable as the id and in /ext/bc/<alias>', async () => {
    expect(await call('admin.aliasChain', { chain: 'X', alias: 'assets' })).toEqual({});
    expect(aliases.resolveChain('assets')).toBe(X_CHAIN_ID_STR);
    expect(aliases.resolveChainID('assets')).toEqual(X_CHAIN_ID);
    expect(aliases.resolveEndpoint('bc/assets/wallet')).toBe(`bc/${X_CHAIN_ID_STR}/wallet`);
    expect((await call('admin.getChainAliases', { chain: X_CHAIN_ID_STR })).aliases).toEqual([
      'X',
      'avm',
      X_CHAIN_ID_STR,
      'assets',
    ]);
  });

  test.each([
    ['an unknown chain', { chain: 'Q', alias: 'q' }, 'there is no ID with alias: Q'],
    ['an alias already taken', { chain: 'C', alias: 'avm' }, 'alias already mapped to an ID: avm'],
    ['a long alias', { chain: 'C', alias: 'c'.repeat(513) }, 'alias length is too long'],
  ])('admin.aliasChain refuses %s', async (_n, params, message) => {
    await expect(call('admin.aliasChain', params)).rejects.toThrow(message);
    expect((await call('admin.getChainAliases', { chain: C_CHAIN_ID_STR })).aliases).toEqual([
      'C',
      'evm',
      C_CHAIN_ID_STR,
    ]);
  });

  test('admin.getChainAliases takes an id, not an alias; unknown ids have none', async () => {
    expect((await call('admin.getChainAliases', { chain: P_CHAIN_ID_STR })).aliases).toEqual([
      'P',
      'platform',
      P_CHAIN_ID_STR,
    ]);
    await expect(call('admin.getChainAliases', { chain: 'X' })).rejects.toThrow();
    expect((await call('admin.getChainAliases', { chain: idToString(new Uint8Array(32).fill(1)) })).aliases).toBeNull();
  });
});

describe('logger levels', () => {
  test('getLoggerLevel reports every logger, or one', async () => {
    expect(await call('admin.getLoggerLevel')).toEqual({
      loggerLevels: { main: { logLevel: 'INFO', displayLevel: 'INFO' }, X: { logLevel: 'INFO', displayLevel: 'INFO' } },
    });
    expect((await call('admin.getLoggerLevel', { loggerName: 'X' })).loggerLevels).toEqual({
      X: { logLevel: 'INFO', displayLevel: 'INFO' },
    });
    await expect(call('admin.getLoggerLevel', { loggerName: 'nope' })).rejects.toThrow(
      'logger with name "nope" not found',
    );
  });

  test('setLoggerLevel changes what the real loggers print', async () => {
    const x = loggers.logger('X', { display: (l) => lines.push(l) });
    x.debug('hidden');
    expect(lines).toHaveLength(0);
    const r = await call('admin.setLoggerLevel', { loggerName: 'X', displayLevel: 'debug' });
    expect(r.loggerLevels).toEqual({ X: { logLevel: 'INFO', displayLevel: 'DEBUG' } });
    x.debug('shown');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DEBUG <X> shown');
    // Without a name every logger changes.
    await call('admin.setLoggerLevel', { logLevel: 'warn', displayLevel: 'OFF' });
    x.error('silenced');
    expect(lines).toHaveLength(1);
    expect(loggers.get('main')).toEqual({ logLevel: 'WARN', displayLevel: 'OFF' });
  });

  test.each([
    ['both levels omitted', { loggerName: 'X' }, 'need to specify either displayLevel or logLevel'],
    ['an unknown level', { logLevel: 'LOUD' }, "couldn't unmarshal an argument"],
    ['an unknown logger', { loggerName: 'nope', logLevel: 'INFO' }, 'logger with name "nope" not found'],
  ])('setLoggerLevel refuses %s and changes nothing', async (_n, params, message) => {
    await expect(call('admin.setLoggerLevel', params)).rejects.toThrow(message);
    expect(loggers.get('X')).toEqual({ logLevel: 'INFO', displayLevel: 'INFO' });
  });
});

describe('profiles', () => {
  test('CPU profile: start, stop writes cpu.profile; double start and stop without start are refused', async () => {
    await expect(call('admin.stopCPUProfiler')).rejects.toThrow("cpu profiler doesn't exist");
    expect(await call('admin.startCPUProfiler')).toEqual({});
    await expect(call('admin.startCPUProfiler')).rejects.toThrow('cpu profiler already running');
    let spin = 0;
    for (let i = 0; i < 1e5; i++) spin += Math.sqrt(i);
    expect(spin).toBeGreaterThan(0);
    expect(await call('admin.stopCPUProfiler')).toEqual({});
    const profile = JSON.parse(fs.readFileSync(path.join(dir, 'cpu.profile'), 'utf8'));
    expect(Array.isArray(profile.nodes)).toBe(true);
    expect(profile.endTime).toBeGreaterThan(profile.startTime);
  });

  test('memoryProfile writes a heap snapshot to mem.profile', async () => {
    expect(await call('admin.memoryProfile')).toEqual({});
    const head = fs.readFileSync(path.join(dir, 'mem.profile'), 'utf8').slice(0, 200);
    expect(head).toContain('"snapshot"');
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('mem.profile'))).toEqual(['mem.profile']);
  });

  test('lockProfile writes lock.profile and stacktrace writes stacktrace.txt', async () => {
    expect(await call('admin.lockProfile')).toEqual({});
    expect(fs.readFileSync(path.join(dir, 'lock.profile'), 'utf8')).toMatch(/eventLoopUtilization \d\.\d{4}/);
    expect(await call('admin.stacktrace')).toEqual({});
    expect(fs.readFileSync(path.join(dir, 'stacktrace.txt'), 'utf8')).toContain('stacktrace requested');
  });
});

describe('other', () => {
  test('getConfig returns the configuration; loadVMs has nothing new to load', async () => {
    expect(await call('admin.getConfig')).toEqual({ networkID: 12345, apiAdminEnabled: true });
    expect(await call('admin.loadVMs')).toEqual({ newVMs: {} });
  });

  test('dbGet reads a raw key as hex, reports a missing key by errorCode', async () => {
    const key = '0x' + Buffer.from('format').toString('hex');
    expect(await call('admin.dbGet', { key })).toEqual({
      value: '0x' + Buffer.from('snowline-devnet').toString('hex'),
      errorCode: 0,
    });
    expect(await call('admin.dbGet', { key: '0x00' })).toEqual({ value: '', errorCode: 2 });
    await expect(call('admin.dbGet', { key: 'format' })).rejects.toThrow('missing 0x prefix to hex encoding');
    db.close();
    expect(await call('admin.dbGet', { key })).toEqual({ value: '', errorCode: 1 });
  });
});
