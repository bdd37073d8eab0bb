// The history follower's settings, read once from the environment (documented in the README).
import type { HistoryChain } from '@/lib/store/history/chain-keys';
import { envInt, envOnOff, type Env } from './env';

export interface FollowerConfig {
  /** SNOWLINE_FOLLOW: off keeps the follower from starting in this process (pages then read the node only). */
  enabled: boolean;
  /** SNOWLINE_FOLLOW_FROM: the height each chain's history starts at, when it is first followed. */
  from: Record<HistoryChain, number>;
  /** SNOWLINE_FOLLOW_POLL_MS: how often a follower at the tip asks for new blocks. */
  pollMs: number;
  /** SNOWLINE_FOLLOW_SOURCE: 'auto' reads the index API where the node has it; 'height' never does. */
  source: 'auto' | 'height';
  /** SNOWLINE_FOLLOW_BATCH_BLOCKS: most blocks written in one transaction. */
  batchBlocks: number;
  /**
   * SNOWLINE_FOLLOW_TRACES: off never asks the node for debug_traceTransaction (each trace re-executes
   * a tx on the node); the history then has no internal value transfers.
   */
  traces: boolean;
}

/** "1200" (every chain) or "X=1200,P=0,C=55" (chains left out start at 0). */
export function parseFollowFrom(raw: string | undefined): Record<HistoryChain, number> {
  const out: Record<HistoryChain, number> = { X: 0, P: 0, C: 0 };
  const text = raw?.trim();
  if (!text) return out;
  const height = (s: string) => {
    if (!/^\d{1,15}$/.test(s)) throw new Error(`SNOWLINE_FOLLOW_FROM: "${s}" is not a block height`);
    return Number(s);
  };
  if (!text.includes('=')) {
    const h = height(text);
    return { X: h, P: h, C: h };
  }
  for (const part of text.split(',')) {
    const [chain, value, extra] = part.split('=').map((s) => s.trim());
    if (extra !== undefined || !chain || value === undefined || !Object.hasOwn(out, chain)) {
      throw new Error(`SNOWLINE_FOLLOW_FROM: expected a height or X=<height>,P=<height>,C=<height>, got "${part}"`);
    }
    out[chain as HistoryChain] = height(value);
  }
  return out;
}

export function readFollowerConfig(env: Env = process.env): FollowerConfig {
  const source = (env.SNOWLINE_FOLLOW_SOURCE ?? 'auto').trim().toLowerCase();
  if (source !== 'auto' && source !== 'height') {
    throw new Error(`SNOWLINE_FOLLOW_SOURCE must be auto or height, got "${env.SNOWLINE_FOLLOW_SOURCE}"`);
  }
  return {
    enabled: envOnOff(env, 'SNOWLINE_FOLLOW', true),
    from: parseFollowFrom(env.SNOWLINE_FOLLOW_FROM),
    pollMs: envInt(env, 'SNOWLINE_FOLLOW_POLL_MS', 500, 50),
    source,
    batchBlocks: envInt(env, 'SNOWLINE_FOLLOW_BATCH_BLOCKS', 1024),
    traces: envOnOff(env, 'SNOWLINE_FOLLOW_TRACES', true),
  };
}

/** The follower's settings in this process (throws with the reason when one is bad). */
export function followerConfig(): FollowerConfig {
  return readFollowerConfig();
}
