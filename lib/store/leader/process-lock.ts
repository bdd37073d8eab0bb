// The leader lock of a single instance (the SQLite store): this process is the only instance, so it
// leads whatever no other part of it leads already.
import { createLease, type LeaderLock } from './lease';

export function createProcessLeaderLock(): LeaderLock {
  const held = new Set<string>();
  return {
    tryLead: async (name) => {
      if (held.has(name)) return null;
      held.add(name);
      return createLease(name, async () => void held.delete(name));
    },
  };
}
