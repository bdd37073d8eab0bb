import { IdText } from '@/components/ui/id-text';
import type { OwnersView } from '@/lib/decode/model';
import { urls } from '@/lib/explorer/urls';
import { absoluteTime } from '@/lib/format/time';

/** Who can spend: addresses (linked), how many must sign, and until when it is locked. */
export function Owners({ owners }: { owners: OwnersView }) {
  const n = owners.addresses.length;
  return (
    <div className="space-y-0.5">
      <ul className="space-y-0.5">
        {owners.addresses.map((a) => (
          <li key={a}>
            {/* A C- owner's page lists the atomic UTXOs waiting for it on the C-Chain. */}
            <IdText id={a} href={/^[XPC]-/.test(a) ? urls.address(a) : undefined} />
          </li>
        ))}
        {n === 0 && <li className="text-slate-500 dark:text-slate-400">no owners</li>}
      </ul>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {owners.threshold} of {n} signature{n === 1 ? '' : 's'}
        {owners.locktime > 0n && <> · locked until {absoluteTime(Number(owners.locktime) * 1000)}</>}
      </p>
    </div>
  );
}
