// A store client that is killed in the middle of its life (lib/store/kill-durability.test.ts): it
// opens the store named by argv[2] (a StoreConfig as JSON), makes writes that each wait for their
// commit, says "written", and keeps the store open until it is killed.
import type { StoreConfig } from '@/lib/store/config';
import { openStore } from '@/lib/store/open';

const NODE = 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu';

async function main() {
  const store = await openStore(JSON.parse(process.argv[2]!) as StoreConfig);
  await store.monitor.watch(NODE, 91, 1_000);
  await store.monitor.recordSampleRun({
    atMs: 2_000,
    samples: [{ nodeID: NODE, atMs: 2_000, uptime: 88.5, connected: true }],
    watchStates: [],
    alerts: [
      {
        nodeID: NODE,
        event: 'alert',
        problems: ['below-threshold'],
        atMs: 2_000,
        uptime: 88.5,
        threshold: 91,
        connected: true,
        delivery: 'pending',
      },
    ],
  });
  await store.sessions.create({ idHash: 'f'.repeat(64), createdMs: 2_000, expiresMs: 9_000_000_000_000 });
  process.stdout.write('written\n');
  setInterval(() => undefined, 60_000);
}
void main();
