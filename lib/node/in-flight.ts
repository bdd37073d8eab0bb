// Identical calls in flight at the same time share one upstream request.
export class InFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, call: () => Promise<T>): Promise<T> {
    const existing = this.running.get(key);
    if (existing) return existing;
    const p = call().finally(() => this.running.delete(key));
    this.running.set(key, p);
    return p;
  }

  /** The call running for `key`, if any (to join it without starting one). */
  find(key: string): Promise<T> | undefined {
    return this.running.get(key);
  }

  get size(): number {
    return this.running.size;
  }
}
