// Server side of the validators page: one getCurrentValidators call through the one node path,
// turned into table rows kept here: each view of the page filters, sorts and pages them (table-page.ts)
// and the browser receives the rows it shows, never the node's answer nor the whole set.
// Checking and packing 2,000 validators with 20,000 delegators takes 50–300 ms and the node takes a
// while to list them: a viewer waits for neither while a recent table is at hand.
import { after } from 'next/server';
import { parseResult } from '@/lib/client/parse';
import { heliconTimeMs } from '@/lib/monitor/requirement';
import type { Caller } from '@/lib/auth/caller';
import { nodeGateway } from '@/lib/node';
import { registry } from '@/lib/registry';
import { pathFor } from '@/lib/registry/paths';
import { serverNodeClient } from '@/lib/node/server-client';
import { type CurrentTable, currentValidatorsParams, isStaked, rowsOf } from './current-rows-data';
import { sortRows } from './rows';

const getCurrentValidators = registry.platform.getCurrentValidators;

interface Made {
  json: string;
  heliconMs: number | null;
  table: CurrentTable;
}
// Keyed by subnet and view: a public viewer's table is made from the public view of the answer (no
// `connected`, lib/node/public-view.ts), an operator's from the whole answer.
const made = new Map<string, Made>();
// Tables being refreshed after a response.
const refreshing = new Set<string>();

/**
 * How old a table may be and still be served at once, refreshed after the response: the client's
 * own refresh period, after which the page asks the node for its rows anyway.
 */
const SERVE_AT_ONCE_MS = 15_000;
/**
 * A table younger than this is served without a refresh: the node path keeps a live answer for half
 * its poll period, so asking sooner would return the same rows, and each view of the page would start
 * the work of checking 22,000 stakers again while its viewer's browser is busy with the page.
 */
const REFRESH_AFTER_MS = SERVE_AT_ONCE_MS / 2;

type Viewer = Partial<Pick<Caller, 'operator'>>;

/**
 * The table, or null when the node does not answer (the page then says so). A recent table is served
 * without waiting for the node (a live answer expires every few seconds and 2,000 validators take the
 * node a while to list), and refreshed once this response is sent when it is old enough for the node
 * to have a newer answer.
 */
export async function loadCurrentTable(subnetID: string, viewer: Viewer = {}): Promise<CurrentTable | null> {
  return recentTable(subnetID, viewer) ?? refreshTable(subnetID, keyOf(subnetID, viewer), !!viewer.operator);
}

/** The table when a recent one is at hand (served without waiting), else undefined. */
function recentTable(subnetID: string, viewer: Viewer = {}): CurrentTable | undefined {
  const operator = !!viewer.operator;
  const key = keyOf(subnetID, viewer);
  const last = made.get(key);
  const age = last ? Date.now() - last.table.fetchedAt : Infinity;
  if (!last || age >= SERVE_AT_ONCE_MS) return undefined;
  if (age >= REFRESH_AFTER_MS && !refreshing.has(key)) {
    refreshing.add(key);
    after(() => refreshTable(subnetID, key, operator).finally(() => refreshing.delete(key)));
  }
  return last.table;
}

const keyOf = (subnetID: string, viewer: Viewer) => `${subnetID}:${viewer.operator ? 'operator' : 'public'}`;

async function refreshTable(subnetID: string, key: string, operator: boolean): Promise<CurrentTable | null> {
  const [answer, heliconMs] = await Promise.all([
    nodeGateway().call({
      path: pathFor('platform'),
      method: getCurrentValidators.method,
      params: currentValidatorsParams(subnetID),
      // The viewer's own view of the answer, from the same cache.
      caller: { operator },
    }),
    serverNodeClient()
      .info.upgrades({})
      .then(heliconTimeMs, () => null),
  ]);
  const last = made.get(key);
  // The node did not answer: the last rows seen, said to be old, rather than nothing.
  if (!answer.ok) return last ? { ...last.table, stale: true } : null;
  if (last && last.json === answer.json && last.heliconMs === heliconMs) {
    // The node still says the same: the table is as recent as its answer.
    last.table = { ...last.table, fetchedAt: Date.now() };
    return last.table;
  }
  try {
    const res = parseResult(getCurrentValidators, JSON.parse(answer.json));
    const rows = rowsOf(res.validators, subnetID, heliconMs);
    // In the default order, the one most views ask for.
    const table = {
      subnetID,
      rows: sortRows(rows, 'weight', 'desc'),
      staked: isStaked(subnetID, rows),
      fetchedAt: Date.now(),
    };
    // One table per subnet viewed lately: a handful of entries, each a few hundred KB.
    if (made.size >= 8 && !made.has(key)) made.delete(made.keys().next().value!);
    made.set(key, { json: answer.json, heliconMs, table });
    return table;
  } catch {
    return last ? { ...last.table, stale: true } : null;
  }
}
