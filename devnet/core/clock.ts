// The devnet's time source. History is pre-built on a virtual clock that starts in the past and
// advances to now; after that the clock follows real time.
import type { Clock } from './contracts';

export class DevnetClock implements Clock {
  private virtualMs: number | undefined;

  nowMs(): number {
    return this.virtualMs ?? Date.now();
  }

  /** Freezes time at `ms` until advanced or released. */
  setVirtual(ms: number): void {
    this.virtualMs = ms;
  }

  advance(ms: number): void {
    if (this.virtualMs === undefined) throw new Error('advance() needs a virtual clock');
    this.virtualMs += ms;
  }

  get isVirtual(): boolean {
    return this.virtualMs !== undefined;
  }

  useRealTime(): void {
    this.virtualMs = undefined;
  }
}
