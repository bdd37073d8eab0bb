// Decoding a batch of thousands of blocks is CPU work on the follower thread's one event loop: done in
// one go it would hold up its node calls' timeouts, Redis replies and a stop for as long. These maps
// give the event loop a turn whenever a slice of work has run for YIELD_EVERY_MS, so a timer or a
// message waits that long at most.
import { setImmediate as nextTurn } from 'node:timers/promises';

const YIELD_EVERY_MS = 10;

/** `items.map(fn)`, letting other work run between items once a slice has taken YIELD_EVERY_MS. */
export async function mapYielding<T, R>(items: readonly T[], fn: (item: T, i: number) => R): Promise<R[]> {
  const out = new Array<R>(items.length);
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    out[i] = fn(items[i]!, i);
    if (performance.now() - sliceStart >= YIELD_EVERY_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  return out;
}
