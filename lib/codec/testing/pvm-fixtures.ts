// Sample P-chain txs shared by the PVM unit and oracle tests.
import { baseFields, OWNERS, transferIn, transferOut, TWO_OWNERS } from '@/lib/codec/testing/avm-fixtures';
import { blsProofOfPossession, blsPublicKey, blsSecretKeyFromSeed } from '@/lib/codec/bls';
import { EMPTY_ID, nodeIdFromString } from '@/lib/codec/ids';
import { C_CHAIN_ID, EWOQ_KEY, filled, X_CHAIN_ID } from '@/lib/codec/testing/fixtures';
import { pvmCredentialCount, signPvmTx } from '@/lib/codec/pvm/sign';
import type { PvmTx, PvmUnsignedTx } from '@/lib/codec/pvm/types';

const base = (over: Parameters<typeof baseFields>[0] = {}) => baseFields({ blockchainID: EMPTY_ID, ...over });
const BLS_SK = blsSecretKeyFromSeed(filled(32, 5));
export const SIGNER = {
  kind: 'pop' as const,
  publicKey: blsPublicKey(BLS_SK),
  proofOfPossession: blsProofOfPossession(BLS_SK),
};
const NODE_ID = nodeIdFromString('NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg');
const validator = { nodeID: NODE_ID, start: 1_721_016_000n, end: 1_752_552_000n, weight: 2_000_000_000_000n };
const lockedStake = {
  assetID: transferOut(1n).assetID,
  output: {
    kind: 'stakeable.LockOut' as const,
    locktime: 1_633_824_000n,
    output: transferOut(1_000_000_000_000n).output,
  },
};

export const PVM_SAMPLES: PvmUnsignedTx[] = [
  { kind: 'BaseTx', base: base() },
  {
    kind: 'ImportTx',
    base: base({ inputs: [] }),
    sourceChain: X_CHAIN_ID,
    importedInputs: [transferIn(4, 0, 5_000_000n)],
  },
  { kind: 'ExportTx', base: base(), destinationChain: C_CHAIN_ID, exportedOutputs: [transferOut(42n)] },
  { kind: 'CreateSubnetTx', base: base(), owner: TWO_OWNERS },
  {
    kind: 'CreateChainTx',
    base: base(),
    subnetID: filled(32, 0x33),
    chainName: 'snowchain',
    vmID: filled(32, 0x44),
    fxIDs: [filled(32, 1), filled(32, 2)],
    genesisData: new TextEncoder().encode('{"config":{}}'),
    subnetAuth: { sigIndices: [0] },
  },
  {
    kind: 'AddSubnetValidatorTx',
    base: base(),
    validator,
    subnetID: filled(32, 0x33),
    subnetAuth: { sigIndices: [0, 1] },
  },
  {
    kind: 'AddPermissionlessValidatorTx',
    base: base({
      inputs: [
        transferIn(1, 0, 4_000_000n),
        {
          ...transferIn(2, 1, 3n),
          input: {
            kind: 'stakeable.LockIn',
            locktime: 1_633_824_000n,
            input: { kind: 'secp256k1fx.TransferInput', amount: 3n, sigIndices: [0] },
          },
        },
      ],
    }),
    validator,
    subnetID: EMPTY_ID,
    signer: SIGNER,
    stakeOuts: [transferOut(1_000_000_000_000n), lockedStake],
    validatorRewardsOwner: OWNERS,
    delegatorRewardsOwner: TWO_OWNERS,
    delegationShares: 20_000,
  },
  {
    kind: 'AddPermissionlessDelegatorTx',
    base: base(),
    validator: { ...validator, weight: 25_000_000_000n },
    subnetID: EMPTY_ID,
    stakeOuts: [transferOut(25_000_000_000n)],
    delegationRewardsOwner: OWNERS,
  },
  {
    kind: 'RemoveSubnetValidatorTx',
    base: base(),
    nodeID: NODE_ID,
    subnetID: filled(32, 0x33),
    subnetAuth: { sigIndices: [0] },
  },
  {
    kind: 'TransferSubnetOwnershipTx',
    base: base(),
    subnetID: filled(32, 0x33),
    subnetAuth: { sigIndices: [0] },
    owner: OWNERS,
  },
  {
    kind: 'ConvertSubnetToL1Tx',
    base: base(),
    subnetID: filled(32, 0x33),
    chainID: filled(32, 0x55),
    address: Uint8Array.of(0xde, 0xad),
    validators: [
      {
        nodeID: NODE_ID,
        weight: 100n,
        balance: 1_000_000_000n,
        signer: { publicKey: SIGNER.publicKey, proofOfPossession: SIGNER.proofOfPossession },
        remainingBalanceOwner: { threshold: 1, addrs: OWNERS.addrs },
        deactivationOwner: { threshold: 0, addrs: [] },
      },
    ],
    subnetAuth: { sigIndices: [0] },
  },
  {
    kind: 'RegisterL1ValidatorTx',
    base: base(),
    balance: 5n,
    proofOfPossession: SIGNER.proofOfPossession,
    message: Uint8Array.of(1, 2, 3),
  },
  { kind: 'SetL1ValidatorWeightTx', base: base(), message: Uint8Array.of(4, 5) },
  { kind: 'IncreaseL1ValidatorBalanceTx', base: base(), validationID: filled(32, 0x66), balance: 9n },
  { kind: 'DisableL1ValidatorTx', base: base(), validationID: filled(32, 0x66), disableAuth: { sigIndices: [0] } },
];

/** Types avalanchejs 5.2.0 cannot build (legacy / proposal-only); covered by our own round trips. */
export const PVM_LEGACY_SAMPLES: PvmUnsignedTx[] = [
  { kind: 'RewardValidatorTx', txID: filled(32, 0x77) },
  { kind: 'AdvanceTimeTx', time: 1_721_016_001n },
  {
    kind: 'AddValidatorTx',
    base: base(),
    validator,
    stakeOuts: [transferOut(2n)],
    rewardsOwner: OWNERS,
    delegationShares: 1_000_000,
  },
  { kind: 'AddDelegatorTx', base: base(), validator, stakeOuts: [transferOut(2n)], rewardsOwner: OWNERS },
  {
    kind: 'TransformSubnetTx',
    base: base(),
    subnetID: filled(32, 0x33),
    assetID: filled(32, 0x88),
    initialSupply: 1n,
    maximumSupply: 2n,
    minConsumptionRate: 3n,
    maxConsumptionRate: 4n,
    minValidatorStake: 5n,
    maxValidatorStake: 6n,
    minStakeDuration: 7,
    maxStakeDuration: 8,
    minDelegationFee: 9,
    minDelegatorStake: 10n,
    maxValidatorWeightFactor: 11,
    uptimeRequirement: 12,
    subnetAuth: { sigIndices: [0] },
  },
  {
    ...({ kind: 'AddPermissionlessValidatorTx' } as const),
    base: base(),
    validator,
    subnetID: filled(32, 0x33),
    signer: { kind: 'empty' },
    stakeOuts: [transferOut(2n)],
    validatorRewardsOwner: OWNERS,
    delegatorRewardsOwner: OWNERS,
    delegationShares: 0,
  },
];

/** `u` with every input signed by the ewoq key. */
export function signedByEwoq(u: PvmUnsignedTx): PvmTx {
  return signPvmTx(
    u,
    Array.from({ length: pvmCredentialCount(u) }, () => [EWOQ_KEY]),
  );
}
