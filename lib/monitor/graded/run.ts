// One sample's graded evaluation: gathers what the conditions need beyond the validator set (peers
// and versions, L1 validators and the fee state), steps every watched validator's episodes, and
// returns the write that goes into the sample run's transaction. A fact the node cannot give this time
// (a failed call) leaves the conditions that need it as they were, rather than clearing them.
import type { NodeClient } from '@/lib/client';
import { isRpcError } from '@/lib/rpc/errors';
import type { CurrentValidator } from '@/lib/schemas/platform';
import type { Channel, Episode, GradedWrite, L1Watch, NotificationItem } from '@/lib/store/monitor/graded-records';
import { takesItem } from '@/lib/monitor/channels/message';
import type { MonitorStore, WatchEntry } from '@/lib/store/monitor/records';
import { secondsRemaining, type ValidatorFeeConfig } from '@/lib/monitor/l1/runway';
import { l1Conditions, networkVersion, primaryConditions, type ActiveCondition } from './conditions';
import type { GradedConfig } from './defaults';
import { syncEnvChannel, type EnvWebhook } from './env-channel';
import { stepEpisodes } from './episodes';
import { icmSubject, icmWatchConditions, mergeIcmWatches, type IcmWatch } from './icm-watch';
import type { HistoryStore } from '@/lib/store/history/records';

export type GradedClient = {
  platform: Pick<
    NodeClient['platform'],
    'getL1Validator' | 'getValidatorFeeState' | 'getValidatorFeeConfig' | 'getMaxStakeAmount'
  >;
  info: Pick<NodeClient['info'], 'peers' | 'getNodeID' | 'getNodeVersion'>;
};

/** Primary Network staking limits of mainnet, Fuji and the local network: 3M AVAX, 5× own stake. */
const MAX_VALIDATOR_STAKE = 3_000_000n * 1_000_000_000n;
const MAX_VALIDATOR_WEIGHT_FACTOR = 5n;
const DAY = 86_400;

export interface PrimaryWatchInput {
  entry: WatchEntry;
  validator: CurrentValidator | undefined;
  threshold: number;
}

const subjectOfL1 = (w: Pick<L1Watch, 'validationID'>) => `l1:${w.validationID}`;

export function createGradedEvaluator(d: {
  client: GradedClient;
  store: MonitorStore;
  config: GradedConfig;
  sampleMs: number;
  /** The JSON webhook set in the environment, a channel like the others. */
  envWebhook?: EnvWebhook;
  /**
   * ICM messengers and contracts watched in the environment (those the operator adds in the UI are
   * read from the store each sample); their messages are read from the history the follower writes.
   */
  icm?: { watches: readonly IcmWatch[]; history: () => Promise<HistoryStore> };
  log?: (msg: string) => void;
}) {
  let feeConfig: ValidatorFeeConfig | undefined;
  // The fee state at the last sample: the change in excess since gives how many L1 validators pay.
  let lastFee: { excess: bigint; atSec: number } | undefined;
  // Samples in a row each watched L1 validator was not among the connected node's peers, counted once
  // it has been seen among them: a node that does not track the L1 never connects to its validators,
  // and that is no outage. Kept in memory: an instance that takes over counts afresh once it sees the
  // validator connected, and an open episode holds meanwhile.
  const l1Disconnected = new Map<string, number>();

  async function versions(validators: readonly CurrentValidator[]) {
    try {
      const [peers, self, own] = await Promise.all([
        d.client.info.peers({}),
        d.client.info.getNodeID({}),
        d.client.info.getNodeVersion({}),
      ]);
      const all = [
        ...peers.peers.map((p) => ({ nodeID: p.nodeID, version: p.version })),
        { nodeID: self.nodeID, version: own.version },
      ];
      const weights = new Map(validators.map((v) => [v.nodeID, v.weight]));
      return {
        byNode: new Map(all.map((p) => [p.nodeID, p.version])),
        network: networkVersion(all, weights),
        // Connected as the connected node sees it: one of its peers, or the node itself.
        connected: new Set(all.map((p) => p.nodeID)),
      };
    } catch (e) {
      d.log?.(`versions unavailable this sample: ${(e as Error).message}`);
      return null;
    }
  }

  async function disconnectedStreak(nodeID: string, connectedNow: boolean, atMs: number, needed: number) {
    if (connectedNow) return 0;
    if (needed <= 1) return 1;
    // The samples before this one (it is written with the run); a gap in sampling ends the streak.
    const since = atMs - (needed + 1) * d.sampleMs * 2;
    const earlier = await d.store.history(nodeID, since);
    let streak = 1;
    for (let i = earlier.length - 1; i >= 0 && !earlier[i]!.connected; i--) streak++;
    return streak;
  }

  async function feeState(atMs: number) {
    if (!feeConfig) {
      const c = await d.client.platform.getValidatorFeeConfig({});
      feeConfig = {
        target: BigInt(c.target),
        minPrice: BigInt(c.minPrice),
        excessConversionConstant: BigInt(c.excessConversionConstant),
      };
    }
    const cfg: ValidatorFeeConfig = feeConfig;
    const s = await d.client.platform.getValidatorFeeState({});
    const excess = BigInt(s.excess);
    const atSec = Math.floor(Date.parse(String(s.timestamp)) / 1000) || Math.floor(atMs / 1000);
    // current − target = Δexcess / Δt while the excess is above 0; at 0 the price is the minimum and
    // stays there unless more than `target` validators pay (then the excess would have risen).
    let current = cfg.target;
    if (lastFee && atSec > lastFee.atSec && (excess > 0n || lastFee.excess > 0n)) {
      current = cfg.target + (excess - lastFee.excess) / BigInt(atSec - lastFee.atSec);
      if (current < 0n) current = 0n;
    } else if (excess === 0n) {
      current = cfg.target > 0n ? cfg.target - 1n : 0n;
    }
    lastFee = { excess, atSec };
    return { state: { current, excess }, config: cfg };
  }

  /**
   * How full a validator's delegation is: the most staked on it at any time until its end, as
   * getMaxStakeAmount tells (delegations that start later count), against 5× its own stake capped at
   * 3M AVAX. Nodes that dropped the deprecated method give the current weights instead.
   */
  async function delegationOf(v: CurrentValidator, nowSec: number) {
    const own = v.weight;
    if (own <= 0n) return null;
    const capacity =
      own * MAX_VALIDATOR_WEIGHT_FACTOR < MAX_VALIDATOR_STAKE ? own * MAX_VALIDATOR_WEIGHT_FACTOR : MAX_VALIDATOR_STAKE;
    const end = v.endTime !== undefined ? BigInt(v.endTime) : null;
    const most =
      end !== null && end > BigInt(nowSec)
        ? await Promise.resolve()
            .then(() =>
              d.client.platform.getMaxStakeAmount({ nodeID: v.nodeID, startTime: BigInt(nowSec), endTime: end }),
            )
            .then((r) => r.amount)
            .catch(() => null)
        : null;
    return { total: most ?? own + (v.delegatorWeight ?? 0n), capacity };
  }

  return async function evaluate(
    atMs: number,
    primary: readonly PrimaryWatchInput[],
    validators: readonly CurrentValidator[],
  ) {
    const [open, stored, l1Watches, icmStored] = await Promise.all([
      d.store.openEpisodes(),
      d.store.channels(),
      d.store.l1Watches(),
      d.icm ? d.store.icmWatches() : [],
    ]);
    // The environment's watches and the operator's from the UI alike (the environment's win on an address).
    const icmWatches = d.icm ? mergeIcmWatches(d.icm.watches, icmStored) : [];
    const channels = await syncEnvChannel(d.store, stored, d.envWebhook, atMs);
    const write: GradedWrite = { open: [], update: [], close: [], notifications: [], l1States: [] };
    const stepped = new Set<string>();
    const step = (subject: string, active: ActiveCondition[], leftTheSet = false) => {
      stepped.add(subject);
      // Once a validator is out of the set, "not validating" says it all: its other episodes end quietly.
      const quiet = (e: Episode) => leftTheSet && e.condition !== 'not-validating';
      const r = stepEpisodes(subject, active, open, atMs, d.config.reminderMs, quiet);
      write.open.push(...r.write.open);
      write.update.push(...r.write.update);
      write.close.push(...r.write.close);
      if (r.message) write.notifications.push({ ...r.message, channelIDs: channelsFor(channels, r.message.items) });
    };

    const v = primary.length > 0 || l1Watches.length > 0 ? await versions(validators) : null;
    for (const { entry, validator, threshold } of primary) {
      const settings = (await d.store.watchSettings(entry.nodeID)) ?? {};
      const needed = settings.disconnectedSamples ?? d.config.disconnectedSamples;
      const nowSec = Math.floor(atMs / 1000);
      const facts = {
        present: validator !== undefined,
        seenBefore: entry.lastSeenMs !== null,
        uptime: validator?.uptime ?? null,
        threshold,
        disconnectedStreak: validator
          ? await disconnectedStreak(entry.nodeID, validator.connected !== false, atMs, needed)
          : 0,
        secondsToEnd: validator?.endTime !== undefined ? Number(validator.endTime) - nowSec : null,
        nextPeriodSec: validator?.nextPeriod !== undefined ? Number(validator.nextPeriod) : null,
        version: v?.byNode.get(entry.nodeID) ?? null,
        networkVersion: v?.network ?? null,
        delegation: validator ? await delegationOf(validator, nowSec) : null,
      };
      let active = primaryConditions(facts, settings, d.config);
      // Without version facts this time, an open version episode is neither raised nor cleared.
      if (!v) active = keepOpen(active, open, entry.nodeID, 'version-behind');
      step(entry.nodeID, active, !facts.present);
    }

    if (l1Watches.length > 0) {
      const fee = await feeState(atMs).catch((e: unknown) => {
        d.log?.(`L1 fee state unavailable this sample: ${(e as Error).message}`);
        return null;
      });
      for (const w of l1Watches) {
        let found;
        try {
          found = await d.client.platform.getL1Validator({ validationID: w.validationID });
        } catch (e) {
          if (!(isRpcError(e) && /not found/i.test(e.message))) {
            d.log?.(`L1 validator ${w.validationID} unavailable this sample: ${(e as Error).message}`);
            continue;
          }
          found = null;
        }
        const days = Math.max(...(w.settings.runwayDays ?? d.config.runwayDays), 1);
        const horizon = BigInt(Math.ceil((days + 1) * DAY));
        const balance = found ? found.balance : 0n;
        const runway = found && fee ? Number(secondsRemaining(fee.state, fee.config, horizon, balance)) : null;
        const subject = subjectOfL1(w);
        // Unknown without the peers list this time; the count restarts whenever it is seen connected.
        const seen = l1Disconnected.get(subject);
        const streak = !found || !v ? null : v.connected.has(found.nodeID) ? 0 : seen === undefined ? null : seen + 1;
        if (streak !== null) l1Disconnected.set(subject, streak);
        let active = l1Conditions(
          {
            present: found !== null,
            seenBefore: w.lastSeenMs !== null,
            balance,
            runwaySec: runway,
            disconnectedStreak: streak,
            version: found ? (v?.byNode.get(found.nodeID) ?? null) : null,
            networkVersion: v?.network ?? null,
          },
          w.settings,
          d.config,
        );
        if (found && !fee) active = keepOpen(active, open, subject, 'l1-runway');
        if (found && !v) active = keepOpen(active, open, subject, 'version-behind');
        // Still disconnected, by a count that restarted (a new sampling instance), or unknown this time:
        // an open episode neither clears nor re-opens.
        if (found && streak !== 0) active = keepOpen(active, open, subject, 'disconnected');
        step(subject, active, found === null);
        write.l1States.push({
          validationID: w.validationID,
          lastBalance: found ? balance.toString() : w.lastBalance,
          lastRunwaySec: runway,
          lastSeenMs: found ? atMs : w.lastSeenMs,
        });
      }
    }
    const icmWatched = new Set<string>();
    if (d.icm && icmWatches.length > 0) {
      try {
        for (const w of await icmWatchConditions(await d.icm.history(), icmWatches, atMs)) {
          icmWatched.add(w.subject);
          step(w.subject, w.active);
        }
      } catch (e) {
        // The history unreadable this time: open ICM episodes hold until it answers.
        d.log?.(`ICM messages unavailable this sample: ${(e as Error).message}`);
        for (const w of icmWatches) icmWatched.add(icmSubject(w));
      }
    }
    // A validator no longer watched: its open episodes end without a message. (An L1 watch whose
    // validator could not be read this time was skipped above and keeps its episodes.)
    const watchedL1 = new Set(l1Watches.map(subjectOfL1));
    for (const s of l1Disconnected.keys()) if (!watchedL1.has(s)) l1Disconnected.delete(s);
    for (const e of open) {
      if (stepped.has(e.subject) || watchedL1.has(e.subject) || icmWatched.has(e.subject)) continue;
      if (primary.some((p) => p.entry.nodeID === e.subject)) continue;
      write.close.push({ id: e.id, closedMs: atMs });
    }
    return write;
  };
}

/** Channels that take at least one of the items (by their minimum severity; PagerDuty every recovery). */
function channelsFor(channels: readonly Channel[], items: readonly NotificationItem[]) {
  return channels.filter((c) => items.some((i) => takesItem(c.minSeverity, i, c.kind))).map((c) => c.id);
}

/** `active`, plus the open episode of `condition` as it stands (a fact unknown this sample). */
function keepOpen(
  active: ActiveCondition[],
  open: readonly Episode[],
  subject: string,
  condition: Episode['condition'],
) {
  const e = open.find((x) => x.subject === subject && x.condition === condition);
  if (!e || active.some((c) => c.condition === condition)) return active;
  return [...active, { condition, severity: e.severity, stage: e.stage, detail: e.detail }];
}
