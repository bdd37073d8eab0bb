// Which conditions hold for one watched validator at one sample, each with its severity and stage:
// pure functions of what the sampler observed. Uptime, connection and versions are as the connected
// node sees them.
import type { ConditionKind, ConditionSettings, Severity } from '@/lib/store/monitor/graded-records';
import { effectiveSettings, type GradedConfig } from './defaults';

export interface ActiveCondition {
  condition: ConditionKind;
  severity: Severity;
  /** "7d" for a stage of a days-ahead warning, "" for a condition without stages. */
  stage: string;
  detail: string;
}

export interface PrimaryFacts {
  /** In the current Primary Network validator set. */
  present: boolean;
  /** It was in the set at some earlier sample (leaving it is then an alert). */
  seenBefore: boolean;
  uptime: number | null;
  threshold: number;
  /** Samples in a row, this one included, at which the node was disconnected. */
  disconnectedStreak: number;
  /** To the end of the stake or, for an auto-renewed validator, of its current cycle. */
  secondsToEnd: number | null;
  /**
   * Auto-renewed (Helicon) validators: the next cycle's length; 0 once its authority stopped it.
   * Absent or null for a fixed stake.
   */
  nextPeriodSec?: number | null;
  version: string | null;
  /** The version most connected stake runs, or null when unknown. */
  networkVersion: string | null;
  /** Stake on the validator (own and delegated) and the most it may hold, in nAVAX. */
  delegation: { total: bigint; capacity: bigint } | null;
}

export interface L1Facts {
  /** getL1Validator answered: the validation exists. */
  present: boolean;
  seenBefore: boolean;
  /** Balance in nAVAX; an L1 validator whose balance is 0 is inactive. */
  balance: bigint;
  /** Seconds its balance pays the fee at the current fee state (null: unknown). */
  runwaySec: number | null;
  /**
   * Samples in a row, this one included, at which its node was not among the connected node's peers
   * after being seen among them (null: the peers could not be read, or it was never seen there). The
   * P-chain reports neither uptime nor connection for L1 validators, so this is the only view of it.
   */
  disconnectedStreak: number | null;
  /** Its node's version and the network's, as for a Primary Network validator (null: unknown). */
  version: string | null;
  networkVersion: string | null;
}

const DAY = 86_400;

/** "14d", "7d" or "1d": the smallest stage (of `days`) that `seconds` is within, or null. */
export function dayStage(seconds: number, days: readonly number[]): string | null {
  const within = days.filter((d) => d > 0 && seconds <= d * DAY).sort((a, b) => a - b);
  return within.length > 0 ? `${within[0]}d` : null;
}

/**
 * A days-ahead condition at the stage `seconds` is within: a warning, except at the last stage before
 * the damage (the smallest of `days`), which is critical, so a critical-only pager hears of it while
 * there is still time to act.
 */
function staged(kind: ConditionKind, detail: string, seconds: number, days: readonly number[]): ActiveCondition | null {
  const stage = dayStage(seconds, days);
  if (stage === null) return null;
  const last = Math.min(...days.filter((d) => d > 0));
  return condition(kind, stage === `${last}d` ? 'critical' : 'warning', detail, stage);
}

/** What an L1 validator's runway reads as: past the largest stage it was not measured further. */
export function runwayText(seconds: number, days: readonly number[]): string {
  const largest = Math.max(...days.filter((d) => d > 0), 1);
  return seconds > largest * DAY ? `more than ${largest} days` : `≈ ${formatDuration(seconds)}`;
}

function formatDuration(seconds: number): string {
  if (seconds < 120) return `${Math.max(0, Math.floor(seconds))} s`;
  if (seconds < 2 * 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 2 * DAY) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / DAY)} days`;
}

/** [major, minor, patch] of "avalanchego/1.13.0", "v1.13.0" or "1.13.0"; null for anything else. */
function parseVersion(v: string): [number, number, number] | null {
  const m = /(\d{1,4})\.(\d{1,4})\.(\d{1,4})/.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

export function versionBehind(node: string, reference: string): boolean {
  const a = parseVersion(node);
  const b = parseVersion(reference);
  if (!a || !b) return false;
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** The version run by the most stake among `peers` (weights by node id); null with no weighed peer. */
export function networkVersion(
  peers: readonly { nodeID: string; version: string }[],
  weights: ReadonlyMap<string, bigint>,
) {
  const byVersion = new Map<string, bigint>();
  for (const p of peers) {
    const w = weights.get(p.nodeID);
    const v = parseVersion(p.version);
    if (!w || !v) continue;
    const key = v.join('.');
    byVersion.set(key, (byVersion.get(key) ?? 0n) + w);
  }
  let best: string | null = null;
  let bestWeight = 0n;
  for (const [v, w] of byVersion) {
    if (w > bestWeight || (w === bestWeight && best !== null && versionBehind(best, v))) [best, bestWeight] = [v, w];
  }
  return best;
}

const condition = (
  kind: ConditionKind,
  severity: Severity,
  detail: string,
  stage: string | null = '',
): ActiveCondition | null => (stage === null ? null : { condition: kind, severity, stage, detail });

/** The node runs a version behind the operator's minimum, or else the network's; null when not. */
function versionCondition(
  version: string | null,
  network: string | null,
  minVersion: string | undefined,
): ActiveCondition | null {
  const reference = minVersion ?? network;
  if (!version || !reference || !versionBehind(version, reference)) return null;
  return condition(
    'version-behind',
    'warning',
    `runs ${parseVersion(version)!.join('.')}, behind ${minVersion ? 'the minimum' : "the network's"} ${reference.replace(/^v/, '')} (versions as the connected node's peers report them)`,
  );
}

const disconnected = (streak: number | null, samples: number, where: string): ActiveCondition | null =>
  streak !== null && streak >= samples
    ? condition(
        'disconnected',
        'critical',
        `disconnected for ${streak} samples in a row${where} (as the connected node sees it)`,
      )
    : null;

type Settings = ReturnType<typeof effectiveSettings>;

/**
 * The conditions of a validation: while it exists, those `whilePresent` finds; once gone, "not
 * validating" if it was seen before. Conditions the operator turned off are left out.
 */
function conditionsOf(
  f: { present: boolean; seenBefore: boolean },
  settings: Settings,
  goneDetail: string,
  whilePresent: () => (ActiveCondition | null)[],
): ActiveCondition[] {
  const found = f.present
    ? whilePresent()
    : [f.seenBefore ? condition('not-validating', 'critical', goneDetail) : null];
  return found.filter((c): c is ActiveCondition => c !== null && !settings.off.includes(c.condition));
}

export function primaryConditions(f: PrimaryFacts, own: ConditionSettings, d: GradedConfig): ActiveCondition[] {
  const s = effectiveSettings(own, d);
  const renews = f.nextPeriodSec != null && f.nextPeriodSec > 0;
  return conditionsOf(f, s, 'is no longer in the current Primary Network validator set', () => {
    const percent =
      f.delegation && f.delegation.capacity > 0n
        ? Number((f.delegation.total * 10_000n) / f.delegation.capacity) / 100
        : null;
    return [
      f.uptime !== null && f.uptime < f.threshold
        ? condition(
            'uptime',
            'warning',
            `uptime ${f.uptime.toFixed(2)}% is below ${f.threshold}% (as the connected node sees it)` +
              (renews && f.secondsToEnd !== null
                ? `: an auto-renewed validator below it when its cycle ends (in ${formatDuration(f.secondsToEnd)}) is removed, not renewed`
                : ''),
          )
        : null,
      disconnected(f.disconnectedStreak, s.disconnectedSamples, ''),
      // An auto-renewed stake does not expire: its cycle's end starts the next one. It ends only
      // once its authority set the next period to 0 (or it missed the uptime, said above).
      f.secondsToEnd === null || renews
        ? null
        : staged(
            'stake-ending',
            f.nextPeriodSec === 0
              ? `its auto-renewal was stopped (next period 0): its validation ends in ${formatDuration(f.secondsToEnd)}`
              : `its validation ends in ${formatDuration(f.secondsToEnd)}: re-stake in time`,
            f.secondsToEnd,
            s.stakeEndingDays,
          ),
      versionCondition(f.version, f.networkVersion, s.minVersion),
      percent !== null && percent >= s.delegationFullPercent
        ? condition('delegation-full', 'info', `delegation capacity is ${percent.toFixed(1)}% used`)
        : null,
    ];
  });
}

export function l1Conditions(f: L1Facts, own: ConditionSettings, d: GradedConfig): ActiveCondition[] {
  const s = effectiveSettings(own, d);
  return conditionsOf(f, s, 'the L1 validation no longer exists', () =>
    f.balance === 0n
      ? [
          condition(
            'l1-inactive',
            'critical',
            'is inactive: its balance ran out; top it up (IncreaseL1ValidatorBalanceTx)',
          ),
          // The runway episode lasts until a top-up: running out is not a recovery from running low.
          staged('l1-runway', 'its balance is 0', 0, s.runwayDays),
        ]
      : [
          f.runwaySec === null
            ? null
            : staged(
                'l1-runway',
                `its balance pays ${formatDuration(f.runwaySec)} of fees at the current price`,
                f.runwaySec,
                s.runwayDays,
              ),
          // An inactive validator is not expected to be connected: "inactive" says it all.
          disconnected(f.disconnectedStreak, s.disconnectedSamples, ": not among the connected node's peers"),
          versionCondition(f.version, f.networkVersion, s.minVersion),
        ],
  );
}
