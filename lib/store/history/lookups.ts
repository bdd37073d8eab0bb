// The follower's keyed reads (UTXOs, stakers, validations, tokens), written once for both stores:
// which table and column each reads, and how a row maps to the record. A store only says how it
// fetches the rows whose column is one of the keys (one ANY query, or one prepared get per key).
import { parseAmount } from './amounts';
import { toToken } from './read-sql';
import { utxoKey, type HistoryStore, type UtxoRecord } from './records';
import { stakerFromRow, type GroupChange, type StoredUtxo } from './write-plan';

type DbRow = Record<string, unknown>;
type Key = string | Buffer;
/** The rows of `table` whose `column` is one of `keys`, in any order. */
export type RowsByKey<R> = (table: string, column: string, keys: readonly Key[]) => R;

const toUtxo = (r: DbRow): StoredUtxo => ({
  id: new Uint8Array(r.id as Buffer),
  chain: String(r.chain) as UtxoRecord['chain'],
  asset: String(r.asset),
  amount: BigInt(String(r.amount)),
  holder: String(r.holder),
  spent: Number(r.spent) === 1,
});

function mapped<V>(rows: DbRow[], keyOf: (r: DbRow) => string, map: (r: DbRow) => V): Map<string, V> {
  const out = new Map<string, V>();
  for (const r of rows) out.set(keyOf(r), map(r));
  return out;
}

/** Stored UTXOs by `utxoKey`. */
export function storedUtxos(rows: DbRow[]): Map<string, StoredUtxo> {
  return mapped(rows, (r) => utxoKey(new Uint8Array(r.id as Buffer)), toUtxo);
}

/** Stored asset supplies by asset. */
export const storedSupplies = (rows: DbRow[]): Map<string, GroupChange> =>
  mapped(
    rows,
    (r) => String(r.asset),
    (r) => ({ holders: Number(r.holders), total: parseAmount(r.total) }),
  );

export const utxoIds = (ids: readonly Uint8Array[]): Buffer[] => ids.map((id) => Buffer.from(id));

export function historyLookups(
  rowsByKey: RowsByKey<DbRow[] | Promise<DbRow[]>>,
): Pick<HistoryStore, 'utxos' | 'stakers' | 'validations' | 'tokens'> {
  const fetch = async (table: string, column: string, keys: readonly Key[]) => rowsByKey(table, column, keys);
  return {
    utxos: async (ids) => storedUtxos(await fetch('utxos', 'id', utxoIds(ids))),
    stakers: async (txIDs) => mapped(await fetch('stakers', 'tx_id', txIDs), (r) => String(r.tx_id), stakerFromRow),
    validations: async (ids) =>
      mapped(
        await fetch('validations', 'validation_id', ids),
        (r) => String(r.validation_id),
        (r) => String(r.node_id),
      ),
    tokens: async (addresses) => mapped(await fetch('tokens', 'address', addresses), (r) => String(r.address), toToken),
  };
}
