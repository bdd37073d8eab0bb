// Staking rules that change with an upgrade, as AvalancheGo applies them.
// - Minimum stake duration (ACP-273): a Primary Network validator's period must be at least
//   HeliconMinStakeDuration once the chain time is at or after Helicon, MinStakeDuration before
//   (txs/executor primaryNetworkValidatorMinStakeDuration). Delegators keep MinStakeDuration.
//   The values are each network's genesis staking config (genesis_mainnet.go, genesis_fuji.go;
//   other networks take the local defaults unless the node was started with other flags).
// - Uptime requirement (ACP-267): see lib/monitor/requirement.ts.

const HOUR = 3600;
const DAY = 24 * HOUR;

interface StakeDurations {
  /** MinStakeDuration, seconds. */
  base: number;
  /** HeliconMinStakeDuration, seconds. */
  helicon: number;
}

const MAINNET_ID = 1;
const FUJI_ID = 5;
const BY_NETWORK: Record<number, StakeDurations> = {
  [MAINNET_ID]: { base: 14 * DAY, helicon: 48 * HOUR },
  [FUJI_ID]: { base: DAY, helicon: 12 * HOUR },
};
const LOCAL_DEFAULTS: StakeDurations = { base: DAY, helicon: HOUR };

export interface StakeDurationRule {
  /** The minimum a new Primary Network validator must stake for now, seconds. */
  validatorSec: number;
  /** The minimum for a delegator (unchanged by Helicon), seconds. */
  delegatorSec: number;
  /** Which rule applies: Helicon's (ACP-273) or the network's genesis one. */
  source: 'Helicon (ACP-273)' | 'genesis';
  /** The other value: the one Helicon replaced, or the one it will bring. */
  otherSec: number;
  /** Helicon's activation, when scheduled. */
  heliconMs: number | null;
  /** The values are the local defaults (a network other than Mainnet or Fuji may be configured otherwise). */
  defaults: boolean;
}

/** The minimum stake durations on `networkID` at chain time `nowMs`, given Helicon's activation. */
export function minStakeDuration(networkID: number, heliconMs: number | null, nowMs: number): StakeDurationRule {
  const known = BY_NETWORK[networkID];
  const d = known ?? LOCAL_DEFAULTS;
  const helicon = heliconMs !== null && nowMs >= heliconMs;
  return {
    validatorSec: helicon ? d.helicon : d.base,
    delegatorSec: d.base,
    source: helicon ? 'Helicon (ACP-273)' : 'genesis',
    otherSec: helicon ? d.base : d.helicon,
    heliconMs,
    defaults: known === undefined,
  };
}
