// Waits for a Snowline app process (scripts/server.mjs) to say it is listening; its output names
// why when it exits first or stays silent for 60 s.
import type { ChildProcess } from 'node:child_process';

export function untilListening(app: ChildProcess, timeoutMs = 60_000): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`app did not start:\n${out.slice(-2_000)}`)), timeoutMs);
    app.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    app.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    app.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`app exited (${code}):\n${out.slice(-2_000)}`));
    });
  });
}
