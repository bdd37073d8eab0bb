import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import { describeEachStore } from './testing/each-store';

const NODE = 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu';

describeEachStore('store after kill -9', (s) => {
  it('keeps every write that was acknowledged before the process was killed', async () => {
    const config = await s.freshConfig();
    const child = spawn(
      process.execPath,
      // tsx as a loader, not its CLI: the CLI runs the script in a child of its own, which SIGKILL
      // would leave running (the writer would never be killed, and would outlive the test).
      ['--import', 'tsx', 'lib/store/testing/write-then-wait.ts', JSON.stringify(config)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    const said = await new Promise<string>((resolve) => {
      child.stdout.on('data', (d) => String(d).includes('written') && resolve('written'));
      child.once('exit', () => resolve(`exited: ${stderr}`));
    });
    expect(said).toBe('written');
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const store = await s.open(config);
    expect(await store.monitor.watchEntry(NODE)).toMatchObject({ threshold: 91, addedMs: 1_000 });
    expect(await store.monitor.history(NODE)).toEqual([{ nodeID: NODE, atMs: 2_000, uptime: 88.5, connected: true }]);
    expect(await store.monitor.alerts()).toEqual([expect.objectContaining({ nodeID: NODE, delivery: 'pending' })]);
    expect(await store.sessions.find('f'.repeat(64), 3_000)).not.toBeNull();
  }, 60_000);
});
