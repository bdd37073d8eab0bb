// The current stakes that pay their rewards to a P address: validations whose validation reward
// owner it is, and delegations whose reward owner it is. All of them, newest first, shown a page
// at a time (the page number lives in the URL).
import type { NodeClient } from '@/lib/client';

export interface StakingEntry {
  txID: string;
  nodeID: string;
  role: 'validator' | 'delegator';
  amount: bigint;
  startTime: bigint;
  endTime: bigint | undefined;
  potentialReward: bigint | undefined;
}

export const STAKING_PAGE_SIZE = 20;

/** Validators asked for their delegators at once (the node lists them only one node at a time). */
const CONCURRENCY = 16;

type Platform = Pick<NodeClient['platform'], 'getCurrentValidators'>;

type Validators = Awaited<ReturnType<Platform['getCurrentValidators']>>['validators'];
type Delegator = NonNullable<Validators[number]['delegators']>[number];

/**
 * How long one walk over every validator's delegators serves all P address pages. The walk costs the
 * node one call per validator with delegators (thousands on a big network), so a crowd of viewers,
 * or one client paging through addresses, must not repeat it: at most one walk per window.
 */
const DELEGATORS_WINDOW_MS = 15_000;
const walks = new WeakMap<Platform, { atMs: number; delegators: Promise<Delegator[]> }>();

/** Every current delegator of every validator, from the last walk when it is recent enough. */
function everyDelegator(platform: Platform, validators: Validators): Promise<Delegator[]> {
  const last = walks.get(platform);
  if (last && Date.now() - last.atMs < DELEGATORS_WINDOW_MS) return last.delegators;
  const delegators = walkDelegators(platform, validators);
  walks.set(platform, { atMs: Date.now(), delegators });
  // A failed walk is not kept: the next page view tries again.
  delegators.catch(() => walks.get(platform)?.delegators === delegators && walks.delete(platform));
  return delegators;
}

/**
 * The node lists a validator's delegators only when nodeIDs names that one node: every validator with
 * delegators is asked on its own, a few at a time.
 */
async function walkDelegators(platform: Platform, validators: Validators): Promise<Delegator[]> {
  const withDelegators = validators.filter((v) => (v.delegatorCount ?? 0n) > 0n || (v.delegators?.length ?? 0) > 0);
  const out: Delegator[] = [];
  for (let i = 0; i < withDelegators.length; i += CONCURRENCY) {
    const lists = await Promise.all(
      withDelegators.slice(i, i + CONCURRENCY).map(async (v) => {
        const one = await platform.getCurrentValidators({ nodeIDs: [v.nodeID] }).catch(() => null);
        return one?.validators.find((x) => x.nodeID === v.nodeID)?.delegators ?? v.delegators ?? [];
      }),
    );
    out.push(...lists.flat());
  }
  return out;
}

/** Every current stake rewarded to `address` (P-…), newest first. */
export async function stakingRewardedTo(platform: Platform, address: string): Promise<StakingEntry[]> {
  const bare = address.slice(address.indexOf('-') + 1);
  const owns = (o: { addresses: string[] } | undefined) =>
    !!o?.addresses.some((a) => a.slice(a.indexOf('-') + 1) === bare);
  const { validators } = await platform.getCurrentValidators({});
  const found: StakingEntry[] = [];
  for (const v of validators) {
    if (v.txID && (owns(v.validationRewardOwner) || owns(v.rewardOwner))) {
      found.push({
        txID: v.txID,
        nodeID: v.nodeID,
        role: 'validator',
        amount: v.stakeAmount ?? v.weight ?? 0n,
        startTime: v.startTime,
        endTime: v.endTime,
        potentialReward: v.potentialReward,
      });
    }
  }
  for (const d of await everyDelegator(platform, validators)) {
    if (!owns(d.rewardOwner)) continue;
    found.push({
      txID: d.txID,
      nodeID: d.nodeID,
      role: 'delegator',
      amount: d.stakeAmount ?? d.weight ?? 0n,
      startTime: d.startTime,
      endTime: d.endTime,
      potentialReward: d.potentialReward,
    });
  }
  const unique = [...new Map(found.map((s) => [s.txID, s])).values()];
  return unique.sort((a, b) =>
    a.startTime !== b.startTime ? (a.startTime > b.startTime ? -1 : 1) : a.txID < b.txID ? -1 : 1,
  );
}

/** The 1-based page number a URL's `?staking=` names; anything else is page 1. */
export function stakingPageOf(raw: string | undefined): number {
  const n = raw !== undefined && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}

/** One page of the entries (the last page when `page` is past the end). */
export function pageOfStaking<T>(entries: T[], page: number): { entries: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(entries.length / STAKING_PAGE_SIZE));
  const p = Math.min(Math.max(1, page), pages);
  return { entries: entries.slice((p - 1) * STAKING_PAGE_SIZE, p * STAKING_PAGE_SIZE), page: p, pages };
}
