// What one batch of blocks writes, worked out once for both stores: the rows of every table, the
// counters to add to, and how the batch's UTXOs move balances. The SQLite and PostgreSQL stores only
// read what the plan needs (existing UTXOs and balances) and run its statements in one transaction.
import { BALANCE_DIGITS, padAmount, TOKEN_DIGITS } from './amounts';
import { utxoKey, type BlockBatch, type StakerRecord, type TxWrite, type UtxoRecord } from './records';
import { isL1Chain } from './chain-keys';

type PgType = 'text' | 'bigint' | 'integer' | 'bytea' | 'double precision';

/** A table the plan inserts into, with the conflict rule of its inserts. */
export interface TableSpec {
  name: string;
  columns: readonly (readonly [name: string, pg: PgType])[];
  /** The ON CONFLICT clause; `least`/`greatest` name the dialect's two-argument min/max. */
  conflict: (d: { least: string; greatest: string }) => string;
}

const nothing = () => 'ON CONFLICT DO NOTHING';

/** A tx's place in the listing tables, which order by it after their address or asset. */
const TX_PLACE = [
  ['time_ms', 'bigint'],
  ['chain', 'text'],
  ['height', 'bigint'],
  ['pos', 'integer'],
] as const;
/** The tx at that place: its id and type. */
const TX_NAMED = [
  ['tx_id', 'text'],
  ['type', 'text'],
] as const;

export const TABLES = {
  txs: {
    name: 'txs',
    columns: [
      ['chain', 'text'],
      ['id', 'text'],
      ['height', 'bigint'],
      ['pos', 'integer'],
      ['block_id', 'text'],
      ['time_ms', 'bigint'],
      ['type', 'text'],
      ['fee', 'text'],
    ],
    conflict: nothing,
  },
  addressTxs: {
    name: 'address_txs',
    columns: [['address', 'text'], ...TX_PLACE, ...TX_NAMED, ['deltas', 'text']],
    conflict: nothing,
  },
  addressAssetTxs: {
    name: 'address_asset_txs',
    columns: [['address', 'text'], ['asset', 'text'], ...TX_PLACE],
    conflict: nothing,
  },
  assetTxs: {
    name: 'asset_txs',
    columns: [['asset', 'text'], ...TX_PLACE, ...TX_NAMED],
    conflict: nothing,
  },
  addressStats: {
    name: 'address_stats',
    columns: [
      ['address', 'text'],
      ['txs', 'bigint'],
      ['first_ms', 'bigint'],
      ['last_ms', 'bigint'],
    ],
    conflict: (d) =>
      `ON CONFLICT (address) DO UPDATE SET txs = address_stats.txs + excluded.txs,
         first_ms = ${d.least}(address_stats.first_ms, excluded.first_ms),
         last_ms = ${d.greatest}(address_stats.last_ms, excluded.last_ms)`,
  },
  utxos: {
    name: 'utxos',
    columns: [
      ['id', 'bytea'],
      ['chain', 'text'],
      ['asset', 'text'],
      ['amount', 'text'],
      ['holder', 'text'],
      ['spent', 'integer'],
    ],
    conflict: nothing,
  },
  balances: {
    name: 'balances',
    columns: [
      ['holder', 'text'],
      ['chain', 'text'],
      ['asset', 'text'],
      ['amount', 'text'],
    ],
    conflict: () => 'ON CONFLICT (holder, chain, asset) DO UPDATE SET amount = excluded.amount',
  },
  holderMembers: {
    name: 'holder_members',
    columns: [
      ['address', 'text'],
      ['holder', 'text'],
    ],
    conflict: nothing,
  },
  stakers: {
    name: 'stakers',
    columns: [
      ['tx_id', 'text'],
      ['node_id', 'text'],
      ['role', 'text'],
      ['reward_addresses', 'text'],
      ['stake', 'text'],
      ['output_count', 'integer'],
      ['weight', 'text'],
      ['start_sec', 'bigint'],
      ['end_sec', 'bigint'],
    ],
    conflict: nothing,
  },
  staking: {
    name: 'staking',
    columns: [
      ['node_id', 'text'],
      ['time_ms', 'bigint'],
      ['height', 'bigint'],
      ['pos', 'integer'],
      ['role', 'text'],
      ['tx_id', 'text'],
      ['type', 'text'],
      ['amount', 'text'],
    ],
    conflict: nothing,
  },
  validations: {
    name: 'validations',
    columns: [
      ['validation_id', 'text'],
      ['node_id', 'text'],
    ],
    conflict: nothing,
  },
  tokens: {
    name: 'tokens',
    columns: [
      ['address', 'text'],
      ['kind', 'text'],
      ['name', 'text'],
      ['symbol', 'text'],
      ['decimals', 'integer'],
      ['transfers', 'bigint'],
      ['holders', 'bigint'],
    ],
    conflict: () =>
      `ON CONFLICT (address) DO UPDATE SET transfers = tokens.transfers + excluded.transfers,
         holders = tokens.holders + excluded.holders`,
  },
  tokenTransfers: {
    name: 'token_transfers',
    columns: [
      ['token', 'text'],
      ['height', 'bigint'],
      ['log_index', 'integer'],
      ['time_ms', 'bigint'],
      ['tx_hash', 'text'],
      ['from_addr', 'text'],
      ['to_addr', 'text'],
      ['value', 'text'],
    ],
    conflict: nothing,
  },
  tokenBalances: {
    name: 'token_balances',
    columns: [
      ['token', 'text'],
      ['holder', 'text'],
      ['amount', 'text'],
    ],
    conflict: () => 'ON CONFLICT (token, holder) DO UPDATE SET amount = excluded.amount',
  },
  daily: {
    name: 'daily',
    columns: [
      ['day_ms', 'bigint'],
      ['chain', 'text'],
      ['txs', 'bigint'],
      ['fees_navax', 'bigint'],
    ],
    conflict: () =>
      `ON CONFLICT (day_ms, chain) DO UPDATE SET txs = daily.txs + excluded.txs,
         fees_navax = daily.fees_navax + excluded.fees_navax`,
  },
  assetSupply: {
    name: 'asset_supply',
    columns: [
      ['asset', 'text'],
      ['holders', 'bigint'],
      ['total', 'text'],
    ],
    conflict: () => 'ON CONFLICT (asset) DO UPDATE SET holders = excluded.holders, total = excluded.total',
  },
  undecoded: {
    name: 'undecoded',
    columns: [
      ['chain', 'text'],
      ['height', 'bigint'],
      ['block_id', 'text'],
      ['time_ms', 'bigint'],
      ['kind', 'text'],
      ['pos', 'integer'],
      ['tx_count', 'integer'],
      ['type_id', 'bigint'],
      ['reason', 'text'],
      ['tx_id', 'text'],
    ],
    conflict: nothing,
  },
  days: {
    name: 'days',
    columns: [
      ['day_ms', 'bigint'],
      ['active', 'bigint'],
    ],
    conflict: () => 'ON CONFLICT (day_ms) DO UPDATE SET active = days.active + excluded.active',
  },
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

/**
 * The tables a batch's own rows go to, in insert order: every table but those the stores work out from
 * what they hold (UTXOs, balances, tokens, asset supply, active days).
 */
export const BATCH_TABLES = [
  'txs',
  'addressTxs',
  'addressAssetTxs',
  'assetTxs',
  'addressStats',
  'holderMembers',
  'stakers',
  'staking',
  'validations',
  'tokenTransfers',
  'daily',
  'undecoded',
] as const satisfies readonly TableName[];
type BatchTable = (typeof BATCH_TABLES)[number];

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
        out.tokenTransfers.push([t.token, b.height, t.logIndex, b.timeMs, tx.id, t.from, t.to, t.value.toString()]);
      }
      for (const u of tx.creates) {
        if (u.holder.includes(':')) members.add(u.holder);
      }
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

/** Token balance changes by `token|holder` (the zero address mints and burns, it holds nothing). */
export function tokenDeltas(batch: BlockBatch): Map<string, bigint> {
  const ZERO = '0x0000000000000000000000000000000000000000';
  const out = new Map<string, bigint>();
  const add = (token: string, holder: string, v: bigint) => {
    if (holder === ZERO) return;
    const k = `${token}|${holder}`;
    out.set(k, (out.get(k) ?? 0n) + v);
  };
  const kinds = new Map(batch.tokens.map((t) => [t.address, t.kind]));
  for (const b of batch.blocks) {
    for (const tx of b.txs) {
      for (const t of tx.tokenTransfers) {
        // An ERC-721 transfer moves one token (its value is the token id).
        const amount = kinds.get(t.token) === 'erc721' ? 1n : t.value;
        add(t.token, t.from, -amount);
        add(t.token, t.to, amount);
      }
    }
  }
  return out;
}

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
