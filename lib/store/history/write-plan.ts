// What one batch of blocks writes, worked out once for both stores: the rows of every table, the
// counters to add to, and how the batch's UTXOs move balances. The SQLite and PostgreSQL stores only
// read what the plan needs (existing UTXOs and balances) and run its statements in one transaction.
import { BALANCE_DIGITS, padAmount, TOKEN_DIGITS } from './amounts';
import { utxoKey, type BlockBatch, type StakerRecord, type TxWrite, type UtxoRecord } from './records';
import { isL1Chain, tokenKey } from '@/lib/store/history/chain-keys';
import type { IcmEventWrite } from './icm-records';
import { HISTORY_TABLES } from './schema';
import { postgresType } from './schema-ddl';

/** A table the plan inserts into, with the conflict rule of its inserts. */
export interface TableSpec {
  name: string;
  /** Each column with its PostgreSQL type, which the array of its values is cast to. */
  columns: readonly (readonly [name: string, pg: string])[];
  /** The ON CONFLICT clause; `least`/`greatest` name the dialect's two-argument min/max. */
  conflict: (d: { least: string; greatest: string }) => string;
  /** Rows the stores work out from what they hold (UTXOs, balances, totals), not a batch's own. */
  workedOut?: true;
}

type Conflict = TableSpec['conflict'];
const nothing: Conflict = () => 'ON CONFLICT DO NOTHING';

/** Inserts into a declared table (schema.ts): all its columns, or those named. */
function into(name: string, conflict: Conflict = nothing, only?: readonly string[]): TableSpec {
  const table = HISTORY_TABLES.get(name);
  if (!table) throw new Error(`the history schema declares no table ${name}`);
  const columns = (only ?? Object.keys(table.columns)).map((c) => [c, postgresType(table.columns[c]!)] as const);
  return { name, columns, conflict };
}

/** `ON CONFLICT (key) DO UPDATE SET` each column to the new row's value. */
const replacing =
  (key: string, ...columns: string[]): Conflict =>
  () =>
    `ON CONFLICT (${key}) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`;

/** A table whose rows the stores work out from what they hold: no batch writes it directly. */
const workedOut = (spec: TableSpec) => ({ ...spec, workedOut: true as const });

const EXPORT_SIDE = [
  'export_chain',
  'export_tx',
  'export_time_ms',
  'dest_chain',
  'out_index',
  'asset',
  'amount',
  'holder',
];
const IMPORT_SIDE = ['import_chain', 'import_tx', 'import_time_ms'];

export const TABLES = {
  txs: into('txs'),
  addressTxs: into('address_txs'),
  addressAssetTxs: into('address_asset_txs'),
  assetTxs: into('asset_txs'),
  addressStats: into(
    'address_stats',
    (d) =>
      `ON CONFLICT (address) DO UPDATE SET txs = address_stats.txs + excluded.txs,
         first_ms = ${d.least}(address_stats.first_ms, excluded.first_ms),
         last_ms = ${d.greatest}(address_stats.last_ms, excluded.last_ms)`,
  ),
  utxos: workedOut(into('utxos')),
  balances: workedOut(into('balances', replacing('holder, chain, asset', 'amount'))),
  holderMembers: into('holder_members'),
  stakers: into('stakers'),
  staking: into('staking'),
  validations: into('validations'),
  tokens: workedOut(
    into(
      'tokens',
      () =>
        `ON CONFLICT (address) DO UPDATE SET transfers = tokens.transfers + excluded.transfers,
         holders = tokens.holders + excluded.holders`,
    ),
  ),
  tokenTransfers: into('token_transfers'),
  contracts: into('contracts'),
  tokenIdBalances: workedOut(into('token_id_balances', replacing('token, token_id, holder', 'amount'))),
  tokenBalances: workedOut(into('token_balances', replacing('token, holder', 'amount'))),
  daily: into(
    'daily',
    () =>
      `ON CONFLICT (day_ms, chain) DO UPDATE SET txs = daily.txs + excluded.txs,
         fees_navax = daily.fees_navax + excluded.fees_navax`,
  ),
  assetSupply: workedOut(into('asset_supply', replacing('asset', 'holders', 'total'))),
  undecoded: into('undecoded'),
  icmEvents: into('icm_events'),
  icmListing: into('icm_listing'),
  assets: into('assets'),
  // An exported UTXO and the import that spent it. Chains are followed apart, so either side may be
  // written first: each fills its own columns of the one row.
  atomicExports: into('atomic_outputs', replacing('utxo_id', ...EXPORT_SIDE), ['utxo_id', ...EXPORT_SIDE]),
  atomicImports: into('atomic_outputs', replacing('utxo_id', ...IMPORT_SIDE), ['utxo_id', ...IMPORT_SIDE]),
  days: workedOut(into('days', () => 'ON CONFLICT (day_ms) DO UPDATE SET active = days.active + excluded.active')),
} satisfies Record<string, TableSpec>;

export type TableName = keyof typeof TABLES;
export type Row = unknown[];

const DAY_MS = 86_400_000;
export const dayOf = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
/** 1 nAVAX = 1e9 wei: C-chain EVM fees are in wei. */
const WEI_PER_NAVAX = 1_000_000_000n;

/** The addresses an owner-set holder key names (`2/3:a,b,c`), or the one address a plain key is. */
export function holderAddresses(holder: string): string[] {
  const colon = holder.indexOf(':');
  return colon < 0
    ? [holder]
    : holder
        .slice(colon + 1)
        .split(',')
        .filter(Boolean);
}

const stakerToRow = (s: StakerRecord): Row => [
  s.txID,
  s.nodeID,
  s.role,
  s.rewardAddresses.join(','),
  JSON.stringify(s.stake.map((o) => [o.asset, o.amount.toString(), o.holder])),
  s.outputCount,
  s.weight.toString(),
  s.startSec,
  s.endSec,
];

export function stakerFromRow(r: Record<string, unknown>): StakerRecord {
  const stake = JSON.parse(String(r.stake)) as [string, string, string][];
  return {
    txID: String(r.tx_id),
    nodeID: String(r.node_id),
    role: String(r.role) as StakerRecord['role'],
    rewardAddresses: r.reward_addresses ? String(r.reward_addresses).split(',') : [],
    stake: stake.map(([asset, amount, holder]) => ({ asset, amount: BigInt(amount), holder })),
    outputCount: Number(r.output_count),
    weight: BigInt(String(r.weight)),
    startSec: Number(r.start_sec),
    endSec: Number(r.end_sec),
  };
}

type BatchTable = { [T in TableName]: (typeof TABLES)[T] extends { workedOut: true } ? never : T }[TableName];

/** The tables a batch's own rows go to, in insert order (TABLES' order): all but those worked out. */
export const BATCH_TABLES = (Object.keys(TABLES) as TableName[]).filter(
  (t): t is BatchTable => !(TABLES[t] as TableSpec).workedOut,
);

/** Plain inserts and counter increments of a batch, by table. */
export function batchRows(batch: BlockBatch): Record<BatchTable, Row[]> {
  const out = Object.fromEntries(BATCH_TABLES.map((name) => [name, [] as Row[]])) as Record<BatchTable, Row[]>;
  const chain = batch.chain;
  const stats = new Map<string, { txs: number; first: number; last: number }>();
  const daily = new Map<number, { txs: number; fees: bigint }>();
  const members = new Set<string>();
  for (const b of batch.blocks) {
    const day = dayOf(b.timeMs);
    const u = b.undecoded;
    if (u) {
      // Reasons come from the codec, but are bounded all the same.
      const reason = u.reason.slice(0, 500);
      out.undecoded.push([chain, b.height, b.id, b.timeMs, u.kind, u.pos, u.count, u.typeID, reason, u.txID]);
    }
    for (const tx of b.txs) {
      const key = [b.timeMs, chain, b.height, tx.pos] as const;
      out.txs.push([chain, tx.id, b.height, tx.pos, b.id, b.timeMs, tx.type, tx.fee.toString()]);
      for (const a of tx.addresses) {
        const deltas = [...a.deltas].map(([asset, v]) => [asset, v.toString()]);
        out.addressTxs.push([a.address, ...key, tx.id, tx.type, JSON.stringify(deltas)]);
        for (const asset of a.deltas.keys()) out.addressAssetTxs.push([a.address, asset, ...key]);
        const s = stats.get(a.address);
        if (s) {
          s.txs++;
          s.last = Math.max(s.last, b.timeMs);
          s.first = Math.min(s.first, b.timeMs);
        } else stats.set(a.address, { txs: 1, first: b.timeMs, last: b.timeMs });
      }
      for (const asset of tx.assets) out.assetTxs.push([asset, ...key, tx.id, tx.type]);
      for (const s of tx.staking) {
        out.staking.push([s.nodeID, b.timeMs, b.height, tx.pos, s.role, tx.id, tx.type, s.amount.toString()]);
      }
      if (tx.staker) out.stakers.push(stakerToRow(tx.staker));
      for (const v of tx.validations) out.validations.push([v.validationID, v.nodeID]);
      for (const t of tx.tokenTransfers) {
        const id = t.tokenId === null ? null : t.tokenId.toString();
        out.tokenTransfers.push([
          t.token,
          b.height,
          t.logIndex,
          t.batchIndex,
          b.timeMs,
          tx.id,
          t.from,
          t.to,
          t.value.toString(),
          id,
        ]);
      }
      if (tx.created) {
        const c = tx.created;
        out.contracts.push([tokenKey(chain, c.address), c.creator, tx.id, b.height, b.timeMs]);
      }
      for (const u of tx.creates) {
        if (u.holder.includes(':')) members.add(u.holder);
        // Created for another chain: an export's output, waiting in that chain's shared memory.
        if (u.chain !== chain) {
          const index = Buffer.from(u.id).readUInt32BE(32);
          const row = [tx.id, b.timeMs, u.chain, index, u.asset, u.amount.toString(), u.holder];
          out.atomicExports.push([Buffer.from(u.id), chain, ...row]);
        }
      }
      for (const id of tx.imports ?? []) out.atomicImports.push([Buffer.from(id), chain, tx.id, b.timeMs]);
      if (tx.createdAsset) {
        const a = tx.createdAsset;
        out.assets.push([tx.id, a.name.slice(0, 128), a.symbol.slice(0, 16), a.denomination]);
      }
      if (tx.icm) icmRows(out, chain, b, tx.id, tx.icm);
      const d = daily.get(day) ?? { txs: 0, fees: 0n };
      d.txs++;
      // An L1's fees are paid in its own coin: no AVAX is burned.
      d.fees += isL1Chain(chain) ? 0n : chain === 'C' && isEvmTx(tx) ? tx.fee / WEI_PER_NAVAX : tx.fee;
      daily.set(day, d);
    }
  }
  for (const [address, s] of stats) out.addressStats.push([address, s.txs, s.first, s.last]);
  for (const holder of members) for (const a of holderAddresses(holder)) out.holderMembers.push([a, holder]);
  for (const [day, d] of daily) out.daily.push([day, chain, d.txs, d.fees.toString()]);
  return out;
}

/** Listing scopes: a chain's messages, and an address's (as sender, destination, messenger or deliverer). */
export const icmChainScope = (chain: string) => `chain:${chain}`;
export const icmAddressScope = (address: string) => `address:${address.toLowerCase()}`;

/** A tx's ICM events, and their places in the listings: sent and received messages, and bare Warp sends. */
function icmRows(
  out: Record<'icmEvents' | 'icmListing', Row[]>,
  chain: string,
  b: { height: number; timeMs: number },
  txHash: string,
  events: readonly IcmEventWrite[],
) {
  const viaMessenger = events.some((e) => e.kind === 'sent');
  for (const e of events) {
    out.icmEvents.push([
      e.messageID,
      chain,
      b.height,
      e.logIndex,
      b.timeMs,
      txHash,
      e.kind,
      e.emitter,
      e.sourceChain,
      e.destChain,
      e.sender,
      e.destAddress,
      JSON.stringify(e.detail),
    ]);
    const listed = e.kind === 'sent' || e.kind === 'received' || (e.kind === 'warp' && !viaMessenger);
    if (!listed) continue;
    const place = [b.timeMs, chain, b.height, e.logIndex, e.messageID];
    const scopes = new Set([icmChainScope(chain)]);
    for (const a of [e.sender, e.destAddress, e.emitter, e.detail.deliverer]) if (a) scopes.add(icmAddressScope(a));
    for (const scope of scopes) out.icmListing.push([scope, ...place]);
  }
}

/** Token rows: metadata of tokens first seen in the batch, and each token's new transfers and holders. */
export function tokenRows(batch: BlockBatch, holders: Map<string, GroupChange>): Row[] {
  const transfers = new Map<string, number>();
  for (const b of batch.blocks) {
    for (const tx of b.txs)
      for (const t of tx.tokenTransfers) transfers.set(t.token, (transfers.get(t.token) ?? 0) + 1);
  }
  const known = new Map(batch.tokens.map((t) => [t.address, t]));
  const tokens = new Set([...known.keys(), ...transfers.keys()]);
  return [...tokens].map((token) => {
    const t = known.get(token);
    // A token already stored keeps its metadata: only the counters of an existing row change.
    return [
      token,
      t?.kind ?? 'erc20',
      t?.name ?? null,
      t?.symbol ?? null,
      t?.decimals ?? null,
      transfers.get(token) ?? 0,
      holders.get(token)?.holders ?? 0,
    ];
  });
}

/** asset_supply rows: each changed asset's holders and total after the batch. */
export function supplyRows(current: Map<string, GroupChange>, changes: Map<string, GroupChange>): Row[] {
  return [...changes].map(([asset, c]) => {
    const before = current.get(asset) ?? { holders: 0, total: 0n };
    return [asset, before.holders + c.holders, (before.total + c.total).toString()];
  });
}

/** An EVM tx (its id is a 0x hash), as against a C-chain atomic tx (a cb58 id). */
const isEvmTx = (tx: TxWrite) => tx.id.startsWith('0x');

/** Distinct (day, address) pairs of the batch: each first one of a day counts an active address. */
export function activePairs(batch: BlockBatch): Row[] {
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const b of batch.blocks) {
    const day = dayOf(b.timeMs);
    for (const tx of b.txs) {
      for (const a of tx.addresses) {
        const k = `${day}|${a.address}`;
        if (seen.has(k)) continue;
        seen.add(k);
        rows.push([day, a.address]);
      }
    }
  }
  return rows;
}

/** Every UTXO id the batch creates or spends. */
export function utxoIdsOf(batch: BlockBatch): Uint8Array[] {
  const ids = new Map<string, Uint8Array>();
  for (const b of batch.blocks) {
    for (const tx of b.txs) {
      for (const u of tx.creates) ids.set(utxoKey(u.id), u.id);
      for (const u of tx.spends) ids.set(utxoKey(u.id), u.id);
    }
  }
  return [...ids.values()];
}

export interface StoredUtxo extends UtxoRecord {
  /** Seen spent (by an import) before the export that creates it was indexed. */
  spent: boolean;
}

export interface UtxoMoves {
  inserts: Row[];
  /** Ids whose rows go: spent UTXOs, and early spends whose UTXO was now created. */
  deletes: Uint8Array[];
  /** Balance changes by `holder|chain|asset`. */
  balanceDeltas: Map<string, bigint>;
}

const balanceKey = (holder: string, chain: string, asset: string) => `${holder}|${chain}|${asset}`;

/**
 * How the batch's UTXOs move balances, in tx order. A created UTXO credits its holder; spending one
 * debits it. An import may be indexed before the export that made its UTXO (chains are followed
 * independently): the spend is then kept as a marker, and the later create credits nothing.
 */
export function settleUtxos(batch: BlockBatch, existing: Map<string, StoredUtxo>): UtxoMoves {
  const state = new Map(existing);
  const inserted = new Map<string, StoredUtxo>();
  const deleted = new Map<string, Uint8Array>();
  const deltas = new Map<string, bigint>();
  const add = (u: UtxoRecord, sign: 1n | -1n) => {
    if (u.amount === 0n) return;
    const k = balanceKey(u.holder, u.chain, u.asset);
    deltas.set(k, (deltas.get(k) ?? 0n) + sign * u.amount);
  };
  for (const b of batch.blocks) {
    for (const tx of b.txs) {
      for (const u of tx.evmDeltas) {
        const k = balanceKey(u.holder, batch.chain, u.asset);
        deltas.set(k, (deltas.get(k) ?? 0n) + u.delta);
      }
      for (const u of tx.spends) {
        const k = utxoKey(u.id);
        const s = state.get(k);
        if (s && !s.spent) {
          add(s, -1n);
          state.delete(k);
          if (inserted.delete(k)) continue;
          deleted.set(k, u.id);
        } else if (!s) {
          const marker = { ...u, spent: true };
          state.set(k, marker);
          inserted.set(k, marker);
        }
      }
      for (const u of tx.creates) {
        const k = utxoKey(u.id);
        const s = state.get(k);
        if (s?.spent) {
          state.delete(k);
          if (!inserted.delete(k)) deleted.set(k, u.id);
          continue;
        }
        if (s) continue;
        const row = { ...u, spent: false };
        state.set(k, row);
        inserted.set(k, row);
        deleted.delete(k);
        add(u, 1n);
      }
    }
  }
  return {
    inserts: [...inserted.values()].map((u) => [
      Buffer.from(u.id),
      u.chain,
      u.asset,
      u.amount.toString(),
      u.holder,
      u.spent ? 1 : 0,
    ]),
    deletes: [...deleted.values()],
    balanceDeltas: deltas,
  };
}

/**
 * Token balance changes by `token|holder` (the zero address mints and burns, it holds nothing); with
 * `perId`, ERC-1155 balances by `token|id|holder`. An ERC-721 transfer moves one token (its amount).
 */
export function tokenDeltas(batch: BlockBatch, perId = false): Map<string, bigint> {
  const ZERO = '0x0000000000000000000000000000000000000000';
  const out = new Map<string, bigint>();
  const add = (group: string, holder: string, v: bigint) => {
    if (holder === ZERO) return;
    const k = `${group}|${holder}`;
    out.set(k, (out.get(k) ?? 0n) + v);
  };
  for (const b of batch.blocks) {
    for (const tx of b.txs) {
      for (const t of tx.tokenTransfers) {
        // Only ERC-1155 transfers move a fungible amount of an id.
        if (perId && t.kind !== 'erc1155') continue;
        const group = perId ? `${t.token}|${t.tokenId}` : t.token;
        add(group, t.from, -t.amount);
        add(group, t.to, t.amount);
      }
    }
  }
  return out;
}

/** Token balances, then ERC-1155 balances per id: both kept alike from the batch's transfers. */
export const TOKEN_BALANCE_TABLES = [
  { table: 'tokenBalances', perId: false },
  { table: 'tokenIdBalances', perId: true },
] as const;

/** A balance table's key columns: all but its amount. */
export const keyColumns = (spec: TableSpec): string[] => spec.columns.map((c) => c[0]).filter((c) => c !== 'amount');

/** What a batch's balance changes do to one asset's (or token's) holders and total. */
export interface GroupChange {
  holders: number;
  total: bigint;
}

/**
 * New balance rows (and rows to delete, at zero) from current balances and the batch's deltas, and per
 * group (the key's part `groupAt`: the asset of a balance, the token of a token balance) how many
 * holders it gained or lost and how its total moved.
 */
export function applyDeltas(
  current: Map<string, bigint>,
  deltas: Map<string, bigint>,
  digits: typeof BALANCE_DIGITS | typeof TOKEN_DIGITS,
  groupAt: number,
): { upserts: Row[]; deletes: string[][]; groups: Map<string, GroupChange> } {
  const upserts: Row[] = [];
  const deletes: string[][] = [];
  const groups = new Map<string, GroupChange>();
  for (const [k, d] of deltas) {
    if (d === 0n) continue;
    const before = current.get(k) ?? 0n;
    const v = before + d;
    const parts = k.split('|');
    if (v === 0n) deletes.push(parts);
    else upserts.push([...parts, padAmount(v, digits)]);
    const group = parts[groupAt]!;
    const g = groups.get(group) ?? { holders: 0, total: 0n };
    g.total += d;
    g.holders += (v > 0n ? 1 : 0) - (before > 0n ? 1 : 0);
    groups.set(group, g);
  }
  return { upserts, deletes, groups };
}
