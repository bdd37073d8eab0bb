// The follower thread's own history store: what it writes, the instance's store reads.
import { expect, it } from 'vitest';
import { startCursorsAtZero } from './history/testing/writes';
import { openHistoryStore } from './open';
import { describeEachStore } from './testing/each-store';

describeEachStore('history store of the follower thread', (each) => {
  it('writes where the instance’s store reads, and closes twice harmlessly', async () => {
    const config = await each.freshConfig();
    const store = await each.open(config);
    const follower = await openHistoryStore(config);
    try {
      await startCursorsAtZero(follower.history, ['P'], 'height', 1_000);
      expect((await store.history.cursors()).map((c) => c.chain)).toEqual(['P']);
    } finally {
      await follower.close();
      await follower.close();
    }
  });
});
