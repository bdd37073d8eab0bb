// The CSV of the current validators as the table shows them (its filter and sort), with every field the
// node gives (tx ids, BLS keys): asked of the node through the proxy when an export is asked for, so the
// page itself never carries them. Loaded on the first click.
import { browserNodeClient } from '@/lib/browser/node-client';
import { heliconTimeMs } from '@/lib/monitor/requirement';
import { currentValidatorsParams, rowsOf } from './current-rows-data';
import { filterRows, sortRows, type SortDir, type SortKey } from './rows';
import { downloadValidatorsCsv } from './validators-csv';

export async function exportCurrentCsv(view: {
  subnetID: string;
  staked: boolean;
  q: string;
  sort: SortKey;
  dir: SortDir;
}): Promise<void> {
  const node = browserNodeClient();
  const [res, upgrades] = await Promise.all([
    node.platform.getCurrentValidators(currentValidatorsParams(view.subnetID)),
    node.info.upgrades({}).catch(() => null),
  ]);
  const rows = rowsOf(res.validators, view.subnetID, heliconTimeMs(upgrades));
  downloadValidatorsCsv(filterRows(sortRows(rows, view.sort, view.dir), view.q), view);
}
