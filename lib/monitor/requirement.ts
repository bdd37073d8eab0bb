// The uptime a validator needs to be rewarded (facts §10): 80%, or 90% (ACP-267) for Primary Network
// validators whose start time is at or after Helicon activation. A node that does not report Helicon
// (older nodes, or a far-future placeholder) is treated as not activated.

// Its own module: browser islands that name it load no schema (lib/schemas/common carries zod).
import { PRIMARY_NETWORK_ID } from '@/lib/schemas/primary-network';

export { PRIMARY_NETWORK_ID };
const BASE_UPTIME_REQUIREMENT = 80;
const HELICON_UPTIME_REQUIREMENT = 90;

/** Helicon activation in ms from `info.upgrades`, or null when the node does not say. */
export function heliconTimeMs(upgrades: Record<string, unknown> | null | undefined): number | null {
  const raw = upgrades?.heliconTime;
  if (typeof raw !== 'string') return null;
  const ms = Date.parse(raw);
  return Number.isFinite(ms) ? ms : null;
}

/** Required uptime in percent for a validator starting at `startMs`. */
export function uptimeRequirement(opts: { startMs: number; subnetID?: string; heliconMs: number | null }): number {
  const primary = opts.subnetID === undefined || opts.subnetID === PRIMARY_NETWORK_ID;
  if (primary && opts.heliconMs !== null && opts.startMs >= opts.heliconMs) return HELICON_UPTIME_REQUIREMENT;
  return BASE_UPTIME_REQUIREMENT;
}
