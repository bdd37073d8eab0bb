// An export's outputs and the imports that spent them, from the follower's store (it pairs them as it
// indexes both chains): what an export's page shows under its exported outputs.
import type { AtomicOutputRow } from '@/lib/store/history/records';
import { followedRead, type FollowedRead } from './followed-read';

/** `value` null: the store did not answer; an empty list: the follower has not reached the export. */
export type ExportPairing = FollowedRead<AtomicOutputRow[]>;

export async function exportPairing(txID: string): Promise<ExportPairing> {
  const r = await followedRead((h) => h.atomicOutputs([txID]));
  return r.following ? { following: true, value: r.value?.filter((o) => o.exportTx === txID) ?? null } : r;
}

/** Whether every output is imported: only then is the page final (a kept page never says "waiting"). */
export const allImported = (p: ExportPairing): boolean =>
  !p.following || (p.value !== null && p.value.length > 0 && p.value.every((o) => o.importTx !== null));
