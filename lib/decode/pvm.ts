// P-chain txs and blocks (codec objects) to display models, every tx type the codec reads.
import {
  amountOfOutput,
  EMPTY_ID,
  decodePvmTx,
  decodePvmUtxo,
  formatAddress,
  idToString,
  nodeIdToString,
  splitPvmBlock,
  type PChainOwner,
  type PvmTx,
  type Validator,
} from '@/lib/codec';
import type { Signer } from '@/lib/codec/pvm/types';
import { bytesView } from './bytes';
import {
  burnedByAsset,
  commonTxView,
  emptyTxView,
  ownersView,
  transferableOutputViews,
  uniqueAssets,
  utxoView,
} from './avax-parts';
import type { DecodeContext, Field, OwnersView, TxView, UtxoView } from './model';
import { vmDecoders } from './vm-decoders';

/**
 * `onSubnet`: the subnet validated, or null for the Primary Network's own tx types. A Primary Network
 * weight is the stake in nAVAX, shown as AVAX (assetID '' is the network's AVAX); a subnet's is a
 * plain number in its own units.
 */
function validatorFields(v: Validator, onSubnet: Uint8Array | null): Field[] {
  const primary = onSubnet === null || onSubnet.every((b) => b === 0);
  return [
    { label: 'Node', value: { kind: 'node', nodeID: nodeIdToString(v.nodeID) } },
    { label: 'Start', value: { kind: 'time', unixSeconds: v.start } },
    { label: 'End', value: { kind: 'time', unixSeconds: v.end } },
    { label: 'Duration', value: { kind: 'duration', seconds: v.end - v.start } },
    {
      label: 'Weight',
      value: primary ? { kind: 'amount', value: v.weight, assetID: '' } : { kind: 'number', value: v.weight },
    },
  ];
}

function pChainOwnerView(o: PChainOwner, ctx: DecodeContext): OwnersView {
  return { addresses: o.addrs.map((a) => formatAddress('P', ctx.hrp, a)), threshold: o.threshold, locktime: 0n };
}

/** Delegation shares are parts per million. */
/** A validator's BLS key and its proof of possession, when it registered one. */
function signerFields(signer: Signer): Field[] {
  if (signer.kind !== 'pop') return [];
  return [
    { label: 'BLS public key', value: { kind: 'hex', value: bytesView(signer.publicKey).hex } },
    { label: 'BLS proof of possession', value: { kind: 'hex', value: bytesView(signer.proofOfPossession).hex } },
  ];
}

function sharesPercent(shares: number): number {
  return shares / 10_000;
}

/** L1 node ids are variable-length; 20-byte ones read as NodeID-…, others as hex. */
function l1NodeField(bytes: Uint8Array): Field {
  return bytes.length === 20
    ? { label: 'Node', value: { kind: 'node', nodeID: nodeIdToString(bytes) } }
    : { label: 'Node', value: { kind: 'hex', value: bytesView(bytes).hex } };
}

function pvmTxView(tx: PvmTx, id: string, ctx: DecodeContext): TxView {
  const u = tx.unsigned;
  // The two kinds without a BaseTx: one field each.
  if (u.kind === 'RewardValidatorTx' || u.kind === 'AdvanceTimeTx' || u.kind === 'RewardAutoRenewedValidatorTx') {
    const view = emptyTxView(id, 'P', u.kind, tx.credentials);
    if (u.kind === 'AdvanceTimeTx')
      view.fields.push({ label: 'New chain time', value: { kind: 'time', unixSeconds: u.time } });
    else view.fields.push({ label: 'Staking tx rewarded', value: { kind: 'tx', chain: 'P', id: idToString(u.txID) } });
    if (u.kind === 'RewardAutoRenewedValidatorTx') {
      view.fields.push(
        { label: 'Cycle ended', value: { kind: 'time', unixSeconds: u.timestamp } },
        {
          label: 'Outcome',
          value: {
            kind: 'text',
            value: 'renews the validator for its next period, or releases its stake if its next period is 0',
          },
        },
      );
    }
    return view;
  }
  const view = commonTxView(id, 'P', u, tx.credentials, ctx);
  const f = view.fields;
  const subnet = (s: Uint8Array): Field => ({ label: 'Subnet', value: { kind: 'subnet', id: idToString(s) } });
  const auth = (label: string, a: { sigIndices: number[] }): Field => ({
    label,
    value: { kind: 'text', value: a.sigIndices.length ? `signature indices ${a.sigIndices.join(', ')}` : 'none' },
  });
  switch (u.kind) {
    case 'BaseTx':
    case 'ImportTx':
    case 'ExportTx':
      break; // all in commonTxView
    case 'CreateSubnetTx':
      f.push(
        { label: 'Subnet created', value: { kind: 'subnet', id } },
        { label: 'Owner', value: { kind: 'owners', owners: ownersView(u.owner, 'P', ctx) } },
      );
      break;
    case 'CreateChainTx':
      f.push(
        { label: 'Blockchain created', value: { kind: 'blockchain', id } },
        { label: 'Name', value: { kind: 'text', value: u.chainName } },
        subnet(u.subnetID),
        { label: 'VM', value: { kind: 'id', value: idToString(u.vmID) } },
        ...u.fxIDs.map((fx, i): Field => ({ label: `Fx ${i + 1}`, value: { kind: 'id', value: idToString(fx) } })),
        { label: 'Genesis data', value: { kind: 'bytes', value: bytesView(u.genesisData) } },
        auth('Subnet authorization', u.subnetAuth),
      );
      break;
    case 'AddSubnetValidatorTx':
      f.push(
        ...validatorFields(u.validator, u.subnetID),
        subnet(u.subnetID),
        auth('Subnet authorization', u.subnetAuth),
      );
      break;
    case 'AddValidatorTx':
      view.stakeOutputs = transferableOutputViews(u.stakeOuts, null, 'P', ctx);
      f.push(
        ...validatorFields(u.validator, null),
        { label: 'Rewards owner', value: { kind: 'owners', owners: ownersView(u.rewardsOwner, 'P', ctx) } },
        { label: 'Delegation fee', value: { kind: 'percent', value: sharesPercent(u.delegationShares) } },
      );
      break;
    case 'AddDelegatorTx':
      view.stakeOutputs = transferableOutputViews(u.stakeOuts, null, 'P', ctx);
      f.push(...validatorFields(u.validator, null), {
        label: 'Rewards owner',
        value: { kind: 'owners', owners: ownersView(u.rewardsOwner, 'P', ctx) },
      });
      break;
    case 'AddPermissionlessValidatorTx':
      view.stakeOutputs = transferableOutputViews(u.stakeOuts, null, 'P', ctx);
      f.push(
        ...validatorFields(u.validator, u.subnetID),
        subnet(u.subnetID),
        {
          label: 'Validation rewards owner',
          value: { kind: 'owners', owners: ownersView(u.validatorRewardsOwner, 'P', ctx) },
        },
        {
          label: 'Delegation rewards owner',
          value: { kind: 'owners', owners: ownersView(u.delegatorRewardsOwner, 'P', ctx) },
        },
        { label: 'Delegation fee', value: { kind: 'percent', value: sharesPercent(u.delegationShares) } },
      );
      f.push(...signerFields(u.signer));
      break;
    case 'AddPermissionlessDelegatorTx':
      view.stakeOutputs = transferableOutputViews(u.stakeOuts, null, 'P', ctx);
      f.push(...validatorFields(u.validator, u.subnetID), subnet(u.subnetID), {
        label: 'Delegation rewards owner',
        value: { kind: 'owners', owners: ownersView(u.delegationRewardsOwner, 'P', ctx) },
      });
      break;
    case 'RemoveSubnetValidatorTx':
      f.push(
        { label: 'Node', value: { kind: 'node', nodeID: nodeIdToString(u.nodeID) } },
        subnet(u.subnetID),
        auth('Subnet authorization', u.subnetAuth),
      );
      break;
    case 'TransformSubnetTx': {
      const assetID = idToString(u.assetID);
      const amount = (label: string, value: bigint) => ({ label, value: { kind: 'amount' as const, value, assetID } });
      f.push(
        subnet(u.subnetID),
        { label: 'Staking asset', value: { kind: 'id', value: assetID } },
        amount('Initial supply', u.initialSupply),
        amount('Maximum supply', u.maximumSupply),
        amount('Min validator stake', u.minValidatorStake),
        amount('Max validator stake', u.maxValidatorStake),
        amount('Min delegator stake', u.minDelegatorStake),
        { label: 'Min stake duration', value: { kind: 'duration', seconds: BigInt(u.minStakeDuration) } },
        { label: 'Max stake duration', value: { kind: 'duration', seconds: BigInt(u.maxStakeDuration) } },
        { label: 'Min delegation fee', value: { kind: 'percent', value: sharesPercent(u.minDelegationFee) } },
        { label: 'Max validator weight factor', value: { kind: 'number', value: u.maxValidatorWeightFactor } },
        { label: 'Uptime requirement', value: { kind: 'percent', value: sharesPercent(u.uptimeRequirement) } },
        { label: 'Min consumption rate', value: { kind: 'number', value: u.minConsumptionRate } },
        { label: 'Max consumption rate', value: { kind: 'number', value: u.maxConsumptionRate } },
        auth('Subnet authorization', u.subnetAuth),
      );
      break;
    }
    case 'TransferSubnetOwnershipTx':
      f.push(
        subnet(u.subnetID),
        { label: 'New owner', value: { kind: 'owners', owners: ownersView(u.owner, 'P', ctx) } },
        auth('Subnet authorization', u.subnetAuth),
      );
      break;
    case 'ConvertSubnetToL1Tx':
      f.push(
        subnet(u.subnetID),
        { label: 'Manager chain', value: { kind: 'blockchain', id: idToString(u.chainID) } },
        { label: 'Manager address', value: { kind: 'hex', value: bytesView(u.address).hex } },
        { label: 'Validators', value: { kind: 'number', value: u.validators.length } },
        auth('Subnet authorization', u.subnetAuth),
      );
      u.validators.forEach((v, i) => {
        const n = `Validator ${i + 1}`;
        f.push(
          { ...l1NodeField(v.nodeID), label: `${n} node` },
          { label: `${n} weight`, value: { kind: 'number', value: v.weight } },
          { label: `${n} balance`, value: { kind: 'amount', value: v.balance, assetID: '' } },
          { label: `${n} BLS public key`, value: { kind: 'hex', value: bytesView(v.signer.publicKey).hex } },
          {
            label: `${n} remaining balance owner`,
            value: { kind: 'owners', owners: pChainOwnerView(v.remainingBalanceOwner, ctx) },
          },
          {
            label: `${n} deactivation owner`,
            value: { kind: 'owners', owners: pChainOwnerView(v.deactivationOwner, ctx) },
          },
        );
      });
      break;
    case 'RegisterL1ValidatorTx':
      f.push(
        { label: 'Balance', value: { kind: 'amount', value: u.balance, assetID: '' } },
        { label: 'Proof of possession', value: { kind: 'hex', value: bytesView(u.proofOfPossession).hex } },
        { label: 'Warp message', value: { kind: 'hex', value: bytesView(u.message).hex } },
      );
      break;
    case 'SetL1ValidatorWeightTx':
      f.push({ label: 'Warp message', value: { kind: 'hex', value: bytesView(u.message).hex } });
      break;
    case 'IncreaseL1ValidatorBalanceTx':
      f.push(
        { label: 'Validation', value: { kind: 'id', value: idToString(u.validationID) } },
        { label: 'Balance added', value: { kind: 'amount', value: u.balance, assetID: '' } },
      );
      break;
    case 'DisableL1ValidatorTx':
      f.push(
        { label: 'Validation', value: { kind: 'id', value: idToString(u.validationID) } },
        auth('Disable authorization', u.disableAuth),
      );
      break;
    case 'AddAutoRenewedValidatorTx': {
      view.stakeOutputs = transferableOutputViews(u.stakeOuts, null, 'P', ctx);
      const weight = u.stakeOuts.reduce((a, o) => a + amountOfOutput(o.output), 0n);
      f.push(
        l1NodeField(u.nodeID),
        subnet(EMPTY_ID),
        { label: 'Renewal', value: { kind: 'text', value: 'auto-renewed: a new cycle starts when each one ends' } },
        { label: 'Cycle period', value: { kind: 'duration', seconds: u.period } },
        { label: 'Stake', value: { kind: 'amount', value: weight, assetID: '' } },
        {
          label: 'Rewards restaked',
          value: { kind: 'percent', value: sharesPercent(u.autoCompoundRewardShares) },
        },
        { label: 'Delegation fee', value: { kind: 'percent', value: sharesPercent(u.delegationShares) } },
        {
          label: 'Validation rewards owner',
          value: { kind: 'owners', owners: ownersView(u.validatorRewardsOwner, 'P', ctx) },
        },
        {
          label: 'Delegation rewards owner',
          value: { kind: 'owners', owners: ownersView(u.delegatorRewardsOwner, 'P', ctx) },
        },
        {
          label: 'Validator authority',
          value: { kind: 'owners', owners: ownersView(u.validatorAuthority, 'P', ctx) },
        },
      );
      f.push(...signerFields(u.signer));
      break;
    }
    case 'SetAutoRenewedValidatorConfigTx':
      f.push(
        { label: 'Auto-renewed validator', value: { kind: 'tx', chain: 'P', id: idToString(u.txID) } },
        u.period === 0n
          ? {
              label: 'Next period',
              value: { kind: 'text', value: 'none: the validator stops at the end of its cycle' },
            }
          : { label: 'Next period', value: { kind: 'duration', seconds: u.period } },
        {
          label: 'Rewards restaked',
          value: { kind: 'percent', value: sharesPercent(u.autoCompoundRewardShares) },
        },
        auth('Validator authorization', u.auth),
      );
      break;
  }
  const allInputs = [...view.inputs, ...view.importedInputs];
  const allOutputs = [...view.outputs, ...view.exportedOutputs, ...view.stakeOutputs];
  view.assetIDs = uniqueAssets(allInputs, allOutputs);
  view.burned = burnedByAsset(allInputs, allOutputs);
  return view;
}

/** Txs and blocks from their bytes: a block keeps the txs before the first one the codec cannot read. */
export const { decodeTx: decodePTx, decodeBlock: decodePBlock } = vmDecoders({
  chain: 'P',
  blockType: (header) => header.kind,
  decodeTx: decodePvmTx,
  splitBlock: splitPvmBlock,
  txView: pvmTxView,
});

export function decodePUtxo(bytes: Uint8Array, ctx: DecodeContext): UtxoView {
  return utxoView(decodePvmUtxo(bytes), 'P', ctx);
}
