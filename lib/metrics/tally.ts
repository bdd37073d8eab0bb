// Counts for a labelled prom-client counter, kept as plain numbers and added to the counter when it
// is read: prom-client checks and hashes the labels on every inc, which the node proxy would
// otherwise pay on each call it answers.
import { Counter, type Registry } from 'prom-client';

export interface Tally {
  /** Adds one to the series of these label values, given in the order of `labelNames`. */
  inc(...values: string[]): void;
}

interface Series {
  labels: Record<string, string>;
  pending: number;
}

export function tallyCounter(o: {
  name: string;
  help: string;
  labelNames: readonly string[];
  registry: Registry;
}): Tally {
  // One level per label: finding a series allocates nothing.
  const root = new Map<string, unknown>();
  const all: Series[] = [];
  new Counter({
    name: o.name,
    help: o.help,
    labelNames: o.labelNames,
    registers: [o.registry],
    collect() {
      for (const s of all) {
        if (s.pending === 0) continue;
        this.inc(s.labels, s.pending);
        s.pending = 0;
      }
    },
  });
  const last = o.labelNames.length - 1;
  return {
    inc(...values) {
      let level = root;
      for (let i = 0; i < last; i++) {
        let next = level.get(values[i]!) as Map<string, unknown> | undefined;
        if (!next) level.set(values[i]!, (next = new Map()));
        level = next;
      }
      let s = level.get(values[last]!) as Series | undefined;
      if (!s) {
        const labels = Object.fromEntries(o.labelNames.map((n, i) => [n, values[i]!]));
        level.set(values[last]!, (s = { labels, pending: 0 }));
        all.push(s);
      }
      s.pending++;
    },
  };
}
