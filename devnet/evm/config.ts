// Chain configuration of the devnet's EVM chains, in the shapes coreth and subnet-evm answer
// (facts §9): eth_getChainConfig, and for subnet-evm eth_feeConfig / eth_getActiveRulesAt /
// eth_getActivePrecompilesAt. Upgrade times follow the local network (everything active from
// 2020-12-05T05:00:00Z, Helicon unscheduled), as devnet/info's upgrades do.

export type EvmFlavor = 'coreth' | 'subnet-evm';

/** upgrade.InitiallyActiveTime of AvalancheGo's local network. */
const INITIALLY_ACTIVE_TS = 1607144400;
/** upgrade.UnscheduledActivationTime (9999-12-01T00:00:00Z). */
const UNSCHEDULED_TS = 253399622400;

/** coreth sends priority fees to the black-hole address (constants.BlackholeAddr). */
export const BLACKHOLE_ADDRESS = '0x0100000000000000000000000000000000000000';

interface FeeConfig {
  gasLimit: number;
  targetBlockRate: number;
  minBaseFee: number;
  targetGas: number;
  baseFeeChangeDenominator: number;
  minBlockGasCost: number;
  maxBlockGasCost: number;
  blockGasCostStep: number;
}

/** subnet-evm's DefaultFeeConfig. */
const SUBNET_EVM_FEE_CONFIG: FeeConfig = {
  gasLimit: 8_000_000,
  targetBlockRate: 2,
  minBaseFee: 25_000_000_000,
  targetGas: 15_000_000,
  baseFeeChangeDenominator: 36,
  minBlockGasCost: 0,
  maxBlockGasCost: 1_000_000,
  blockGasCostStep: 200_000,
};

/** How the devnet prices and sizes blocks of one flavor (EIP-1559 with an Avalanche floor). */
export interface BlockParams {
  gasLimit: bigint;
  /** Lowest base fee a block may have: coreth's 1 nAVAX since Etna (ACP-125), subnet-evm's minBaseFee. */
  minBaseFee: bigint;
  baseFeeChangeDenominator: bigint;
}

export function blockParams(flavor: EvmFlavor): BlockParams {
  if (flavor === 'coreth') return { gasLimit: 15_000_000n, minBaseFee: 1_000_000_000n, baseFeeChangeDenominator: 8n };
  const f = SUBNET_EVM_FEE_CONFIG;
  return {
    gasLimit: BigInt(f.gasLimit),
    minBaseFee: BigInt(f.minBaseFee),
    baseFeeChangeDenominator: BigInt(f.baseFeeChangeDenominator),
  };
}

/** EIP-1559 next base fee (elasticity 2), never below the flavor's floor. Deterministic, so replays match. */
export function nextBaseFee(
  p: BlockParams,
  parent: { baseFeePerGas: bigint; gasUsed: bigint; gasLimit: bigint },
): bigint {
  const target = parent.gasLimit / 2n;
  let next = parent.baseFeePerGas;
  if (target > 0n && parent.gasUsed !== target) {
    const delta =
      (parent.baseFeePerGas * (parent.gasUsed > target ? parent.gasUsed - target : target - parent.gasUsed)) /
      target /
      p.baseFeeChangeDenominator;
    next = parent.gasUsed > target ? parent.baseFeePerGas + (delta > 0n ? delta : 1n) : parent.baseFeePerGas - delta;
  }
  return next < p.minBaseFee ? p.minBaseFee : next;
}

/** Geth's block-numbered forks, all at genesis on Avalanche chains. */
function ethForkBlocks(chainId: number, durango: number, etna: number): Record<string, number> {
  return {
    chainId,
    homesteadBlock: 0,
    eip150Block: 0,
    eip155Block: 0,
    eip158Block: 0,
    byzantiumBlock: 0,
    constantinopleBlock: 0,
    petersburgBlock: 0,
    istanbulBlock: 0,
    muirGlacierBlock: 0,
    berlinBlock: 0,
    londonBlock: 0,
    // SetEthUpgrades: Shanghai comes with Durango, Cancun with Etna.
    shanghaiTime: durango,
    cancunTime: etna,
  };
}

const CORETH_UPGRADES: Record<string, number> = {
  apricotPhase1BlockTimestamp: INITIALLY_ACTIVE_TS,
  apricotPhase2BlockTimestamp: INITIALLY_ACTIVE_TS,
  apricotPhase3BlockTimestamp: INITIALLY_ACTIVE_TS,
  apricotPhase4BlockTimestamp: INITIALLY_ACTIVE_TS,
  apricotPhase5BlockTimestamp: INITIALLY_ACTIVE_TS,
  apricotPhasePre6BlockTimestamp: INITIALLY_ACTIVE_TS,
  apricotPhase6BlockTimestamp: INITIALLY_ACTIVE_TS,
  apricotPhasePost6BlockTimestamp: INITIALLY_ACTIVE_TS,
  banffBlockTimestamp: INITIALLY_ACTIVE_TS,
  cortinaBlockTimestamp: INITIALLY_ACTIVE_TS,
  durangoBlockTimestamp: INITIALLY_ACTIVE_TS,
  etnaTimestamp: INITIALLY_ACTIVE_TS,
  fortunaTimestamp: INITIALLY_ACTIVE_TS,
  graniteTimestamp: INITIALLY_ACTIVE_TS,
  heliconTimestamp: UNSCHEDULED_TS,
};

const SUBNET_EVM_UPGRADES: Record<string, number> = {
  subnetEVMTimestamp: 0,
  durangoTimestamp: INITIALLY_ACTIVE_TS,
  etnaTimestamp: INITIALLY_ACTIVE_TS,
  fortunaTimestamp: INITIALLY_ACTIVE_TS,
  graniteTimestamp: INITIALLY_ACTIVE_TS,
  heliconTimestamp: UNSCHEDULED_TS,
};

/** A stateful precompile as subnet-evm configures it (`<key>: {blockTimestamp, ...}`). */
export interface PrecompileConfig {
  key: string;
  blockTimestamp: number;
  /** Extra config fields (adminAddresses, enabledAddresses, quorumNumerator, ...). */
  fields: Record<string, unknown>;
}

export interface SubnetEvmGenesis {
  chainId: number;
  feeConfig: FeeConfig;
  allowFeeRecipients: boolean;
  /** Enabled in the genesis config. */
  precompiles: PrecompileConfig[];
  /** `upgrades.precompileUpgrades`: enabled (or disabled) later. */
  precompileUpgrades: (PrecompileConfig & { disable?: boolean })[];
}

/**
 * The devnet L1's subnet-evm genesis: at genesis the fee manager, the reward manager and both allow
 * lists (admin ewoq; `managed` may move accounts on the tx allow list and deploy; `enabled` may send
 * txs), and warp; a native minter scheduled one hour after the chain was created (`managed` may mint),
 * so rules differ before and after it. devnet/evm/precompiles.ts places all but warp as contracts.
 */
export function devnetSubnetEvmGenesis(
  chainId: number,
  adminAddress: string,
  createdAtSec: number,
  roles: { managed?: string[]; enabled?: string[] } = {},
): SubnetEvmGenesis {
  const admin = { adminAddresses: [adminAddress.toLowerCase()] };
  const managed = (roles.managed ?? []).map((a) => a.toLowerCase());
  const enabled = (roles.enabled ?? []).map((a) => a.toLowerCase());
  const withList = (list: Record<string, string[]>): Record<string, unknown> =>
    Object.fromEntries(Object.entries({ ...admin, ...list }).filter(([, v]) => v.length > 0));
  return {
    chainId,
    feeConfig: SUBNET_EVM_FEE_CONFIG,
    allowFeeRecipients: false,
    precompiles: [
      { key: 'feeManagerConfig', blockTimestamp: 0, fields: { ...admin } },
      { key: 'warpConfig', blockTimestamp: 0, fields: { quorumNumerator: 67, requirePrimaryNetworkSigners: false } },
      { key: 'rewardManagerConfig', blockTimestamp: 0, fields: { ...admin } },
      {
        key: 'contractDeployerAllowListConfig',
        blockTimestamp: 0,
        fields: withList({ enabledAddresses: managed }),
      },
      {
        key: 'txAllowListConfig',
        blockTimestamp: 0,
        fields: withList({ managerAddresses: managed, enabledAddresses: enabled }),
      },
    ],
    precompileUpgrades: [
      {
        key: 'contractNativeMinterConfig',
        blockTimestamp: createdAtSec + 3600,
        fields: withList({ enabledAddresses: managed }),
      },
    ],
  };
}

function precompileJson(p: PrecompileConfig & { disable?: boolean }): Record<string, unknown> {
  return { blockTimestamp: p.blockTimestamp, ...p.fields, ...(p.disable ? { disable: true } : {}) };
}

/** coreth's eth_getChainConfig: the plain params.ChainConfig JSON. */
export function corethChainConfig(chainId: number): Record<string, unknown> {
  return { ...ethForkBlocks(chainId, INITIALLY_ACTIVE_TS, INITIALLY_ACTIVE_TS), ...CORETH_UPGRADES };
}

/** subnet-evm's eth_getChainConfig: ChainConfigWithUpgradesJSON. */
export function subnetEvmChainConfig(g: SubnetEvmGenesis): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ...ethForkBlocks(g.chainId, INITIALLY_ACTIVE_TS, INITIALLY_ACTIVE_TS),
    ...SUBNET_EVM_UPGRADES,
    feeConfig: { ...g.feeConfig },
  };
  if (g.allowFeeRecipients) out.allowFeeRecipients = true; // omitempty in Go
  for (const p of g.precompiles) out[p.key] = precompileJson(p);
  out.upgrades = {
    precompileUpgrades: g.precompileUpgrades.map((p) => ({ [p.key]: precompileJson(p) })),
  };
  return out;
}

/** Precompiles in force at `timestamp`: genesis ones, then upgrades in order (a disable removes). */
export function activePrecompiles(g: SubnetEvmGenesis, timestamp: number): Map<string, PrecompileConfig> {
  const active = new Map<string, PrecompileConfig>();
  for (const p of g.precompiles) if (p.blockTimestamp <= timestamp) active.set(p.key, p);
  for (const u of g.precompileUpgrades) {
    if (u.blockTimestamp > timestamp) continue;
    if (u.disable) active.delete(u.key);
    else active.set(u.key, u);
  }
  return active;
}

/** eth_getActivePrecompilesAt: key → full precompile config. */
export function activePrecompilesJson(g: SubnetEvmGenesis, timestamp: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, p] of activePrecompiles(g, timestamp)) out[k] = precompileJson(p);
  return out;
}

/** eth_getActiveRulesAt on subnet-evm: libevm params.Rules (Go field names) + Avalanche rules + precompiles. */
export function subnetEvmRulesAt(g: SubnetEvmGenesis, timestamp: number): Record<string, unknown> {
  const at = (fork: number | undefined): boolean => fork !== undefined && fork <= timestamp;
  const u = SUBNET_EVM_UPGRADES;
  const isShanghai = at(u.durangoTimestamp);
  const isCancun = at(u.etnaTimestamp);
  const precompiles: Record<string, { timestamp: number }> = {};
  for (const [k, p] of activePrecompiles(g, timestamp)) precompiles[k] = { timestamp: p.blockTimestamp };
  return {
    ethRules: {
      ChainID: g.chainId,
      IsHomestead: true,
      IsEIP150: true,
      IsEIP155: true,
      IsEIP158: true,
      IsEIP2929: true,
      IsEIP4762: false,
      IsByzantium: true,
      IsConstantinople: true,
      IsPetersburg: true,
      IsIstanbul: true,
      IsBerlin: true,
      IsLondon: true,
      IsMerge: true,
      IsShanghai: isShanghai,
      IsCancun: isCancun,
      IsPrague: false,
      IsVerkle: false,
    },
    avalancheRules: {
      IsSubnetEVM: at(u.subnetEVMTimestamp),
      IsDurango: at(u.durangoTimestamp),
      IsEtna: at(u.etnaTimestamp),
      IsFortuna: at(u.fortunaTimestamp),
      IsGranite: at(u.graniteTimestamp),
      IsHelicon: at(u.heliconTimestamp),
    },
    precompiles,
  };
}
