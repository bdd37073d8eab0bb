// Control keys and threshold of a subnet, and whether it is permissioned or proof-of-stake.
import { IdText } from '@/components/ui/id-text';
import { urls } from '@/lib/explorer/urls';

export function ControlKeys({ keys, threshold }: { keys: readonly string[]; threshold: number }) {
  if (keys.length === 0) return <span className="text-slate-500">none</span>;
  return (
    <div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {threshold} of {keys.length} must sign
      </p>
      <ul>
        {keys.map((k) => (
          <li key={k}>
            <IdText id={k} href={urls.address(k)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
