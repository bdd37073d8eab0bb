// A tx as the follower sees it before writing: what it consumes (UTXO ids; who owned them is resolved
// afterwards, from the batch, the store or the node), what it produces, and what it moves on the EVM.
// From that, one place works out every address's part, the assets it touches and its fee, for X, P
// and C alike.
import type {
  AddressLink,
  StakerRecord,
  TokenTransferWrite,
  TokenWrite,
  TxWrite,
  UtxoRecord,
} from '@/lib/store/history/records';
import type { HistoryChain } from '@/lib/store/history/chain-keys';
import { utxoKey } from '@/lib/store/history/records';
import { EVM_INTERNAL_ASSET } from '@/lib/store/history/evm-internal';
import { holderAddresses } from '@/lib/store/history/write-plan';

/** The EVM's own currency on a C or L1 chain, in wei (its asset key in deltas; not an X asset). */
export const EVM_NATIVE = 'evm';
/** The same coin moved by calls inside a tx: address rows only, never a balance nor an asset listing. */
export const EVM_INTERNAL = EVM_INTERNAL_ASSET;

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** Where the tx that produced a UTXO can be read, when neither the batch nor the store knows it. */
export interface Producer {
  chain: HistoryChain;
  txID: Uint8Array;
  outputIndex: number;
}

export interface Consumed {
  id: Uint8Array;
  asset: string;
  amount: bigint;
  producer: Producer;
}

export interface DecodedTx {
  id: string;
  pos: number;
  type: string;
  consumed: Consumed[];
  produced: UtxoRecord[];
  /** EVM balance changes: credits (atomic import, value received) positive, debits negative. */
  evm: { address: string; asset: string; amount: bigint }[];
  /** AVAX that leaves circulation without being burned: stake, L1 validator balances. */
  locked: bigint;
  /** An EVM creation's new contract and its creator. */
  created?: { address: string; creator: string };
  /** The fee when the tx says it (EVM: gas used × price, wei); otherwise AVAX in − out − locked. */
  fee?: bigint;
  /** Other addresses the tx names: reward owners, subnet and L1 owners. */
  extra: string[];
  staking: TxWrite['staking'];
  staker?: StakerRecord;
  validations: TxWrite['validations'];
  tokenTransfers: TokenTransferWrite[];
  /** Token transfers' per-address changes are shown with the token as asset; ERC-721 moves one. */
  tokenKinds?: Map<string, TokenWrite['kind']>;
  /** P: the staking tx a RewardValidatorTx ends (its stake returns, its rewards are paid). */
  rewardOf?: Uint8Array;
  /**
   * P, Helicon: the auto-renewed validator (its AddAutoRenewedValidatorTx) this tx adds, configures or
   * rewards, with the cycle length the add or config tx sets.
   */
  autoRenew?: { kind: 'add' | 'config' | 'reward'; stakerTxID: Uint8Array; period?: bigint };
  /** An import's UTXOs from another chain's shared memory. */
  imported?: Uint8Array[];
  /** X CreateAssetTx: the asset it creates. */
  createdAsset?: TxWrite['createdAsset'];
  /** P: L1 validator txs that name a validation, whose node is looked up before writing. */
  l1Refs?: { validationID: string; role: TxWrite['staking'][number]['role']; amount: bigint }[];
  /** EVM: the ICM and Warp events of its logs. */
  icm?: TxWrite['icm'];
}

export function emptyTx(id: string, pos: number, type: string): DecodedTx {
  return {
    id,
    pos,
    type,
    consumed: [],
    produced: [],
    evm: [],
    locked: 0n,
    extra: [],
    staking: [],
    validations: [],
    tokenTransfers: [],
  };
}

/** The tx's rows, with the owners of what it consumed as resolved (unknown owners are left out). */
export function finishTx(d: DecodedTx, resolved: Map<string, UtxoRecord>, avaxAssetID: string): TxWrite {
  const links = new Map<string, Map<string, bigint>>();
  const touch = (address: string) => {
    let m = links.get(address);
    if (!m) {
      m = new Map();
      links.set(address, m);
    }
    return m;
  };
  const move = (address: string, asset: string, amount: bigint) => {
    const m = touch(address);
    m.set(asset, (m.get(asset) ?? 0n) + amount);
  };
  const assets = new Set<string>();
  const spends: UtxoRecord[] = [];
  let avaxIn = 0n;
  let avaxOut = 0n;

  for (const c of d.consumed) {
    assets.add(c.asset);
    if (c.asset === avaxAssetID) avaxIn += c.amount;
    const owner = resolved.get(utxoKey(c.id));
    if (!owner) continue;
    spends.push(owner);
    for (const a of holderAddresses(owner.holder)) move(a, c.asset, -c.amount);
  }
  for (const u of d.produced) {
    assets.add(u.asset);
    if (u.asset === avaxAssetID) avaxOut += u.amount;
    for (const a of holderAddresses(u.holder)) move(a, u.asset, u.amount);
  }
  for (const e of d.evm) {
    if (e.asset !== EVM_NATIVE && e.asset !== EVM_INTERNAL) assets.add(e.asset);
    if (e.asset === avaxAssetID) {
      if (e.amount > 0n) avaxOut += e.amount;
      else avaxIn -= e.amount;
    }
    move(e.address, e.asset, e.amount);
  }
  for (const t of d.tokenTransfers) {
    // Mints come from, and burns go to, the zero address: it is no one's history.
    if (t.from !== ZERO_ADDRESS) move(t.from, t.token, -t.amount);
    if (t.to !== ZERO_ADDRESS) move(t.to, t.token, t.amount);
  }
  for (const a of d.extra) touch(a);

  const addresses: AddressLink[] = [...links].map(([address, deltas]) => ({ address, deltas }));
  return {
    id: d.id,
    pos: d.pos,
    type: d.type,
    fee: d.fee ?? (avaxIn > avaxOut + d.locked ? avaxIn - avaxOut - d.locked : 0n),
    addresses,
    assets: [...assets],
    creates: d.produced,
    spends,
    // Balances follow UTXOs; on an EVM only assets other than AVAX (multi-coin) are kept, from atomic txs.
    evmDeltas: d.evm
      .filter((e) => e.asset !== EVM_NATIVE && e.asset !== EVM_INTERNAL && e.asset !== avaxAssetID)
      .map((e) => ({ holder: e.address, asset: e.asset, delta: e.amount })),
    staking: d.staking,
    staker: d.staker,
    validations: d.validations,
    tokenTransfers: d.tokenTransfers,
    created: d.created,
    ...(d.icm && d.icm.length > 0 ? { icm: d.icm } : {}),
    ...(d.imported?.length ? { imports: d.imported } : {}),
    ...(d.createdAsset ? { createdAsset: d.createdAsset } : {}),
  };
}
