// The start and stop both followers have around their loop: start runs it unless it runs already;
// stop tells it to stop, cuts short what it waits on and resolves once it has ended.

export interface StoppableLoop {
  /** What the loop checks between its steps. */
  readonly stopped: boolean;
  start(): void;
  stop(): Promise<void>;
}

/** `loop` runs from start() until it sees `stopped`; stop() then calls `interrupt`, awaits it, and runs `afterwards`. */
export function stoppableLoop(
  loop: () => Promise<void>,
  interrupt: () => void,
  afterwards: () => Promise<void> = async () => {},
): StoppableLoop {
  let running: Promise<void> | null = null;
  const self = {
    stopped: true,
    start() {
      if (!self.stopped) return;
      self.stopped = false;
      running = loop();
    },
    async stop() {
      self.stopped = true;
      interrupt();
      await running;
      running = null;
      await afterwards();
    },
  };
  return self;
}
