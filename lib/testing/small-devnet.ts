// A quiet devnet for tests that read a node: a free port, a directory of its own (removed on close),
// no background activity, and a little history (12 actions, 3 validators, 3 delegators).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDevnet, type DevnetOptions, type RunningDevnet } from '@/devnet/main';

export async function startSmallDevnet(name: string, options: DevnetOptions = {}): Promise<RunningDevnet> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `snowline-${name}-`));
  const devnet = await startDevnet({
    port: 0,
    dataDir,
    activity: 'off',
    history: true,
    historyActions: 12,
    validators: 3,
    delegators: 3,
    logLevel: 'silent',
    ...options,
  });
  return {
    ...devnet,
    close: async () => {
      await devnet.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
