// utils/profiler for a Node process: the node's file names in the profile directory, written with
// what V8 and Node offer. cpu.profile is a V8 CPU profile (open it in Chrome DevTools), mem.profile
// a V8 heap snapshot. JavaScript has no mutexes, so lock.profile cannot hold Go's mutex contention
// profile: it records the nearest thing Node measures, how busy and how delayed the event loop is.
import fs from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { monitorEventLoopDelay, performance, type IntervalHistogram } from 'node:perf_hooks';
import v8 from 'node:v8';
import { NodeError } from '../core/contracts';

const CPU_PROFILE_FILE = 'cpu.profile';
const MEM_PROFILE_FILE = 'mem.profile';
const LOCK_PROFILE_FILE = 'lock.profile';
const STACKTRACE_FILE = 'stacktrace.txt';

function post<T>(session: Session, method: string, params?: object): Promise<T> {
  return new Promise((resolve, reject) => {
    session.post(method, params ?? {}, (err, result) => (err ? reject(err) : resolve(result as T)));
  });
}

export class Profiler {
  private cpu: Session | undefined;
  /** Started with the CPU profiler, like the node's runtime.SetMutexProfileFraction(1). */
  private loopDelay: IntervalHistogram | undefined;
  private readonly startedUtilization = performance.eventLoopUtilization();

  constructor(readonly dir: string) {}

  private file(name: string): string {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    return path.join(this.dir, name);
  }

  async startCPUProfiler(): Promise<void> {
    if (this.cpu) throw new NodeError('cpu profiler already running');
    const session = new Session();
    session.connect();
    this.cpu = session;
    try {
      await post(session, 'Profiler.enable');
      await post(session, 'Profiler.start');
    } catch (e) {
      this.cpu = undefined;
      session.disconnect();
      throw e;
    }
    this.loopDelay ??= monitorEventLoopDelay({ resolution: 10 });
    this.loopDelay.enable();
  }

  async stopCPUProfiler(): Promise<void> {
    const session = this.cpu;
    if (!session) throw new NodeError("cpu profiler doesn't exist");
    this.cpu = undefined;
    try {
      const { profile } = await post<{ profile: unknown }>(session, 'Profiler.stop');
      fs.writeFileSync(this.file(CPU_PROFILE_FILE), JSON.stringify(profile), { mode: 0o600 });
    } finally {
      session.disconnect();
    }
  }

  get cpuRunning(): boolean {
    return this.cpu !== undefined;
  }

  memoryProfile(): void {
    const target = this.file(MEM_PROFILE_FILE);
    // writeHeapSnapshot picks its own temporary name when the target exists; write then rename.
    const written = v8.writeHeapSnapshot(`${target}.tmp`);
    fs.renameSync(written, target);
  }

  lockProfile(): void {
    const elu = performance.eventLoopUtilization(this.startedUtilization);
    const h = this.loopDelay;
    const ms = (ns: number): number => Math.round(ns / 1e4) / 100;
    const lines = [
      '# lock.profile (snowline devnet)',
      '# A JavaScript process has no mutexes: this is event-loop contention, the nearest Node measure.',
      `eventLoopUtilization ${elu.utilization.toFixed(4)}`,
      `eventLoopActiveMs ${elu.active.toFixed(1)}`,
      `eventLoopIdleMs ${elu.idle.toFixed(1)}`,
      h && h.count > 0
        ? `eventLoopDelayMs min=${ms(h.min)} mean=${ms(h.mean)} p99=${ms(h.percentile(99))} max=${ms(h.max)} samples=${h.count}`
        : 'eventLoopDelayMs not sampled (start the CPU profiler to sample it)',
    ];
    fs.writeFileSync(this.file(LOCK_PROFILE_FILE), lines.join('\n') + '\n', { mode: 0o600 });
  }

  /** admin.stacktrace: what Node can say about where it is (its diagnostic report's JS and native stacks). */
  stacktrace(): void {
    const report = process.report?.getReport() as { javascriptStack?: unknown; nativeStack?: unknown } | undefined;
    const text = [
      `# stacktrace ${new Date().toISOString()} pid ${process.pid}`,
      new Error('stacktrace requested').stack ?? '',
      '',
      JSON.stringify({ javascriptStack: report?.javascriptStack, nativeStack: report?.nativeStack }, null, 2),
    ].join('\n');
    fs.writeFileSync(this.file(STACKTRACE_FILE), text + '\n', { mode: 0o600 });
  }

  /** Stops a running CPU profile without writing it (devnet shutdown). */
  close(): void {
    this.cpu?.disconnect();
    this.cpu = undefined;
    this.loopDelay?.disable();
  }
}
