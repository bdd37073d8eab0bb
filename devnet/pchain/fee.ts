// The P-chain's dynamic fee since Etna: a tx must burn at least gas × gas price, where gas is the
// tx's complexity (bandwidth, DB reads, DB writes, compute) weighted by the fee config
// (vms/platformvm/txs/fee/complexity.go). The devnet's excess stays 0, so the price is the minimum
// price — what platform.getFeeState reports, and what wallets such as avalanchejs pay.
import {
  type BaseTxFields,
  type OutputOwners,
  type TransferableInput,
  type TransferableOutput,
  ownersOf,
  sigIndicesOfInput,
} from '@/lib/codec/avax';
import type { PChainOwner, PvmUnsignedTx, Signer } from '@/lib/codec/pvm';
import { BLS_PUBLIC_KEY_LEN, BLS_SIGNATURE_LEN } from '@/lib/codec/bls';
import { ID_LEN, SHORT_ID_LEN } from '@/lib/codec/ids';
import { SIGNATURE_LEN } from '@/lib/codec/secp256k1';
import { P_PARAMS } from './params';

/** [bandwidth, dbRead, dbWrite, compute]. */
type Dimensions = [number, number, number, number];

// Widths of the codec's fixed-size fields (wrappers.IntLen, LongLen, ShortLen; ids.NodeIDLen).
const INT = 4;
const LONG = 8;
const SHORT = 2;
const NODE_ID_LEN = SHORT_ID_LEN;

const VALIDATOR_BANDWIDTH = NODE_ID_LEN + 3 * LONG;
const OUTPUT_BANDWIDTH = ID_LEN + INT;
const LOCKED_OUTPUT_BANDWIDTH = LONG + INT;
const OWNERS_BANDWIDTH = LONG + INT + INT;
const SECP_OUTPUT_BANDWIDTH = LONG + OWNERS_BANDWIDTH;
// Input bandwidth counts its credential's typeID and signatures too.
const INPUT_BANDWIDTH = ID_LEN + INT + ID_LEN + INT + INT;
const LOCKED_INPUT_BANDWIDTH = LONG + INT;
const SECP_INPUT_BANDWIDTH = INT + INT;
const SECP_TRANSFER_INPUT_BANDWIDTH = LONG + SECP_INPUT_BANDWIDTH;
const SIGNATURE_BANDWIDTH = INT + SIGNATURE_LEN;
const L1_VALIDATOR_BANDWIDTH = NODE_ID_LEN + LONG + LONG + INT + INT;
const POP_BANDWIDTH = BLS_PUBLIC_KEY_LEN + BLS_SIGNATURE_LEN;

const BASE_BANDWIDTH = SHORT + INT + INT + ID_LEN + INT + INT + INT + INT;

const add = (...ds: Dimensions[]): Dimensions =>
  ds.reduce<Dimensions>((a, d) => [a[0] + d[0], a[1] + d[1], a[2] + d[2], a[3] + d[3]], [0, 0, 0, 0]);
const bw = (n: number): Dimensions => [n, 0, 0, 0];

function outputComplexity(o: TransferableOutput): Dimensions {
  const lock = o.output.kind === 'stakeable.LockOut' ? LOCKED_OUTPUT_BANDWIDTH : 0;
  const addresses = ownersOf(o.output).addrs.length * SHORT_ID_LEN;
  return [OUTPUT_BANDWIDTH + SECP_OUTPUT_BANDWIDTH + lock + addresses, 0, 1, 0];
}

function inputComplexity(i: TransferableInput): Dimensions {
  const lock = i.input.kind === 'stakeable.LockIn' ? LOCKED_INPUT_BANDWIDTH : 0;
  const signatures = sigIndicesOfInput(i.input).length * SIGNATURE_BANDWIDTH;
  return [INPUT_BANDWIDTH + SECP_TRANSFER_INPUT_BANDWIDTH + lock + signatures, 1, 1, 0];
}

const outputs = (os: TransferableOutput[]) => add(...os.map(outputComplexity));
const inputs = (is: TransferableInput[]) => add(...is.map(inputComplexity));
const owner = (o: OutputOwners | PChainOwner): Dimensions => bw(OWNERS_BANDWIDTH + o.addrs.length * SHORT_ID_LEN);
const auth = (a: { sigIndices: number[] }): Dimensions =>
  bw(SECP_INPUT_BANDWIDTH + a.sigIndices.length * SIGNATURE_BANDWIDTH);
const signer = (s: Signer): Dimensions => (s.kind === 'pop' ? bw(POP_BANDWIDTH) : [0, 0, 0, 0]);
const baseTx = (b: BaseTxFields): Dimensions => add(outputs(b.outputs), inputs(b.inputs), bw(b.memo.length));

/**
 * A permissionless staker's tx: its base tx, validator, subnet ID and stake outputs, plus `intFields`
 * int-sized fixed fields and the kind's own variable parts.
 */
function stakerTx(
  u: { base: BaseTxFields; stakeOuts: TransferableOutput[] },
  intFields: number,
  ...own: Dimensions[]
): Dimensions {
  return add(
    [BASE_BANDWIDTH + VALIDATOR_BANDWIDTH + ID_LEN + intFields * INT, 1, 1, 0],
    baseTx(u.base),
    outputs(u.stakeOuts),
    ...own,
  );
}

/** Complexity of a tx AvalancheGo charges a dynamic fee for; null for the kinds it does not (reward, legacy). */
function txComplexity(u: PvmUnsignedTx): Dimensions | null {
  switch (u.kind) {
    case 'BaseTx':
      return add(bw(BASE_BANDWIDTH), baseTx(u.base));
    case 'ImportTx':
      return add([BASE_BANDWIDTH + ID_LEN + INT, 0, 0, 0], baseTx(u.base), inputs(u.importedInputs));
    case 'ExportTx':
      return add([BASE_BANDWIDTH + ID_LEN + INT, 0, 0, 0], baseTx(u.base), outputs(u.exportedOutputs));
    case 'CreateSubnetTx':
      return add([BASE_BANDWIDTH + INT, 0, 1, 0], baseTx(u.base), owner(u.owner));
    case 'CreateChainTx':
      return add(
        [BASE_BANDWIDTH + ID_LEN + SHORT + ID_LEN + INT + INT + INT + INT, 1, 1, 0],
        bw(u.fxIDs.length * ID_LEN + u.chainName.length + u.genesisData.length),
        baseTx(u.base),
        auth(u.subnetAuth),
      );
    case 'AddSubnetValidatorTx':
      return add(
        [BASE_BANDWIDTH + VALIDATOR_BANDWIDTH + ID_LEN + INT + INT, 2, 1, 0],
        baseTx(u.base),
        auth(u.subnetAuth),
      );
    case 'AddPermissionlessValidatorTx':
      // signer typeID, stake outputs count, two rewards owner typeIDs, delegation shares
      return stakerTx(u, 5, signer(u.signer), owner(u.validatorRewardsOwner), owner(u.delegatorRewardsOwner));
    case 'AddPermissionlessDelegatorTx':
      // stake outputs count, rewards owner typeID
      return stakerTx(u, 2, owner(u.delegationRewardsOwner));
    case 'ConvertSubnetToL1Tx':
      return add(
        [BASE_BANDWIDTH + ID_LEN + ID_LEN + 4 * INT, 1, 1, 0],
        baseTx(u.base),
        ...u.validators.map((v) =>
          add([L1_VALIDATOR_BANDWIDTH, 3, 3, 0], bw(POP_BANDWIDTH), owner(v.remainingBalanceOwner)),
        ),
        auth(u.subnetAuth),
        bw(u.address.length),
      );
    case 'IncreaseL1ValidatorBalanceTx':
      return add([BASE_BANDWIDTH + ID_LEN + LONG, 1, 5, 0], baseTx(u.base));
    case 'AddAutoRenewedValidatorTx':
      // node id length and bytes; signer, stake count, three owner typeIDs, two shares; period
      return add(
        [BASE_BANDWIDTH + INT + NODE_ID_LEN + 7 * INT + LONG, 0, 3, 0],
        baseTx(u.base),
        signer(u.signer),
        outputs(u.stakeOuts),
        owner(u.validatorRewardsOwner),
        owner(u.delegatorRewardsOwner),
        owner(u.validatorAuthority),
      );
    case 'SetAutoRenewedValidatorConfigTx':
      // tx id, auth and credential typeIDs, shares, period
      return add([BASE_BANDWIDTH + ID_LEN + 3 * INT + LONG, 1, 1, 0], baseTx(u.base), auth(u.auth));
    default:
      return null;
  }
}

/** The fee a tx must burn at the current gas price (the minimum price: the devnet's excess is 0). */
export function requiredFee(u: PvmUnsignedTx): bigint {
  const c = txComplexity(u);
  if (!c) return 0n;
  const { weights, minPrice } = P_PARAMS.dynamicFee;
  const gas = c.reduce((a, d, i) => a + BigInt(d) * BigInt(weights[i] ?? 0), 0n);
  return gas * minPrice;
}
