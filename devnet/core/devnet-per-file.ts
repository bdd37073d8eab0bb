// One running devnet for the tests of a file, started and closed by vitest's hooks: what each
// over-HTTP test file would otherwise set up by hand.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startDevnet, type DevnetOptions, type RunningDevnet } from '../main';

/**
 * Starts a devnet before the file's tests (a free port, a new temporary data folder named after
 * `name`, no live activity, 5 validators and 5 delegators, a silent log, unless `options` says
 * otherwise) and closes it after them. The handle reads the running devnet, so use it inside
 * tests and later hooks only.
 */
export function devnetPerFile(name: string, options: DevnetOptions = {}, startTimeoutMs?: number): RunningDevnet {
  let running: RunningDevnet | undefined;
  beforeAll(async () => {
    running = await startDevnet({
      port: 0,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), `devnet-${name}-`)),
      activity: 'off',
      validators: 5,
      delegators: 5,
      logLevel: 'silent',
      ...options,
    });
  }, startTimeoutMs);
  afterAll(async () => {
    await running?.close();
  });
  const current = (): RunningDevnet => {
    if (!running) throw new Error('the devnet starts in beforeAll: read it inside a test or a later hook');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get port() {
      return current().port;
    },
    get dataDir() {
      return current().dataDir;
    },
    routes: () => current().routes(),
    close: () => current().close(),
  };
}
