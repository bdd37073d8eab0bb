// Constants of AvalancheGo's local network (ID 12345): chain and asset ids, genesis keys and allocations,
// fee and staking parameters (genesis/genesis_local.go and genesis_local.json; see facts §4).
// Ids are kept as hex literals (verified against their cb58 checksums) so this file depends on nothing.
import { hex } from '@scure/base';

export const NETWORK_ID = 12345;
export const HRP = 'local';
export const MILLI_AVAX = 1_000_000n;
export const AVAX = 1_000_000_000n;

export const X_CHAIN_ID_STR = '2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed';
export const X_CHAIN_ID = hex.decode('d891ad56056d9c01f18f43f58b5c784ad07a4a49cf3d1f11623804b5cba2c6bf');
export const C_CHAIN_ID_STR = '2owdGqyG6FFzTHy5qhenDXQcEghvr571KZE3gSfRJERSJinuwC';
export const C_CHAIN_ID = hex.decode('ee488204088eaba3d3c0c5e26d7a2892677f8d6181ef31848708b4e55ead7667');
/** The P-chain's blockchain id is the empty id. */
export const P_CHAIN_ID_STR = '11111111111111111111111111111111LpoYY';
export const P_CHAIN_ID = new Uint8Array(32);
export const PRIMARY_NETWORK_ID = new Uint8Array(32);
export const P_GENESIS_ID = hex.decode('ead4959a97aff56a3c7e3153143036183c9d18bbbe44a658b459a524e1ad74f2');
export const C_CHAIN_EVM_ID = 43112;

export const AVAX_ASSET_ID_STR = '2fombhL7aGPwj3KH4bfrmJwW6PVnMobf9Y2fn9GwxiAAJyFDbe';
export const AVAX_ASSET_ID = hex.decode('dbcf890f77f49b96857648b72b77f9f82937f28a68704af05da0dc12ba53f2db');
export const AVAX_SYMBOL = 'AVAX';
export const AVAX_NAME = 'Avalanche';
export const AVAX_DENOMINATION = 9;

/** VM and fx ids (cb58), as info.getVMs and the tx JSON `fxID` report them. */
export const AVM_VM_ID_STR = 'jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq';
export const PLATFORM_VM_ID_STR = '11111111111111111111111111111111LpoYY';
export const EVM_VM_ID_STR = 'mgj786NP7uDwBCcq6YwThhaN8FLyybkCa4zBWTQbNgmK6k9A6';
export const SECP256K1_FX_ID_STR = 'spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ';
export const NFT_FX_ID_STR = 'qd2U4HDWUvMrVUeTcCHp6xH3Qpnn1XbU5MDdnBoiifFqvgXwT';
export const PROPERTY_FX_ID_STR = 'rXJsCSEYXg2TehWxCEEGj6JU2PWKTkd6cBdNLjoe2SpsKD9cy';

/** The well-known funded local key (`PrivateKey-ewoq…`), 32 raw bytes. */
export const EWOQ_PRIVATE_KEY_STR = 'PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN';
export const EWOQ_PRIVATE_KEY = hex.decode('56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027');
export const EWOQ_ADDRESS_STR = 'local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
export const EWOQ_ADDRESS = hex.decode('3cb7d3842e8cee6a0ebd09f1fe884f6861e1b29c');
export const EWOQ_EVM_ADDRESS = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
export const STAKER_FUNDS_ADDRESS_STR = 'local1g65uqn6t77p656w64023nh8nd9updzmxyymev2';
export const STAKER_FUNDS_ADDRESS = hex.decode('46a9c04f4bf783aa69daabd519dcf36978168b66');

export const THIRD_ADDRESS_STR = 'local1ur873jhz9qnaqv5qthk5sn3e8nj3e0kmggalnu';
const THIRD_ADDRESS = hex.decode('e0cfe8cae22827d032805ded484e393ce51cbedb');

/** Unix seconds of the locked genesis allocations. */
const GENESIS_LOCKTIME = 1633824000n;

export interface GenesisAllocation {
  address: Uint8Array;
  addressStr: string;
  /** nAVAX given on the X-chain at genesis. */
  initialAmount: bigint;
  /** P-chain genesis UTXOs; locktime 0 = unlocked. */
  unlockSchedule: { amount: bigint; locktime: bigint }[];
}

export const GENESIS_ALLOCATIONS: readonly GenesisAllocation[] = [
  {
    address: STAKER_FUNDS_ADDRESS,
    addressStr: STAKER_FUNDS_ADDRESS_STR,
    initialAmount: 0n,
    unlockSchedule: [{ amount: 10_000_000_000_000_000n, locktime: GENESIS_LOCKTIME }],
  },
  {
    address: EWOQ_ADDRESS,
    addressStr: EWOQ_ADDRESS_STR,
    initialAmount: 300_000_000_000_000_000n,
    unlockSchedule: [
      { amount: 20_000_000_000_000_000n, locktime: 0n },
      { amount: 10_000_000_000_000_000n, locktime: GENESIS_LOCKTIME },
    ],
  },
  {
    address: THIRD_ADDRESS,
    addressStr: THIRD_ADDRESS_STR,
    initialAmount: 10_000_000_000_000_000n,
    unlockSchedule: [{ amount: 10_000_000_000_000_000n, locktime: GENESIS_LOCKTIME }],
  },
];
/** Parts per million; 1,000,000 = 100%. */
export const GENESIS_DELEGATION_FEE = 1_000_000;
export const GENESIS_NODE_IDS_STR = [
  'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
  'NodeID-MFrZFVCXPv5iCn6M9K6XduxGTYp891xXZ',
  'NodeID-NFBbbJ4qCmNaCzeW7sxErhvWqvEQMnYcN',
  'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu',
  'NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5',
] as const;
/** The same node ids as 20 raw bytes, in the same order. */
export const GENESIS_NODE_IDS: readonly Uint8Array[] = [
  '479f66c8be895830547e70b4b298cafd433dba6e',
  'de31b4d8b22991d51aa6aa1fc733f23a851a8c94',
  'e9094f73698002fd52c90819b457b9fbc866ab80',
  'aa18d3991cf637aa6c162f5e95cf163f69cd8291',
  'f29bce5f34a74301eb0de716d5194e4a4aea5d7a',
].map((h) => hex.decode(h));

/** Fee and staking parameters of the local network (genesis.LocalParams). Amounts in nAVAX. */
export const LOCAL_PARAMS = {
  txFee: MILLI_AVAX,
  createAssetTxFee: MILLI_AVAX,
  // info.getTxFee on networks other than 1 and 5 (facts §4).
  createSubnetTxFee: 100n * MILLI_AVAX,
  transformSubnetTxFee: 100n * MILLI_AVAX,
  createBlockchainTxFee: 100n * MILLI_AVAX,
  addPrimaryNetworkValidatorFee: 0n,
  addPrimaryNetworkDelegatorFee: 0n,
  addSubnetValidatorFee: MILLI_AVAX,
  addSubnetDelegatorFee: MILLI_AVAX,

  minValidatorStake: 2_000n * AVAX,
  maxValidatorStake: 3_000_000n * AVAX,
  minDelegatorStake: 25n * AVAX,
  /** Parts per million: 20,000 = 2%. */
  minDelegationFee: 20_000,
  minStakeDurationSec: 24 * 3600,
  maxStakeDurationSec: 365 * 24 * 3600,
  uptimeRequirement: 0.8,
  /** A validator's total weight (own + delegated) may be at most this times its own stake. */
  maxValidatorWeightFactor: 5n,
  reward: {
    /** Parts per million. */
    maxConsumptionRate: 120_000n,
    minConsumptionRate: 100_000n,
    mintingPeriodSec: 365n * 24n * 3600n,
    supplyCap: 720_000_000n * AVAX,
  },
  dynamicFee: {
    weights: [1, 1000, 1000, 4] as const,
    maxCapacity: 1_000_000n,
    maxPerSecond: 100_000n,
    targetPerSecond: 50_000n,
    minPrice: 1n,
    excessConversionConstant: 2_164_043n,
  },
  validatorFee: {
    capacity: 20_000n,
    target: 10_000n,
    minPrice: 1n,
    excessConversionConstant: 865_617n,
  },
} as const;

/** X-chain limit the avm enforces (the memo limit is lib/codec's MAX_MEMO_SIZE). */
export const MAX_NFT_PAYLOAD_BYTES = 1024;
