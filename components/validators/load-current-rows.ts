// Server side of the validators page: one getCurrentValidators call through the shared coalescing
// server client, turned into table rows before rendering, so the first screen arrives as HTML and
// the browser receives rows (counts and weights, never delegator lists) instead of the node's answer.
import { heliconTimeMs } from '@/lib/monitor/requirement';
import { serverNodeClient } from '@/lib/server/node';
import { type CurrentRows, currentValidatorsParams, rowsOf } from './current-rows-data';
import { encodeRows } from './row-codec';

/** The rows, or null when the node does not answer (the browser then asks and shows the error). */
export async function loadCurrentRows(subnetID: string): Promise<CurrentRows | null> {
  const c = serverNodeClient();
  try {
    const [res, heliconMs] = await Promise.all([
      c.platform.getCurrentValidators(currentValidatorsParams(subnetID)),
      c.info.upgrades({}).then(heliconTimeMs, () => null),
    ]);
    return { subnetID, packed: encodeRows(rowsOf(res.validators, subnetID, heliconMs)), fetchedAt: Date.now() };
  } catch {
    return null;
  }
}
