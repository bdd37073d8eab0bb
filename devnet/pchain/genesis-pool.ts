// A small worker pool with a synchronous face, for building a large genesis (createPChain is
// synchronous). Jobs are queued and handed to worker threads; `wait` pulls results with
// receiveMessageOnPort, runs queued jobs on this thread instead of idling, and otherwise blocks on
// Atomics.wait until a worker posts. A worker that fails to start or to answer only costs speed:
// whatever it does not finish is run here.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort, Worker, receiveMessageOnPort } from 'node:worker_threads';
import { type GenesisJob, runGenesisJob } from './genesis-jobs';

type Reply =
  { ready: true } | { failed: string } | { ticket: number; result: Uint8Array[] } | { ticket: number; error: string };

interface Slot {
  worker: Worker;
  port: MessagePort;
  state: 'starting' | 'ready' | 'failed';
  inFlight: Map<number, { job: GenesisJob; sentAt: number }>;
}

/** How long a job may sit with a worker before this thread does it itself. */
const STALL_MS = 60_000;
/** Jobs handed to a worker ahead, so it never waits for this (often busy) thread to give it more. */
const AHEAD = 2;

const TSCONFIG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../tsconfig.json');

/** Workers worth starting here: one per core beyond this thread's own. */
export function defaultGenesisThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export class GenesisPool {
  private readonly slots: Slot[] = [];
  private readonly signal = new Int32Array(new SharedArrayBuffer(4));
  private readonly queue: { ticket: number; job: GenesisJob }[] = [];
  private readonly done = new Map<number, Uint8Array[]>();
  private nextTicket = 0;
  /** Jobs done on this thread and on workers (what the pool bought, for tests and measurements). */
  readonly stats = { local: 0, worker: 0 };

  /** `threads` 0 runs every job on this thread (small genesis, or where workers are unwanted). */
  constructor(threads: number) {
    for (let i = 0; i < threads; i++) {
      const { port1, port2 } = new MessageChannel();
      const worker = new Worker(new URL('./genesis-worker.mjs', import.meta.url), {
        workerData: { port: port2, signal: this.signal, tsconfig: TSCONFIG },
        transferList: [port2],
        // The worker registers tsx itself; inherited loader flags would register it twice.
        execArgv: [],
      });
      worker.unref();
      // Errors surface as a 'failed' reply or a stalled job; the event only keeps them from being fatal.
      worker.on('error', () => {});
      this.slots.push({ worker, port: port1, state: 'starting', inFlight: new Map() });
    }
  }

  submit(job: GenesisJob): number {
    const ticket = this.nextTicket++;
    this.queue.push({ ticket, job });
    this.dispatch();
    return ticket;
  }

  /** The result of `ticket`, blocking this thread (while helping with the queue) until it is there. */
  wait(ticket: number): Uint8Array[] {
    for (;;) {
      this.drain();
      const result = this.done.get(ticket);
      if (result) {
        this.done.delete(ticket);
        return result;
      }
      this.dispatch();
      // Rather than idle: the wanted job if no worker has it yet, else the oldest queued one.
      const i = this.queue.findIndex((q) => q.ticket === ticket);
      const local = i >= 0 ? this.queue.splice(i, 1)[0] : this.queue.shift();
      if (local) {
        this.done.set(local.ticket, runGenesisJob(local.job));
        this.stats.local++;
        continue;
      }
      const seen = Atomics.load(this.signal, 0);
      this.drain();
      if (this.done.has(ticket)) continue;
      Atomics.wait(this.signal, 0, seen, 200);
      this.reclaimStalled();
    }
  }

  close(): void {
    for (const s of this.slots) {
      s.port.close();
      void s.worker.terminate();
    }
    this.slots.length = 0;
  }

  private drain(): void {
    for (const s of this.slots) {
      for (let m = receiveMessageOnPort(s.port); m; m = receiveMessageOnPort(s.port)) {
        const reply = m.message as Reply;
        if ('ready' in reply) s.state = 'ready';
        else if ('failed' in reply) this.retire(s);
        else {
          const sent = s.inFlight.get(reply.ticket);
          s.inFlight.delete(reply.ticket);
          if (this.done.has(reply.ticket) || !sent) continue; // already done here after a stall
          // A job that failed on the worker is run here: its real error (if any) then surfaces in place.
          this.done.set(reply.ticket, 'result' in reply ? reply.result : runGenesisJob(sent.job));
          this.stats.worker++;
        }
      }
    }
  }

  private dispatch(): void {
    for (const s of this.slots) {
      while (s.state === 'ready' && s.inFlight.size < AHEAD && this.queue.length > 0) {
        const { ticket, job } = this.queue.shift()!;
        s.inFlight.set(ticket, { job, sentAt: Date.now() });
        s.worker.postMessage({ ticket, job });
      }
    }
  }

  /** Puts a worker's unfinished jobs back at the front of the queue and stops using it. */
  private retire(s: Slot): void {
    s.state = 'failed';
    const back = [...s.inFlight].map(([ticket, { job }]) => ({ ticket, job }));
    s.inFlight.clear();
    this.queue.unshift(...back.filter((b) => !this.done.has(b.ticket)));
  }

  private reclaimStalled(): void {
    const now = Date.now();
    for (const s of this.slots) {
      if ([...s.inFlight.values()].some((f) => now - f.sentAt > STALL_MS)) this.retire(s);
    }
  }
}
