// What the history follower reports to Prometheus, per chain: how far behind the tip it is (in blocks
// and in seconds), what it has indexed, and its errors. Lag is what an operator alerts on.
import { Counter, Gauge, type Registry } from 'prom-client';
import { sharedMetric } from '@/lib/metrics/registry';
import type { FollowedChain } from '@/lib/store/history/records';

export interface FollowerMetrics {
  progress(chain: FollowedChain, p: { indexedHeight: number; tipHeight: number | null; lagSeconds: number }): void;
  wrote(chain: FollowedChain, blocks: number, txs: number): void;
  failed(chain: FollowedChain): void;
}

export function createFollowerMetrics(registry: Registry): FollowerMetrics {
  const labelNames = ['chain'] as const;
  const indexed = new Gauge({
    name: 'snowline_follower_indexed_height',
    help: 'Height of the last block the history follower wrote, by chain.',
    labelNames,
    registers: [registry],
  });
  const tip = new Gauge({
    name: 'snowline_follower_tip_height',
    help: "The chain's last accepted height as the follower last saw it.",
    labelNames,
    registers: [registry],
  });
  const lagBlocks = new Gauge({
    name: 'snowline_follower_lag_blocks',
    help: 'Blocks accepted by the node and not yet in the history, by chain.',
    labelNames,
    registers: [registry],
  });
  const lagSeconds = new Gauge({
    name: 'snowline_follower_lag_seconds',
    help: 'How old the history is while the follower is behind (now minus the last indexed block time); 0 at the tip.',
    labelNames,
    registers: [registry],
  });
  const blocks = new Counter({
    name: 'snowline_follower_blocks_total',
    help: 'Blocks the history follower wrote, by chain.',
    labelNames,
    registers: [registry],
  });
  const txs = new Counter({
    name: 'snowline_follower_txs_total',
    help: 'Transactions the history follower wrote, by chain.',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'snowline_follower_errors_total',
    help: 'Reads or writes of the history follower that failed (each is retried), by chain.',
    labelNames,
    registers: [registry],
  });
  return {
    progress(chain, p) {
      indexed.set({ chain }, p.indexedHeight);
      if (p.tipHeight !== null) {
        tip.set({ chain }, p.tipHeight);
        lagBlocks.set({ chain }, Math.max(0, p.tipHeight - p.indexedHeight));
      }
      lagSeconds.set({ chain }, p.lagSeconds);
    },
    wrote(chain, b, t) {
      blocks.inc({ chain }, b);
      txs.inc({ chain }, t);
    },
    failed(chain) {
      errors.inc({ chain });
    },
  };
}

/** The process's follower metrics, in the shared registry. */
export function followerMetrics(): FollowerMetrics {
  return sharedMetric('snowline_follower', createFollowerMetrics);
}
