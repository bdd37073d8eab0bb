// One shared ticking clock for every relative time on the page.
// It stops while no time is on screen; whoever subscribes next must see the time of now, not of when it
// stopped, or a time read a moment ago shows as "in 13 sec." after a client-side navigation.
const TICK_MS = 5_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  listeners.forEach((l) => l());
}

export function subscribeClock(cb: () => void): () => void {
  listeners.add(cb);
  if (timer === undefined) {
    // Restarting after a pause: bring the clock up to date (React re-reads it right after subscribing).
    refreshIfStale();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(cb);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The clock's current reading; stable between ticks so React renders stay consistent. */
export function clockNow(): number {
  // Nobody subscribed yet (first render of a page after a pause): the reading may be long stale.
  if (timer === undefined) refreshIfStale();
  return now;
}

// Refreshed only when a second old, so two reads in one render agree (React checks they do).
function refreshIfStale() {
  const t = Date.now();
  if (Math.abs(t - now) >= 1_000) now = t;
}
