// Group commit within one event-loop turn: what is added while the turn runs is handed over together,
// once, at the start of the next (a block of txs, one message to a worker).

export class TurnBatch<T> {
  private items: T[] = [];
  private scheduled = false;

  constructor(private readonly handle: (batch: T[]) => void) {}

  /** Added and not handed over yet. */
  get pending(): readonly T[] {
    return this.items;
  }

  add(item: T): void {
    this.items.push(item);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const batch = this.items;
      this.items = [];
      if (batch.length > 0) this.handle(batch);
    });
  }
}
