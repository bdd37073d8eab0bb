// Server side of the validators page: one getCurrentValidators call through the server's node client,
// turned into table rows before rendering, so the first screen arrives as HTML and the browser receives
// the compact table (no delegator lists, tx ids or BLS keys) instead of the node's answer.
import { heliconTimeMs } from '@/lib/monitor/requirement';
import { serverNodeClient } from '@/lib/server/node';
import { type CurrentTable, currentValidatorsParams, isStaked, rowsOf } from './current-rows-data';
import { sortRows } from './rows';
import { encodeTable } from './table-codec';

/** The table, or null when the node does not answer (the browser then asks and shows the error). */
export async function loadCurrentTable(subnetID: string): Promise<CurrentTable | null> {
  const c = serverNodeClient();
  try {
    const [res, heliconMs] = await Promise.all([
      c.platform.getCurrentValidators(currentValidatorsParams(subnetID)),
      c.info.upgrades({}).then(heliconTimeMs, () => null),
    ]);
    const rows = rowsOf(res.validators, subnetID, heliconMs);
    // In the default order, so the browser's first sort finds the work done.
    const packed = encodeTable(sortRows(rows, 'weight', 'desc'));
    return { subnetID, packed, staked: isStaked(subnetID, rows), fetchedAt: Date.now() };
  } catch {
    return null;
  }
}
