// "Exactly one instance runs this worker": the sampler, the chain follower. An instance asks for the
// lead on a name; at most one holds it at a time. A lease can be lost (its connection died): the holder
// must then stop the work, and another instance takes the lead at its next try.

export interface Lease {
  readonly name: string;
  /** True until the lease is released or lost. */
  readonly held: boolean;
  /** Resolves once the lease is no longer held, whether released or lost. */
  readonly ended: Promise<void>;
  release(): Promise<void>;
}

export interface LeaderLock {
  /** The lead on `name`, or null when another holder has it. Never waits for it. */
  tryLead(name: string): Promise<Lease | null>;
}

/** A lease whose end is signalled once, by `end()`. Implementations build on it. */
export function createLease(name: string, onRelease: () => Promise<void>): Lease & { end(): void } {
  let held = true;
  let resolveEnded!: () => void;
  const ended = new Promise<void>((r) => (resolveEnded = r));
  const end = () => {
    if (!held) return;
    held = false;
    resolveEnded();
  };
  return {
    name,
    get held() {
      return held;
    },
    ended,
    end,
    release: async () => {
      if (!held) return;
      end();
      await onRelease();
    },
  };
}
