// P-chain state in SQLite. Every write happens inside the caller's db.transaction (block acceptance),
// so a block, its txs, UTXO changes, staker changes and index entries commit together.
import type Database from 'better-sqlite3';
import { compareBytes } from '@/lib/codec/ids';
import { type Owners, type PUtxo, encodePUtxo, ownersFromStorage, ownersToStorage, utxoIdOf } from './utxo';

type StakerKind = 'validator' | 'delegator' | 'subnetValidator';
export type StakerStatus = 'pending' | 'current';

export interface Staker {
  txID: Uint8Array;
  kind: StakerKind;
  subnetID: Uint8Array;
  nodeID: Uint8Array;
  start: bigint;
  end: bigint;
  weight: bigint;
  potentialReward: bigint;
  /** Delegation fee in parts per million (validators only). */
  shares: number;
  blsPublicKey?: Uint8Array;
  blsPop?: Uint8Array;
  rewardOwner?: Owners;
  delegationRewardOwner?: Owners;
  status: StakerStatus;
}

export interface BlockRow {
  height: bigint;
  id: Uint8Array;
  parentID: Uint8Array;
  time: bigint;
  bytes: Uint8Array;
  acceptedMs: number;
}

export interface SubnetRow {
  id: Uint8Array;
  owner: Owners;
  txID: Uint8Array;
  /** Set once ConvertSubnetToL1Tx is accepted. */
  conversion?: { txID: Uint8Array; chainID: Uint8Array; address: Uint8Array };
}

export interface ChainRow {
  id: Uint8Array;
  subnetID: Uint8Array;
  name: string;
  vmID: Uint8Array;
}

export interface L1ValidatorRow {
  validationID: Uint8Array;
  subnetID: Uint8Array;
  nodeID: Uint8Array;
  weight: bigint;
  /**
   * The accrued fees at which its balance is used up (state.L1Validator.EndAccumulatedFee); 0 when
   * inactive. Its balance is this minus the chain's accrued fees.
   */
  endAccumulatedFee: bigint;
  blsPublicKey: Uint8Array;
  startTime: bigint;
  remainingBalanceOwner: Owners;
  deactivationOwner: Owners;
  minNonce: bigint;
}

export interface UptimeRow {
  nodeID: Uint8Array;
  upMs: number;
  lastMs: number;
  sinceMs: number;
  connected: boolean;
  reliability: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS p_meta (k TEXT PRIMARY KEY, v TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS p_blocks (height INTEGER PRIMARY KEY, id BLOB NOT NULL UNIQUE, parent BLOB NOT NULL,
  time INTEGER NOT NULL, bytes BLOB NOT NULL, accepted_ms INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS p_txs (id BLOB PRIMARY KEY, height INTEGER NOT NULL, kind TEXT NOT NULL, bytes BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS p_utxos (utxo_id BLOB PRIMARY KEY, tx_id BLOB NOT NULL, idx INTEGER NOT NULL,
  asset BLOB NOT NULL, amount INTEGER NOT NULL, owners TEXT NOT NULL, stake_locktime INTEGER NOT NULL, bytes BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS p_utxo_addrs (addr BLOB NOT NULL, utxo_id BLOB NOT NULL, PRIMARY KEY (addr, utxo_id)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS p_stakers (tx_id BLOB PRIMARY KEY, kind TEXT NOT NULL, subnet BLOB NOT NULL, node BLOB NOT NULL,
  start INTEGER NOT NULL, end INTEGER NOT NULL, weight INTEGER NOT NULL, reward INTEGER NOT NULL, shares INTEGER NOT NULL,
  bls_pk BLOB, bls_pop BLOB, reward_owner TEXT, delegation_owner TEXT, status TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS p_stakers_node ON p_stakers (subnet, node);
CREATE INDEX IF NOT EXISTS p_stakers_end ON p_stakers (status, end);
CREATE TABLE IF NOT EXISTS p_subnets (id BLOB PRIMARY KEY, owner TEXT NOT NULL, tx_id BLOB NOT NULL, conversion TEXT);
CREATE TABLE IF NOT EXISTS p_chains (id BLOB PRIMARY KEY, subnet BLOB NOT NULL, name TEXT NOT NULL, vm BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS p_l1_validators (validation_id BLOB PRIMARY KEY, subnet BLOB NOT NULL, node BLOB NOT NULL,
  weight INTEGER NOT NULL, end_accumulated_fee INTEGER NOT NULL, bls_pk BLOB NOT NULL, start INTEGER NOT NULL,
  remaining_owner TEXT NOT NULL, deactivation_owner TEXT NOT NULL, min_nonce INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS p_reward_utxos (staker_tx BLOB NOT NULL, idx INTEGER NOT NULL, bytes BLOB NOT NULL,
  PRIMARY KEY (staker_tx, idx)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS p_weight_diffs (height INTEGER NOT NULL, subnet BLOB NOT NULL, node BLOB NOT NULL, delta INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS p_weight_diffs_h ON p_weight_diffs (subnet, height);
CREATE TABLE IF NOT EXISTS p_uptime (node BLOB PRIMARY KEY, up_ms INTEGER NOT NULL, last_ms INTEGER NOT NULL,
  since_ms INTEGER NOT NULL, connected INTEGER NOT NULL, reliability REAL NOT NULL);
`;

const u8 = (b: Buffer | Uint8Array): Uint8Array => new Uint8Array(b.buffer, b.byteOffset, b.byteLength).slice();
const big = (v: unknown): bigint => (typeof v === 'bigint' ? v : BigInt(v as number));

type Row = Record<string, unknown>;

function stakerFromRow(r: Row): Staker {
  const s: Staker = {
    txID: u8(r.tx_id as Buffer),
    kind: r.kind as StakerKind,
    subnetID: u8(r.subnet as Buffer),
    nodeID: u8(r.node as Buffer),
    start: big(r.start),
    end: big(r.end),
    weight: big(r.weight),
    potentialReward: big(r.reward),
    shares: Number(r.shares),
    status: r.status as StakerStatus,
  };
  if (r.bls_pk) s.blsPublicKey = u8(r.bls_pk as Buffer);
  if (r.bls_pop) s.blsPop = u8(r.bls_pop as Buffer);
  if (r.reward_owner) s.rewardOwner = ownersFromStorage(r.reward_owner as string);
  if (r.delegation_owner) s.delegationRewardOwner = ownersFromStorage(r.delegation_owner as string);
  return s;
}

function subnetFromRow(r: Row): SubnetRow {
  const row: SubnetRow = {
    id: u8(r.id as Buffer),
    owner: ownersFromStorage(r.owner as string),
    txID: u8(r.tx_id as Buffer),
  };
  if (r.conversion) {
    const c = JSON.parse(r.conversion as string) as { tx: string; chain: string; addr: string };
    const h = (x: string) => new Uint8Array(Buffer.from(x, 'hex'));
    row.conversion = { txID: h(c.tx), chainID: h(c.chain), address: h(c.addr) };
  }
  return row;
}

function chainFromRow(r: Row): ChainRow {
  return {
    id: u8(r.id as Buffer),
    subnetID: u8(r.subnet as Buffer),
    name: r.name as string,
    vmID: u8(r.vm as Buffer),
  };
}

function uptimeFromRow(r: Row): UptimeRow {
  return {
    nodeID: u8(r.node as Buffer),
    upMs: Number(r.up_ms),
    lastMs: Number(r.last_ms),
    sinceMs: Number(r.since_ms),
    connected: Number(r.connected) === 1,
    reliability: Number(r.reliability),
  };
}

/** A table read by its key or in full, like a map. */
interface KeyedTable<T> {
  get(key: Uint8Array): T | undefined;
  all(): T[];
}

/** Typed access to the p_* tables. Methods do not open transactions; callers do. */
export class PState {
  private readonly st: Record<string, Database.Statement>;
  /** Subnets by id, in creation order (written by putSubnet and convertSubnet). */
  readonly subnets = this.keyed('subnetGet', 'subnetAll', subnetFromRow);
  /** Chains by id, in creation order (written by putChain). */
  readonly chains = this.keyed('chainGet', 'chainAll', chainFromRow);
  /** Validators' uptime records by node id (written by putUptime). */
  readonly uptimes = this.keyed('uptimeGet', 'uptimeAll', uptimeFromRow);

  constructor(readonly db: Database.Database) {
    db.exec(SCHEMA);
    // Data dirs from before the continuous fee kept a fixed balance, which with no fees accrued yet
    // is the same number as the end accumulated fee.
    const l1Columns = db.prepare(`PRAGMA table_info(p_l1_validators)`).all() as { name: string }[];
    if (l1Columns.some((c) => c.name === 'balance')) {
      db.exec(`ALTER TABLE p_l1_validators RENAME COLUMN balance TO end_accumulated_fee`);
    }
    const p = (sql: string) => db.prepare(sql).safeIntegers(true);
    this.st = {
      metaGet: p('SELECT v FROM p_meta WHERE k = ?'),
      metaSet: p('INSERT INTO p_meta (k, v) VALUES (?, ?) ON CONFLICT(k) DO UPDATE SET v = excluded.v'),
      blockPut: p('INSERT INTO p_blocks (height, id, parent, time, bytes, accepted_ms) VALUES (?, ?, ?, ?, ?, ?)'),
      blockByHeight: p('SELECT * FROM p_blocks WHERE height = ?'),
      blockByID: p('SELECT * FROM p_blocks WHERE id = ?'),
      lastBlock: p('SELECT * FROM p_blocks ORDER BY height DESC LIMIT 1'),
      txPut: p('INSERT INTO p_txs (id, height, kind, bytes) VALUES (?, ?, ?, ?)'),
      txGet: p('SELECT * FROM p_txs WHERE id = ?'),
      utxoPut: p(
        'INSERT INTO p_utxos (utxo_id, tx_id, idx, asset, amount, owners, stake_locktime, bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      utxoAddrPut: p('INSERT OR IGNORE INTO p_utxo_addrs (addr, utxo_id) VALUES (?, ?)'),
      utxoGet: p('SELECT * FROM p_utxos WHERE utxo_id = ?'),
      utxoDel: p('DELETE FROM p_utxos WHERE utxo_id = ?'),
      utxoAddrDel: p('DELETE FROM p_utxo_addrs WHERE utxo_id = ? AND addr = ?'),
      utxosOfAddr: p(
        'SELECT u.* FROM p_utxo_addrs a JOIN p_utxos u ON u.utxo_id = a.utxo_id WHERE a.addr = ? AND a.utxo_id > ? ORDER BY a.utxo_id LIMIT ?',
      ),
      // The wide row inserts bind by name: the row goes in whole, and each column says which field it takes.
      stakerPut:
        p(`INSERT INTO p_stakers (tx_id, kind, subnet, node, start, end, weight, reward, shares, bls_pk, bls_pop,
        reward_owner, delegation_owner, status) VALUES (@txID, @kind, @subnetID, @nodeID, @start, @end, @weight,
        @potentialReward, @shares, @blsPublicKey, @blsPop, @rewardOwner, @delegationRewardOwner, @status)`),
      stakerGet: p('SELECT * FROM p_stakers WHERE tx_id = ?'),
      stakerDel: p('DELETE FROM p_stakers WHERE tx_id = ?'),
      stakerSetStatus: p('UPDATE p_stakers SET status = ? WHERE tx_id = ?'),
      stakersOf: p('SELECT * FROM p_stakers WHERE subnet = ? AND status = ? ORDER BY start, tx_id'),
      stakersOfNode: p('SELECT * FROM p_stakers WHERE subnet = ? AND node = ? ORDER BY start, tx_id'),
      validatorsOf: p(
        `SELECT * FROM p_stakers WHERE subnet = ? AND status = ? AND kind != 'delegator' ORDER BY start, tx_id`,
      ),
      // Per-node sums stay far below 2^63: a validator's delegated weight is capped by its own stake.
      delegationTotals: p(`SELECT node, COUNT(*) AS n, SUM(weight) AS w FROM p_stakers
        WHERE subnet = ? AND status = 'current' AND kind = 'delegator' GROUP BY node`),
      nextEnd: p(`SELECT * FROM p_stakers WHERE status = 'current' AND end <= ? ORDER BY end,
        CASE kind WHEN 'delegator' THEN 0 ELSE 1 END, tx_id LIMIT 1`),
      nextStart: p(`SELECT * FROM p_stakers WHERE status = 'pending' AND start <= ? ORDER BY start, tx_id`),
      allCurrent: p(`SELECT * FROM p_stakers WHERE status = 'current'`),
      endedSubnetValidators: p(
        `SELECT * FROM p_stakers WHERE status = 'current' AND end <= ? AND kind = 'subnetValidator'`,
      ),
      subnetPut: p('INSERT INTO p_subnets (id, owner, tx_id, conversion) VALUES (?, ?, ?, NULL)'),
      subnetGet: p('SELECT * FROM p_subnets WHERE id = ?'),
      subnetAll: p('SELECT * FROM p_subnets ORDER BY rowid'),
      subnetConvert: p('UPDATE p_subnets SET conversion = ? WHERE id = ?'),
      chainPut: p('INSERT INTO p_chains (id, subnet, name, vm) VALUES (?, ?, ?, ?)'),
      chainGet: p('SELECT * FROM p_chains WHERE id = ?'),
      chainAll: p('SELECT * FROM p_chains ORDER BY rowid'),
      l1Put: p(`INSERT INTO p_l1_validators (validation_id, subnet, node, weight, end_accumulated_fee, bls_pk, start,
        remaining_owner, deactivation_owner, min_nonce) VALUES (@validationID, @subnetID, @nodeID, @weight,
        @endAccumulatedFee, @blsPublicKey, @startTime, @remainingBalanceOwner, @deactivationOwner, @minNonce)`),
      l1SetEndFee: p('UPDATE p_l1_validators SET end_accumulated_fee = ? WHERE validation_id = ?'),
      // In order of increasing end fee, as GetActiveL1ValidatorsIterator: the first runs out first.
      l1Active: p(
        'SELECT * FROM p_l1_validators WHERE end_accumulated_fee > 0 ORDER BY end_accumulated_fee, validation_id',
      ),
      l1ActiveCount: p('SELECT COUNT(*) AS n FROM p_l1_validators WHERE end_accumulated_fee > 0'),
      l1Of: p('SELECT * FROM p_l1_validators WHERE subnet = ? ORDER BY rowid'),
      l1Get: p('SELECT * FROM p_l1_validators WHERE validation_id = ?'),
      rewardPut: p('INSERT INTO p_reward_utxos (staker_tx, idx, bytes) VALUES (?, ?, ?)'),
      rewardOf: p('SELECT bytes FROM p_reward_utxos WHERE staker_tx = ? ORDER BY idx'),
      diffPut: p('INSERT INTO p_weight_diffs (height, subnet, node, delta) VALUES (?, ?, ?, ?)'),
      weightsAt: p(`SELECT node, SUM(delta) AS w FROM p_weight_diffs WHERE subnet = ? AND height <= ?
        GROUP BY node HAVING SUM(delta) > 0 ORDER BY node`),
      uptimeGet: p('SELECT * FROM p_uptime WHERE node = ?'),
      uptimeAll: p('SELECT * FROM p_uptime'),
      uptimePut:
        p(`INSERT INTO p_uptime (node, up_ms, last_ms, since_ms, connected, reliability) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT(node) DO UPDATE SET up_ms = excluded.up_ms, last_ms = excluded.last_ms, since_ms = excluded.since_ms,
        connected = excluded.connected, reliability = excluded.reliability`),
    };
  }

  private s(name: string): Database.Statement {
    const st = this.st[name];
    if (!st) throw new Error(`no statement ${name}`);
    return st;
  }

  /** The row statement `name` finds, read by `from`; undefined when there is none. */
  private one<T>(name: string, from: (r: Row) => T, ...params: unknown[]): T | undefined {
    const r = this.s(name).get(...params) as Row | undefined;
    return r ? from(r) : undefined;
  }

  /** Every row statement `name` finds, read by `from`. */
  private every<T>(name: string, from: (r: Row) => T, ...params: unknown[]): T[] {
    return (this.s(name).all(...params) as Row[]).map((r) => from(r));
  }

  /** A table's reads: statement `get` finds a row by its key, `all` every row. */
  private keyed<T>(get: string, all: string, from: (r: Row) => T): KeyedTable<T> {
    return { get: (key) => this.one(get, from, key), all: () => this.every(all, from) };
  }

  // ---- meta ----
  meta(k: string): string | undefined {
    const r = this.s('metaGet').get(k) as Row | undefined;
    return r ? (r.v as string) : undefined;
  }
  setMeta(k: string, v: string): void {
    this.s('metaSet').run(k, v);
  }
  get supply(): bigint {
    return BigInt(this.meta('supply') ?? '0');
  }
  set supply(v: bigint) {
    this.setMeta('supply', v.toString());
  }

  // ---- blocks and txs ----
  putBlock(b: BlockRow): void {
    this.s('blockPut').run(b.height, b.id, b.parentID, b.time, b.bytes, b.acceptedMs);
  }
  private blockFromRow(r: Row | undefined): BlockRow | undefined {
    if (!r) return undefined;
    return {
      height: big(r.height),
      id: u8(r.id as Buffer),
      parentID: u8(r.parent as Buffer),
      time: big(r.time),
      bytes: u8(r.bytes as Buffer),
      acceptedMs: Number(r.accepted_ms),
    };
  }
  blockByHeight(h: bigint): BlockRow | undefined {
    return this.blockFromRow(this.s('blockByHeight').get(h) as Row | undefined);
  }
  blockByID(id: Uint8Array): BlockRow | undefined {
    return this.blockFromRow(this.s('blockByID').get(id) as Row | undefined);
  }
  lastBlock(): BlockRow | undefined {
    return this.blockFromRow(this.s('lastBlock').get() as Row | undefined);
  }
  putTx(id: Uint8Array, height: bigint, kind: string, bytes: Uint8Array): void {
    this.s('txPut').run(id, height, kind, bytes);
  }
  tx(id: Uint8Array): { height: bigint; kind: string; bytes: Uint8Array } | undefined {
    const r = this.s('txGet').get(id) as Row | undefined;
    return r ? { height: big(r.height), kind: r.kind as string, bytes: u8(r.bytes as Buffer) } : undefined;
  }

  // ---- UTXOs ----
  putUtxo(u: PUtxo): Uint8Array {
    const id = utxoIdOf(u.txID, u.outputIndex);
    const bytes = encodePUtxo(u);
    this.s('utxoPut').run(
      id,
      u.txID,
      u.outputIndex,
      u.assetID,
      u.amount,
      ownersToStorage(u.owners),
      u.stakeLocktime,
      bytes,
    );
    for (const a of u.owners.addrs) this.s('utxoAddrPut').run(a, id);
    return id;
  }
  private utxoFromRow(r: Row): PUtxo & { utxoID: Uint8Array; bytes: Uint8Array } {
    return {
      utxoID: u8(r.utxo_id as Buffer),
      txID: u8(r.tx_id as Buffer),
      outputIndex: Number(r.idx),
      assetID: u8(r.asset as Buffer),
      amount: big(r.amount),
      owners: ownersFromStorage(r.owners as string),
      stakeLocktime: big(r.stake_locktime),
      bytes: u8(r.bytes as Buffer),
    };
  }
  utxo(txID: Uint8Array, outputIndex: number): (PUtxo & { utxoID: Uint8Array; bytes: Uint8Array }) | undefined {
    return this.one('utxoGet', (r) => this.utxoFromRow(r), utxoIdOf(txID, outputIndex));
  }
  deleteUtxo(u: PUtxo): void {
    const id = utxoIdOf(u.txID, u.outputIndex);
    this.s('utxoDel').run(id);
    for (const a of u.owners.addrs) this.s('utxoAddrDel').run(id, a);
  }
  /** UTXOs referencing `addr`, ordered by UTXO id, strictly after `afterUtxoID`. */
  utxosOf(
    addr: Uint8Array,
    afterUtxoID: Uint8Array,
    limit: number,
  ): (PUtxo & { utxoID: Uint8Array; bytes: Uint8Array })[] {
    return this.every('utxosOfAddr', (r) => this.utxoFromRow(r), addr, afterUtxoID, limit);
  }

  // ---- stakers ----
  putStaker(s: Staker): void {
    this.s('stakerPut').run({
      ...s,
      blsPublicKey: s.blsPublicKey ?? null,
      blsPop: s.blsPop ?? null,
      rewardOwner: s.rewardOwner ? ownersToStorage(s.rewardOwner) : null,
      delegationRewardOwner: s.delegationRewardOwner ? ownersToStorage(s.delegationRewardOwner) : null,
    });
  }
  staker(txID: Uint8Array): Staker | undefined {
    return this.one('stakerGet', stakerFromRow, txID);
  }
  deleteStaker(txID: Uint8Array): void {
    this.s('stakerDel').run(txID);
  }
  setStakerStatus(txID: Uint8Array, status: StakerStatus): void {
    this.s('stakerSetStatus').run(status, txID);
  }
  stakers(subnetID: Uint8Array, status: StakerStatus): Staker[] {
    return this.every('stakersOf', stakerFromRow, subnetID, status);
  }
  /** Stakers of a subnet without its delegators (a full validator listing needs only their totals). */
  validators(subnetID: Uint8Array, status: StakerStatus): Staker[] {
    return this.every('validatorsOf', stakerFromRow, subnetID, status);
  }
  /** Count and total weight of the current delegators of each node, keyed by node id hex. */
  delegationTotals(subnetID: Uint8Array): Map<string, { count: bigint; weight: bigint }> {
    const out = new Map<string, { count: bigint; weight: bigint }>();
    for (const r of this.s('delegationTotals').all(subnetID) as Row[]) {
      out.set(Buffer.from(r.node as Buffer).toString('hex'), { count: big(r.n), weight: big(r.w) });
    }
    return out;
  }
  stakersOfNode(subnetID: Uint8Array, nodeID: Uint8Array): Staker[] {
    return this.every('stakersOfNode', stakerFromRow, subnetID, nodeID);
  }
  allCurrentStakers(): Staker[] {
    return this.every('allCurrent', stakerFromRow);
  }
  /** Current permissioned-subnet validators whose end time is ≤ `time`. */
  endedSubnetValidators(time: bigint): Staker[] {
    return this.every('endedSubnetValidators', stakerFromRow, time);
  }
  /** The current staker whose end time comes first (delegators before their validator), if it is ≤ `time`. */
  nextEndingStaker(time: bigint): Staker | undefined {
    return this.one('nextEnd', stakerFromRow, time);
  }
  pendingStartingBy(time: bigint): Staker[] {
    return this.every('nextStart', stakerFromRow, time);
  }

  // ---- subnets, chains, L1 validators ----
  putSubnet(id: Uint8Array, owner: Owners, txID: Uint8Array): void {
    this.s('subnetPut').run(id, ownersToStorage(owner), txID);
  }
  convertSubnet(id: Uint8Array, conv: { txID: Uint8Array; chainID: Uint8Array; address: Uint8Array }): void {
    const hx = (b: Uint8Array) => Buffer.from(b).toString('hex');
    this.s('subnetConvert').run(
      JSON.stringify({ tx: hx(conv.txID), chain: hx(conv.chainID), addr: hx(conv.address) }),
      id,
    );
  }
  putChain(c: ChainRow): void {
    this.s('chainPut').run(c.id, c.subnetID, c.name, c.vmID);
  }
  putL1Validator(v: L1ValidatorRow): void {
    this.s('l1Put').run({
      ...v,
      remainingBalanceOwner: ownersToStorage(v.remainingBalanceOwner),
      deactivationOwner: ownersToStorage(v.deactivationOwner),
    });
  }
  private l1FromRow(r: Row): L1ValidatorRow {
    return {
      validationID: u8(r.validation_id as Buffer),
      subnetID: u8(r.subnet as Buffer),
      nodeID: u8(r.node as Buffer),
      weight: big(r.weight),
      endAccumulatedFee: big(r.end_accumulated_fee),
      blsPublicKey: u8(r.bls_pk as Buffer),
      startTime: big(r.start),
      remainingBalanceOwner: ownersFromStorage(r.remaining_owner as string),
      deactivationOwner: ownersFromStorage(r.deactivation_owner as string),
      minNonce: big(r.min_nonce),
    };
  }
  l1Validators(subnetID: Uint8Array): L1ValidatorRow[] {
    return this.every('l1Of', (r) => this.l1FromRow(r), subnetID);
  }
  l1Validator(validationID: Uint8Array): L1ValidatorRow | undefined {
    return this.one('l1Get', (r) => this.l1FromRow(r), validationID);
  }
  setL1EndAccumulatedFee(validationID: Uint8Array, endAccumulatedFee: bigint): void {
    this.s('l1SetEndFee').run(endAccumulatedFee, validationID);
  }
  /** Active L1 validators, the one whose balance runs out first first. */
  activeL1Validators(): L1ValidatorRow[] {
    return this.every('l1Active', (r) => this.l1FromRow(r));
  }
  numActiveL1Validators(): bigint {
    return big((this.s('l1ActiveCount').get() as Row).n);
  }

  // ---- the L1 validators' continuous fee ----
  /** Fees accrued per active validator since Etna (state.GetAccruedFees). */
  get accruedFees(): bigint {
    return BigInt(this.meta('accruedFees') ?? '0');
  }
  set accruedFees(v: bigint) {
    this.setMeta('accruedFees', v.toString());
  }
  /** The fee state's excess (state.GetL1ValidatorExcess). */
  get l1ValidatorExcess(): bigint {
    return BigInt(this.meta('l1ValidatorExcess') ?? '0');
  }
  set l1ValidatorExcess(v: bigint) {
    this.setMeta('l1ValidatorExcess', v.toString());
  }

  // ---- rewards and validator-set history ----
  putRewardUtxo(stakerTx: Uint8Array, idx: number, bytes: Uint8Array): void {
    this.s('rewardPut').run(stakerTx, idx, bytes);
  }
  rewardUtxos(stakerTx: Uint8Array): Uint8Array[] {
    return (this.s('rewardOf').all(stakerTx) as Row[]).map((r) => u8(r.bytes as Buffer));
  }
  /** Records a weight change of `nodeID` on `subnetID` taking effect at `height`. */
  putWeightDiff(height: bigint, subnetID: Uint8Array, nodeID: Uint8Array, delta: bigint): void {
    this.s('diffPut').run(height, subnetID, nodeID, delta);
  }
  /** Validator weights of `subnetID` after the block at `height` was accepted. */
  weightsAt(subnetID: Uint8Array, height: bigint): { nodeID: Uint8Array; weight: bigint }[] {
    return (this.s('weightsAt').all(subnetID, height) as Row[])
      .map((r) => ({ nodeID: u8(r.node as Buffer), weight: big(r.w) }))
      .sort((a, b) => compareBytes(a.nodeID, b.nodeID));
  }

  // ---- uptime ----
  putUptime(u: UptimeRow): void {
    this.s('uptimePut').run(
      u.nodeID,
      Math.round(u.upMs),
      Math.round(u.lastMs),
      Math.round(u.sinceMs),
      u.connected ? 1 : 0,
      u.reliability,
    );
  }
}
