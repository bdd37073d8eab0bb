// The network's upgrade schedule as info.upgrades reports it (AvalancheGo's upgrade.Config JSON):
// `<name>Time` activation times (RFC3339), plus a few values that are not times (a P-chain height,
// the X-chain stop vertex, Granite's epoch duration in nanoseconds). Keys grow with each upgrade, so
// any other `<name>Time` is listed too, by its time. The answer is the node's, so it is read warily.

/** The upgrades AvalancheGo knows, in activation order (upgrade.Config), with their display names. */
const KNOWN: readonly [key: string, name: string][] = [
  ['apricotPhase1Time', 'Apricot Phase 1'],
  ['apricotPhase2Time', 'Apricot Phase 2'],
  ['apricotPhase3Time', 'Apricot Phase 3'],
  ['apricotPhase4Time', 'Apricot Phase 4'],
  ['apricotPhase5Time', 'Apricot Phase 5'],
  ['apricotPhasePre6Time', 'Apricot Phase Pre-6'],
  ['apricotPhase6Time', 'Apricot Phase 6'],
  ['apricotPhasePost6Time', 'Apricot Phase Post-6'],
  ['banffTime', 'Banff'],
  ['cortinaTime', 'Cortina'],
  ['durangoTime', 'Durango'],
  ['etnaTime', 'Etna'],
  ['fortunaTime', 'Fortuna'],
  ['graniteTime', 'Granite'],
  ['heliconTime', 'Helicon'],
];
const KNOWN_NAMES = new Map(KNOWN);
const KNOWN_ORDER = new Map(KNOWN.map(([k], i) => [k, i]));

/**
 * AvalancheGo writes an upgrade that has no date yet as 9999-12-01 (UnscheduledActivationTime);
 * anything that far out is "not scheduled" rather than a date.
 */
const UNSCHEDULED_FROM_MS = Date.UTC(9999, 0, 1);
/** A hostile or broken node could send thousands of keys: the schedule keeps a sane number. */
const MAX_UPGRADES = 64;
const MAX_KEY = 64;

interface Upgrade {
  /** The info.upgrades key, e.g. 'graniteTime'. */
  key: string;
  /** 'Granite'; an unknown key's name is made from the key. */
  name: string;
  /** Activation in ms; null when not scheduled (or not a readable time). */
  activationMs: number | null;
  /** Active at `nowMs`: activation at or before it (IsXActivated is !t.Before(activation)). */
  inForce: boolean;
  /** One of the upgrades this version of Snowline knows by name. */
  known: boolean;
}

export interface UpgradeSchedule {
  /** Known upgrades in AvalancheGo's order, then unknown ones by time (unscheduled last). */
  upgrades: Upgrade[];
  /** The most recent upgrade in force, if any. */
  latest: Upgrade | null;
  /** The next scheduled upgrade after `nowMs`, if any. */
  next: Upgrade | null;
  /** Granite's epoch duration (ACP-181) in ms, when reported. */
  graniteEpochMs: number | null;
  /** Values that are not times (e.g. apricotPhase4MinPChainHeight, cortinaXChainStopVertexID). */
  details: { key: string; value: string }[];
}

/** 'fooBarTime' → 'Foo Bar'; 'apricotPhase7Time' → 'Apricot Phase 7'. */
function nameOfKey(key: string): string {
  const base = key.replace(/Time$/, '');
  const words = base.replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/([0-9])([A-Za-z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function activationOf(value: unknown): number | null {
  if (typeof value !== 'string' || value.length > 64) return null;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms) || ms >= UNSCHEDULED_FROM_MS) return null;
  return ms;
}

const isTimeKey = (k: string) => /^[a-z][A-Za-z0-9]*Time$/.test(k) && k.length <= MAX_KEY;

/** The schedule in `raw` (info.upgrades' result) as of `nowMs`. */
export function parseUpgrades(raw: unknown, nowMs: number): UpgradeSchedule {
  const obj = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const upgrades: Upgrade[] = [];
  const details: { key: string; value: string }[] = [];
  let graniteEpochMs: number | null = null;
  for (const [key, value] of Object.entries(obj)) {
    if (isTimeKey(key)) {
      if (upgrades.length >= MAX_UPGRADES) continue;
      const activationMs = activationOf(value);
      upgrades.push({
        key,
        name: KNOWN_NAMES.get(key) ?? nameOfKey(key),
        activationMs,
        inForce: activationMs !== null && activationMs <= nowMs,
        known: KNOWN_NAMES.has(key),
      });
    } else if (key === 'graniteEpochDuration') {
      // A Go time.Duration: nanoseconds.
      const ns = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
      graniteEpochMs = Number.isFinite(ns) && ns >= 0 ? ns / 1e6 : null;
    } else if (
      details.length < 8 &&
      key.length <= MAX_KEY &&
      (typeof value === 'number' || (typeof value === 'string' && value.length <= 128))
    ) {
      details.push({ key, value: String(value) });
    }
  }
  upgrades.sort((a, b) => {
    const ka = KNOWN_ORDER.get(a.key);
    const kb = KNOWN_ORDER.get(b.key);
    if (ka !== undefined && kb !== undefined) return ka - kb;
    if (ka !== undefined) return -1;
    if (kb !== undefined) return 1;
    return (a.activationMs ?? Infinity) - (b.activationMs ?? Infinity) || a.key.localeCompare(b.key);
  });
  const byTime = upgrades.filter((u) => u.activationMs !== null);
  const inForce = byTime.filter((u) => u.inForce);
  const latest = inForce.reduce<Upgrade | null>((a, u) => (a && a.activationMs! > u.activationMs! ? a : u), null);
  const next = byTime
    .filter((u) => !u.inForce)
    .reduce<Upgrade | null>((a, u) => (a && a.activationMs! <= u.activationMs! ? a : u), null);
  return { upgrades, latest, next, graniteEpochMs, details };
}

/** One upgrade's activation in ms, or null when the node does not report it or has not scheduled it. */
export function activationMs(raw: unknown, key: string): number | null {
  if (raw === null || typeof raw !== 'object') return null;
  return activationOf((raw as Record<string, unknown>)[key]);
}
