// How long the browser keeps a node answer under each cache policy, and how often a live view polls.
import type { CachePolicy } from '@/lib/registry';

/** A static answer (network id, chain ids, version) is asked again after this long. */
export const STATIC_STALE_MS = 5 * 60_000;
/** A live answer is shared by every view that asks within this long; polling refreshes it. */
export const LIVE_STALE_MS = 1_000;
/** How often a live view polls when neither it nor the registry says otherwise. */
export const DEFAULT_POLL_MS = 4_000;
/** Polls land this long after the beat, so clocks a little apart still meet in the server's live window. */
const BEAT_OFFSET_MS = 20;

/**
 * Ms until the next wall-clock multiple of `periodMs` (just after it). Every viewer of a live value polls
 * on the same beat, so the server answers them all from one node call: a crowd costs the node what one
 * viewer does.
 */
export function untilNextBeat(periodMs: number, nowMs: number = Date.now()): number {
  return periodMs - ((nowMs - BEAT_OFFSET_MS) % periodMs);
}

export function staleTimeOf(policy: CachePolicy): number {
  switch (policy) {
    case 'immutable':
      return Infinity;
    case 'static':
      return STATIC_STALE_MS;
    case 'live':
      return LIVE_STALE_MS;
    case 'never':
      return 0;
  }
}
