// Server side of the validators page: one getCurrentValidators call through the one node path,
// turned into table rows before rendering, so the first screen arrives as HTML and the browser receives
// the compact table (no delegator lists, tx ids or BLS keys) instead of the node's answer.
// Checking and packing 2,000 validators with 20,000 delegators takes 100–300 ms; while the gateway
// serves the same cached answer (the same JSON text), the table made from it is served again.
import { after } from 'next/server';
import { parseResult } from '@/lib/client/parse';
import { heliconTimeMs } from '@/lib/monitor/requirement';
import { nodeGateway, SERVER_SELF } from '@/lib/node';
import { registry } from '@/lib/registry';
import { pathFor } from '@/lib/registry/paths';
import { serverNodeClient } from '@/lib/server/node';
import { type CurrentTable, currentValidatorsParams, isStaked, rowsOf } from './current-rows-data';
import { sortRows } from './rows';
import { encodeTable } from './table-codec';

const getCurrentValidators = registry.platform.getCurrentValidators;

interface Made {
  json: string;
  heliconMs: number | null;
  table: CurrentTable;
}
const made = new Map<string, Made>();
// Subnets whose table is being made from a newer answer while the last one is served.
const making = new Set<string>();

/**
 * How old a table may be and still be served while the newer one is made. Within the client's own
 * refresh period: the page refreshes its rows from the node once the table is this old anyway.
 */
const SERVE_WHILE_MAKING_MS = 15_000;

/** The table, or null when the node does not answer (the browser then asks and shows the error). */
export async function loadCurrentTable(subnetID: string): Promise<CurrentTable | null> {
  const [answer, heliconMs] = await Promise.all([
    nodeGateway().call({
      path: pathFor('platform'),
      method: getCurrentValidators.method,
      params: currentValidatorsParams(subnetID),
      caller: SERVER_SELF,
    }),
    serverNodeClient()
      .info.upgrades({})
      .then(heliconTimeMs, () => null),
  ]);
  if (!answer.ok) return null;
  const last = made.get(subnetID);
  if (last && last.json === answer.json && last.heliconMs === heliconMs) return last.table;
  // The node's answer changed (uptimes move between refreshes): a recent table is served at once and
  // the new one made once this response is sent, not while a viewer waits for it.
  if (last && Date.now() - last.table.fetchedAt < SERVE_WHILE_MAKING_MS) {
    if (!making.has(subnetID)) {
      making.add(subnetID);
      after(() => {
        try {
          makeTable(subnetID, answer.json, heliconMs);
        } finally {
          making.delete(subnetID);
        }
      });
    }
    return last.table;
  }
  return makeTable(subnetID, answer.json, heliconMs);
}

function makeTable(subnetID: string, json: string, heliconMs: number | null): CurrentTable | null {
  try {
    const res = parseResult(getCurrentValidators, JSON.parse(json));
    const rows = rowsOf(res.validators, subnetID, heliconMs);
    // In the default order, so the browser's first sort finds the work done.
    const packed = encodeTable(sortRows(rows, 'weight', 'desc'));
    const table = { subnetID, packed, staked: isStaked(subnetID, rows), fetchedAt: Date.now() };
    // One table per subnet viewed lately: a handful of entries, each a few hundred KB.
    if (made.size >= 8 && !made.has(subnetID)) made.delete(made.keys().next().value!);
    made.set(subnetID, { json, heliconMs, table });
    return table;
  } catch {
    return null;
  }
}
