import {
  type OutputOwners,
  readBaseTxFields,
  readOutputOwners,
  readSigIndices,
  readTransferableInputs,
  readTransferableOutputs,
  writeCommonTxFields,
  writeOutputOwners,
  writeSigIndices,
  writeTransferableOutput,
} from '../avax';
import { BLS_PUBLIC_KEY_LEN, BLS_SIGNATURE_LEN } from '../bls';
import { CodecError } from '../errors';
import { signedTxCodec } from '../signed-tx';
import { ID_LEN, SHORT_ID_LEN } from '../ids';
import { CodecReader } from '../reader';
import { CodecWriter } from '../writer';
import {
  type ConvertSubnetToL1Validator,
  type PChainOwner,
  PVM_TYPE_IDS,
  PVM_TYPES,
  type PvmUnsignedTx,
  type Signer,
  type SubnetAuth,
  type Validator,
} from './types';

const T = PVM_TYPES;

// ---------------------------------------------------------------------------------------------
// Pieces

function writeValidator(w: CodecWriter, v: Validator): void {
  w.fixed(v.nodeID, SHORT_ID_LEN).u64(v.start).u64(v.end).u64(v.weight);
}
function readValidator(r: CodecReader): Validator {
  return { nodeID: r.fixed(SHORT_ID_LEN), start: r.u64(), end: r.u64(), weight: r.u64() };
}

/** fx.Owner interface: typeID 11 + OutputOwners. */
function writeOwner(w: CodecWriter, o: OutputOwners): void {
  w.u32(PVM_TYPE_IDS['secp256k1fx.OutputOwners']);
  writeOutputOwners(w, o);
}
function readOwner(r: CodecReader): OutputOwners {
  const id = r.u32();
  if (id !== PVM_TYPE_IDS['secp256k1fx.OutputOwners']) throw new CodecError(`type ID ${id} is not an owner`);
  return readOutputOwners(r);
}

/** verify.Verifiable auth: typeID 10 + secp256k1fx.Input. */
function writeAuth(w: CodecWriter, a: SubnetAuth): void {
  w.u32(PVM_TYPE_IDS['secp256k1fx.Input']);
  writeSigIndices(w, a.sigIndices);
}
function readAuth(r: CodecReader): SubnetAuth {
  const id = r.u32();
  if (id !== PVM_TYPE_IDS['secp256k1fx.Input']) throw new CodecError(`type ID ${id} is not an authorization`);
  return { sigIndices: readSigIndices(r) };
}

function writeSigner(w: CodecWriter, s: Signer): void {
  if (s.kind === 'empty') {
    w.u32(PVM_TYPE_IDS['signer.Empty']);
    return;
  }
  w.u32(PVM_TYPE_IDS['signer.ProofOfPossession']);
  w.fixed(s.publicKey, BLS_PUBLIC_KEY_LEN).fixed(s.proofOfPossession, BLS_SIGNATURE_LEN);
}
function readSigner(r: CodecReader): Signer {
  const id = r.u32();
  if (id === PVM_TYPE_IDS['signer.Empty']) return { kind: 'empty' };
  if (id === PVM_TYPE_IDS['signer.ProofOfPossession']) {
    return { kind: 'pop', publicKey: r.fixed(BLS_PUBLIC_KEY_LEN), proofOfPossession: r.fixed(BLS_SIGNATURE_LEN) };
  }
  throw new CodecError(`type ID ${id} is not a signer`);
}

function writePChainOwner(w: CodecWriter, o: PChainOwner): void {
  w.u32(o.threshold);
  w.array(o.addrs, (w2, a) => w2.fixed(a, SHORT_ID_LEN));
}
function readPChainOwner(r: CodecReader): PChainOwner {
  const threshold = r.u32();
  return { threshold, addrs: r.array((r2) => r2.fixed(SHORT_ID_LEN), SHORT_ID_LEN) };
}

function writeL1Validator(w: CodecWriter, v: ConvertSubnetToL1Validator): void {
  w.bytes(v.nodeID).u64(v.weight).u64(v.balance);
  w.fixed(v.signer.publicKey, BLS_PUBLIC_KEY_LEN).fixed(v.signer.proofOfPossession, BLS_SIGNATURE_LEN);
  writePChainOwner(w, v.remainingBalanceOwner);
  writePChainOwner(w, v.deactivationOwner);
}
function readL1Validator(r: CodecReader): ConvertSubnetToL1Validator {
  const nodeID = r.bytes();
  const weight = r.u64();
  const balance = r.u64();
  const signer = { publicKey: r.fixed(BLS_PUBLIC_KEY_LEN), proofOfPossession: r.fixed(BLS_SIGNATURE_LEN) };
  const remainingBalanceOwner = readPChainOwner(r);
  const deactivationOwner = readPChainOwner(r);
  return { nodeID, weight, balance, signer, remainingBalanceOwner, deactivationOwner };
}
const MIN_L1_VALIDATOR = 4 + 8 + 8 + BLS_PUBLIC_KEY_LEN + BLS_SIGNATURE_LEN + 8 + 8;

// ---------------------------------------------------------------------------------------------
// Unsigned txs

function writeUnsignedBody(w: CodecWriter, u: PvmUnsignedTx): void {
  w.u32(T.idOf(u.kind));
  if (u.kind === 'RewardValidatorTx') {
    w.fixed(u.txID, ID_LEN);
    return;
  }
  if (u.kind === 'AdvanceTimeTx') {
    w.u64(u.time);
    return;
  }
  if (u.kind === 'RewardAutoRenewedValidatorTx') {
    w.fixed(u.txID, ID_LEN).u64(u.timestamp);
    return;
  }
  writeCommonTxFields(w, T, u);
  const outs = (o: Parameters<typeof writeTransferableOutput>[2][]) =>
    w.array(o, (w2, x) => writeTransferableOutput(w2, T, x));
  switch (u.kind) {
    case 'BaseTx':
    case 'ImportTx':
    case 'ExportTx':
      return; // all in writeCommonTxFields
    case 'CreateSubnetTx':
      writeOwner(w, u.owner);
      return;
    case 'CreateChainTx':
      w.fixed(u.subnetID, ID_LEN).str(u.chainName).fixed(u.vmID, ID_LEN);
      w.array(u.fxIDs, (w2, f) => w2.fixed(f, ID_LEN));
      w.bytes(u.genesisData);
      writeAuth(w, u.subnetAuth);
      return;
    case 'AddSubnetValidatorTx':
      writeValidator(w, u.validator);
      w.fixed(u.subnetID, ID_LEN);
      writeAuth(w, u.subnetAuth);
      return;
    case 'AddPermissionlessValidatorTx':
      writeValidator(w, u.validator);
      w.fixed(u.subnetID, ID_LEN);
      writeSigner(w, u.signer);
      outs(u.stakeOuts);
      writeOwner(w, u.validatorRewardsOwner);
      writeOwner(w, u.delegatorRewardsOwner);
      w.u32(u.delegationShares);
      return;
    case 'AddPermissionlessDelegatorTx':
      writeValidator(w, u.validator);
      w.fixed(u.subnetID, ID_LEN);
      outs(u.stakeOuts);
      writeOwner(w, u.delegationRewardsOwner);
      return;
    case 'ConvertSubnetToL1Tx':
      w.fixed(u.subnetID, ID_LEN).fixed(u.chainID, ID_LEN).bytes(u.address);
      w.array(u.validators, writeL1Validator);
      writeAuth(w, u.subnetAuth);
      return;
    case 'AddValidatorTx':
      writeValidator(w, u.validator);
      outs(u.stakeOuts);
      writeOwner(w, u.rewardsOwner);
      w.u32(u.delegationShares);
      return;
    case 'AddDelegatorTx':
      writeValidator(w, u.validator);
      outs(u.stakeOuts);
      writeOwner(w, u.rewardsOwner);
      return;
    case 'RemoveSubnetValidatorTx':
      w.fixed(u.nodeID, SHORT_ID_LEN).fixed(u.subnetID, ID_LEN);
      writeAuth(w, u.subnetAuth);
      return;
    case 'TransformSubnetTx':
      w.fixed(u.subnetID, ID_LEN).fixed(u.assetID, ID_LEN);
      w.u64(u.initialSupply).u64(u.maximumSupply).u64(u.minConsumptionRate).u64(u.maxConsumptionRate);
      w.u64(u.minValidatorStake).u64(u.maxValidatorStake);
      w.u32(u.minStakeDuration).u32(u.maxStakeDuration).u32(u.minDelegationFee);
      w.u64(u.minDelegatorStake).u8(u.maxValidatorWeightFactor).u32(u.uptimeRequirement);
      writeAuth(w, u.subnetAuth);
      return;
    case 'TransferSubnetOwnershipTx':
      w.fixed(u.subnetID, ID_LEN);
      writeAuth(w, u.subnetAuth);
      writeOwner(w, u.owner);
      return;
    case 'RegisterL1ValidatorTx':
      w.u64(u.balance).fixed(u.proofOfPossession, BLS_SIGNATURE_LEN).bytes(u.message);
      return;
    case 'SetL1ValidatorWeightTx':
      w.bytes(u.message);
      return;
    case 'IncreaseL1ValidatorBalanceTx':
      w.fixed(u.validationID, ID_LEN).u64(u.balance);
      return;
    case 'DisableL1ValidatorTx':
      w.fixed(u.validationID, ID_LEN);
      writeAuth(w, u.disableAuth);
      return;
    case 'AddAutoRenewedValidatorTx':
      w.bytes(u.nodeID);
      writeSigner(w, u.signer);
      outs(u.stakeOuts);
      writeOwner(w, u.validatorRewardsOwner);
      writeOwner(w, u.delegatorRewardsOwner);
      writeOwner(w, u.validatorAuthority);
      w.u32(u.delegationShares).u32(u.autoCompoundRewardShares).u64(u.period);
      return;
    case 'SetAutoRenewedValidatorConfigTx':
      w.fixed(u.txID, ID_LEN);
      writeAuth(w, u.auth);
      w.u32(u.autoCompoundRewardShares).u64(u.period);
      return;
    default:
      throw new CodecError(`unknown P-chain tx kind ${(u as { kind: string }).kind}`);
  }
}

function readUnsignedBody(r: CodecReader): PvmUnsignedTx {
  const kind = T.nameOf(r.u32(), 'unsigned tx');
  if (kind === 'RewardValidatorTx') return { kind, txID: r.fixed(ID_LEN) };
  if (kind === 'AdvanceTimeTx') return { kind, time: r.u64() };
  if (kind === 'RewardAutoRenewedValidatorTx') {
    const txID = r.fixed(ID_LEN);
    return { kind, txID, timestamp: r.u64() };
  }
  switch (kind) {
    case 'BaseTx':
    case 'ImportTx':
    case 'ExportTx':
    case 'CreateSubnetTx':
    case 'CreateChainTx':
    case 'AddSubnetValidatorTx':
    case 'AddPermissionlessValidatorTx':
    case 'AddPermissionlessDelegatorTx':
    case 'ConvertSubnetToL1Tx':
    case 'AddValidatorTx':
    case 'AddDelegatorTx':
    case 'RemoveSubnetValidatorTx':
    case 'TransformSubnetTx':
    case 'TransferSubnetOwnershipTx':
    case 'RegisterL1ValidatorTx':
    case 'SetL1ValidatorWeightTx':
    case 'IncreaseL1ValidatorBalanceTx':
    case 'DisableL1ValidatorTx':
    case 'AddAutoRenewedValidatorTx':
    case 'SetAutoRenewedValidatorConfigTx':
      break;
    default:
      throw new CodecError(`type ${kind} is not a supported P-chain unsigned tx`);
  }
  const base = readBaseTxFields(r, T);
  switch (kind) {
    case 'BaseTx':
      return { kind, base };
    case 'ImportTx': {
      const sourceChain = r.fixed(ID_LEN);
      return { kind, base, sourceChain, importedInputs: readTransferableInputs(r, T) };
    }
    case 'ExportTx': {
      const destinationChain = r.fixed(ID_LEN);
      return { kind, base, destinationChain, exportedOutputs: readTransferableOutputs(r, T) };
    }
    case 'CreateSubnetTx':
      return { kind, base, owner: readOwner(r) };
    case 'CreateChainTx': {
      const subnetID = r.fixed(ID_LEN);
      const chainName = r.str();
      const vmID = r.fixed(ID_LEN);
      const fxIDs = r.array((r2) => r2.fixed(ID_LEN), ID_LEN);
      const genesisData = r.bytes();
      return { kind, base, subnetID, chainName, vmID, fxIDs, genesisData, subnetAuth: readAuth(r) };
    }
    case 'AddSubnetValidatorTx': {
      const validator = readValidator(r);
      const subnetID = r.fixed(ID_LEN);
      return { kind, base, validator, subnetID, subnetAuth: readAuth(r) };
    }
    case 'AddPermissionlessValidatorTx': {
      const validator = readValidator(r);
      const subnetID = r.fixed(ID_LEN);
      const signer = readSigner(r);
      const stakeOuts = readTransferableOutputs(r, T);
      const validatorRewardsOwner = readOwner(r);
      const delegatorRewardsOwner = readOwner(r);
      const delegationShares = r.u32();
      return {
        kind,
        base,
        validator,
        subnetID,
        signer,
        stakeOuts,
        validatorRewardsOwner,
        delegatorRewardsOwner,
        delegationShares,
      };
    }
    case 'AddPermissionlessDelegatorTx': {
      const validator = readValidator(r);
      const subnetID = r.fixed(ID_LEN);
      const stakeOuts = readTransferableOutputs(r, T);
      return { kind, base, validator, subnetID, stakeOuts, delegationRewardsOwner: readOwner(r) };
    }
    case 'ConvertSubnetToL1Tx': {
      const subnetID = r.fixed(ID_LEN);
      const chainID = r.fixed(ID_LEN);
      const address = r.bytes();
      const validators = r.array(readL1Validator, MIN_L1_VALIDATOR);
      return { kind, base, subnetID, chainID, address, validators, subnetAuth: readAuth(r) };
    }
    case 'AddValidatorTx': {
      const validator = readValidator(r);
      const stakeOuts = readTransferableOutputs(r, T);
      const rewardsOwner = readOwner(r);
      return { kind, base, validator, stakeOuts, rewardsOwner, delegationShares: r.u32() };
    }
    case 'AddDelegatorTx': {
      const validator = readValidator(r);
      const stakeOuts = readTransferableOutputs(r, T);
      return { kind, base, validator, stakeOuts, rewardsOwner: readOwner(r) };
    }
    case 'RemoveSubnetValidatorTx': {
      const nodeID = r.fixed(SHORT_ID_LEN);
      const subnetID = r.fixed(ID_LEN);
      return { kind, base, nodeID, subnetID, subnetAuth: readAuth(r) };
    }
    case 'TransformSubnetTx':
      // Fields are read in wire order: a literal's properties are evaluated in the order written.
      return {
        kind,
        base,
        subnetID: r.fixed(ID_LEN),
        assetID: r.fixed(ID_LEN),
        initialSupply: r.u64(),
        maximumSupply: r.u64(),
        minConsumptionRate: r.u64(),
        maxConsumptionRate: r.u64(),
        minValidatorStake: r.u64(),
        maxValidatorStake: r.u64(),
        minStakeDuration: r.u32(),
        maxStakeDuration: r.u32(),
        minDelegationFee: r.u32(),
        minDelegatorStake: r.u64(),
        maxValidatorWeightFactor: r.u8(),
        uptimeRequirement: r.u32(),
        subnetAuth: readAuth(r),
      };
    case 'TransferSubnetOwnershipTx': {
      const subnetID = r.fixed(ID_LEN);
      const subnetAuth = readAuth(r);
      return { kind, base, subnetID, subnetAuth, owner: readOwner(r) };
    }
    case 'RegisterL1ValidatorTx': {
      const balance = r.u64();
      const proofOfPossession = r.fixed(BLS_SIGNATURE_LEN);
      return { kind, base, balance, proofOfPossession, message: r.bytes() };
    }
    case 'SetL1ValidatorWeightTx':
      return { kind, base, message: r.bytes() };
    case 'IncreaseL1ValidatorBalanceTx': {
      const validationID = r.fixed(ID_LEN);
      return { kind, base, validationID, balance: r.u64() };
    }
    case 'DisableL1ValidatorTx': {
      const validationID = r.fixed(ID_LEN);
      return { kind, base, validationID, disableAuth: readAuth(r) };
    }
    case 'AddAutoRenewedValidatorTx':
      // Fields are read in wire order: a literal's properties are evaluated in the order written.
      return {
        kind,
        base,
        nodeID: r.bytes(),
        signer: readSigner(r),
        stakeOuts: readTransferableOutputs(r, T),
        validatorRewardsOwner: readOwner(r),
        delegatorRewardsOwner: readOwner(r),
        validatorAuthority: readOwner(r),
        delegationShares: r.u32(),
        autoCompoundRewardShares: r.u32(),
        period: r.u64(),
      };
    case 'SetAutoRenewedValidatorConfigTx':
      return {
        kind,
        base,
        txID: r.fixed(ID_LEN),
        auth: readAuth(r),
        autoCompoundRewardShares: r.u32(),
        period: r.u64(),
      };
  }
}

// The shared signed-tx framing under this chain's names; each is documented on SignedTxCodec.
export const {
  encodeUnsigned: encodePvmUnsignedTx,
  decodeUnsigned: decodePvmUnsignedTx,
  writeBody: writePvmTxBody,
  readBody: readPvmTxBody,
  encode: encodePvmTx,
  decode: decodePvmTx,
  txId: pvmTxId,
  unsignedBytesOf: pvmUnsignedBytesOf,
  encodeUtxo: encodePvmUtxo,
  decodeUtxo: decodePvmUtxo,
} = signedTxCodec<PvmUnsignedTx>(T, writeUnsignedBody, readUnsignedBody);

/** Smallest possible tx body (RewardValidatorTx/AdvanceTimeTx + empty creds), for hostile counts. */
export const MIN_PVM_TX = 4 + 8 + 4;
