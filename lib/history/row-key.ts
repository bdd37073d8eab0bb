// A listing's page cursor as URL text: `<timeMs>.<chain>.<height>.<pos>` of the last row shown, so a
// page of history survives a reload and can be shared.
import { type RowKey } from '@/lib/store/history/records';
import { HISTORY_CHAINS, type HistoryChain } from '@/lib/history/chain-keys';

export const rowKeyText = (k: RowKey): string => `${k.timeMs}.${k.chain}.${k.height}.${k.pos}`;

export function parseRowKey(text: string): RowKey | null {
  const m = /^(\d{1,15})\.([XPC])\.(\d{1,15})\.(\d{1,9})$/.exec(text);
  if (!m || !(HISTORY_CHAINS as readonly string[]).includes(m[2]!)) return null;
  return { timeMs: Number(m[1]), chain: m[2] as HistoryChain, height: Number(m[3]), pos: Number(m[4]) };
}
