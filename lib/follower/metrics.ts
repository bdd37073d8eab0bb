// What the history follower reports to Prometheus, per chain: how far behind the tip it is (in blocks
// and in seconds), what it has indexed, and its errors. Lag is what an operator alerts on.
import { Counter, Gauge, type Registry } from 'prom-client';
import { sharedMetric } from '@/lib/metrics/registry';
import type { FollowedChain } from '@/lib/store/history/chain-keys';
import type { UndecodedKind } from '@/lib/store/history/records';

export interface FollowerMetrics {
  progress(chain: FollowedChain, p: { indexedHeight: number; tipHeight: number | null; lagSeconds: number }): void;
  wrote(chain: FollowedChain, blocks: number, txs: number): void;
  failed(chain: FollowedChain): void;
  /** A block written with txs the codec could not read (recorded, not retried). */
  undecoded(chain: FollowedChain, reason: UndecodedKind): void;
}

export function createFollowerMetrics(registry: Registry): FollowerMetrics {
  // Every series is per chain, in the given registry.
  const perChain = { labelNames: ['chain'] as const, registers: [registry] };
  const gauge = (name: string, help: string) => new Gauge({ name, help, ...perChain });
  const counter = (name: string, help: string) => new Counter({ name, help, ...perChain });
  const indexed = gauge(
    'snowline_follower_indexed_height',
    'Height of the last block the history follower wrote, by chain.',
  );
  const tip = gauge('snowline_follower_tip_height', "The chain's last accepted height as the follower last saw it.");
  const lagBlocks = gauge(
    'snowline_follower_lag_blocks',
    'Blocks accepted by the node and not yet in the history, by chain.',
  );
  const lagSeconds = gauge(
    'snowline_follower_lag_seconds',
    'How old the history is while the follower is behind (now minus the last indexed block time); 0 at the tip.',
  );
  const blocks = counter('snowline_follower_blocks_total', 'Blocks the history follower wrote, by chain.');
  const txs = counter('snowline_follower_txs_total', 'Transactions the history follower wrote, by chain.');
  const errors = counter(
    'snowline_follower_errors_total',
    'Reads or writes of the history follower that failed (each is retried), by chain.',
  );
  const undecoded = new Counter({
    name: 'snowline_follower_undecoded_txs_total',
    help:
      'Blocks the history follower wrote with txs it could not decode (a run of txs it cannot split counts ' +
      'once), by chain and reason: unknown_type, unreadable, or block (its header).',
    labelNames: ['chain', 'reason'] as const,
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
    undecoded(chain, reason) {
      undecoded.inc({ chain, reason });
    },
  };
}

/** The process's follower metrics, in the shared registry. */
export function followerMetrics(): FollowerMetrics {
  return sharedMetric('snowline_follower', createFollowerMetrics);
}
