// Simulated uptime of primary-network validators. Each node gets a reliability from a hash of its
// node id (so it is deterministic and survives restarts); `driftUptimes` integrates connected time and
// flips connectivity now and then, so uptimes and `connected` change as time passes.
import { sha256 } from '@noble/hashes/sha2.js';
import type { PState, UptimeRow } from './state';

/** Uniform [0,1) derived from the inputs. */
export function hashUnit(...parts: (Uint8Array | string | number)[]): number {
  const enc = new TextEncoder();
  const chunks = parts.map((p) => (p instanceof Uint8Array ? p : enc.encode(String(p))));
  const buf = new Uint8Array(chunks.reduce((a, c) => a + c.length + 1, 0));
  let o = 0;
  for (const c of chunks) {
    buf.set(c, o);
    o += c.length + 1;
  }
  const h = sha256(buf);
  return new DataView(h.buffer, h.byteOffset).getUint32(0) / 2 ** 32;
}

/** Most nodes are reliable; some sit under the 80% requirement; a few are mostly offline. */
function reliabilityOf(nodeID: Uint8Array): number {
  const u = hashUnit('reliability', nodeID);
  const v = hashUnit('reliability-spread', nodeID);
  if (u < 0.8) return 0.93 + 0.07 * v;
  if (u < 0.95) return 0.5 + 0.28 * v;
  return 0.1 + 0.2 * v;
}

export function initialUptime(nodeID: Uint8Array, sinceMs: number): UptimeRow {
  const reliability = reliabilityOf(nodeID);
  return {
    nodeID,
    upMs: 0,
    lastMs: sinceMs,
    sinceMs,
    connected: hashUnit('connected', nodeID) < reliability,
    reliability,
  };
}

/** The devnet's own node is always up. */
export function perfectUptime(nodeID: Uint8Array, sinceMs: number): UptimeRow {
  return { nodeID, upMs: 0, lastMs: sinceMs, sinceMs, connected: true, reliability: 1 };
}

/** Uptime ratio in [0,1] as of `nowMs` (connected time since the validation started). */
export function uptimeRatio(row: UptimeRow, nowMs: number): number {
  const extra = row.connected && nowMs > row.lastMs ? nowMs - row.lastMs : 0;
  const total = nowMs - row.sinceMs;
  if (total <= 0) return row.connected ? 1 : 0;
  return Math.min(1, (row.upMs + extra) / total);
}

const STEP_MS = 10 * 60 * 1000;

/**
 * Advances every uptime row to `nowMs` in 10-minute steps: connected time accrues, and at each step a
 * node is connected with probability = its reliability (derived from a hash, so replays agree).
 */
export function driftUptimes(state: PState, nowMs: number): void {
  for (const row of state.uptimes.all()) {
    if (nowMs <= row.lastMs) continue;
    let { upMs, lastMs, connected } = row;
    while (lastMs < nowMs) {
      const stepEnd = Math.min(nowMs, (Math.floor(lastMs / STEP_MS) + 1) * STEP_MS);
      if (connected) upMs += stepEnd - lastMs;
      lastMs = stepEnd;
      if (stepEnd % STEP_MS === 0 && row.reliability < 1) {
        connected = hashUnit('up', row.nodeID, stepEnd) < row.reliability;
      }
    }
    state.putUptime({ ...row, upMs, lastMs, connected });
  }
}
