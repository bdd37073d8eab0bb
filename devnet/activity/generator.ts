// Runs the activity sources at a steady rate (weighted, seeded choice) and the chains' time-driven
// work (staking periods ending, rewards, uptimes). Also pre-builds history on a virtual clock.
import type { ActivitySource, Clock, Logger, Rng } from '../core/contracts';
import type { DevnetClock } from '../core/clock';

export interface GeneratorOptions {
  log: Logger;
  rng: Rng;
  sources: ActivitySource[];
  ticks: ((nowMs: number) => Promise<void>)[];
  clock: Clock;
}

/** Refusals a step can meet when something else spent what it picked: a UTXO gone, a nonce taken. */
const EXPECTED_REFUSAL =
  /: not found|^not found$|double spend|tx conflicts with other tx|nonce too low|invalid nonce|conflict present|tx already accepted|chain is shutting down/;

export class ActivityGenerator {
  private timer: NodeJS.Timeout | undefined;
  private tickTimer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private busy = false;
  /** Counts by source name, for logs and tests. */
  readonly done = new Map<string, number>();

  constructor(private readonly o: GeneratorOptions) {}

  /** Picks a source by weight; when it declines, tries the others in turn. */
  async step(): Promise<string | undefined> {
    for (const s of this.o.sources.filter((x) => x.alongside)) await this.run(s);
    const sources = this.o.sources.filter((s) => s.weight > 0 && !s.alongside);
    if (sources.length === 0) return undefined;
    const total = sources.reduce((a, s) => a + s.weight, 0);
    let r = this.o.rng.next() * total;
    let first = sources.length - 1;
    for (let i = 0; i < sources.length; i++) {
      r -= (sources[i] as ActivitySource).weight;
      if (r < 0) {
        first = i;
        break;
      }
    }
    for (let k = 0; k < sources.length; k++) {
      const s = sources[(first + k) % sources.length] as ActivitySource;
      if (await this.run(s)) return s.name;
    }
    return undefined;
  }

  /** One step of `s`; true when it acted. */
  private async run(s: ActivitySource): Promise<boolean> {
    try {
      if (await s.step(this.o.rng)) {
        this.done.set(s.name, (this.done.get(s.name) ?? 0) + 1);
        return true;
      }
    } catch (e) {
      const error = (e as Error).message;
      // Losing a race for a UTXO or a nonce to a tx from outside (a user spending the same key) is
      // expected; anything else means the source or its chain is wrong.
      if (EXPECTED_REFUSAL.test(error)) this.o.log.debug('activity step refused', { source: s.name, error });
      else this.o.log.warn('activity step failed', { source: s.name, error });
    }
    return false;
  }

  async tick(): Promise<void> {
    const now = this.o.clock.nowMs();
    for (const t of this.o.ticks) {
      try {
        await t(now);
      } catch (e) {
        this.o.log.warn('chain tick failed', { error: (e as Error).message });
      }
    }
  }

  /** Real-time mode: `rate` actions per second (0 = none) and a tick every `tickIntervalMs`. */
  start(o: { rate: number; tickIntervalMs: number }): void {
    const exclusive = (fn: () => Promise<unknown>): void => {
      if (this.busy || this.stopped) return;
      this.busy = true;
      this.running = fn().finally(() => {
        this.busy = false;
      });
    };
    if (o.rate > 0) {
      this.timer = setInterval(() => exclusive(() => this.step()), Math.max(1, Math.round(1000 / o.rate)));
      this.timer.unref();
    }
    this.tickTimer = setInterval(() => exclusive(() => this.tick()), o.tickIntervalMs);
    this.tickTimer.unref();
  }

  /** Stops the timers and waits for the action in flight, so nothing is issued after close. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.tickTimer) clearInterval(this.tickTimer);
    await this.running.catch(() => undefined);
  }
}

/**
 * Fresh data dir: runs `actions` steps spread evenly from the virtual clock's current time to
 * `endMs`, ticking the chains between steps, so stakers that started in the past have ended and
 * been rewarded by the time the devnet serves.
 */
export async function prebuildHistory(
  gen: ActivityGenerator,
  clock: DevnetClock,
  o: { endMs: number; actions: number },
): Promise<void> {
  const startMs = clock.nowMs();
  const span = Math.max(0, o.endMs - startMs);
  const stepMs = o.actions > 0 ? Math.floor(span / o.actions) : span;
  for (let i = 0; i < o.actions; i++) {
    clock.setVirtual(startMs + stepMs * (i + 1));
    await gen.tick();
    await gen.step();
  }
  clock.setVirtual(o.endMs);
  await gen.tick();
}
