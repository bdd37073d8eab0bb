// Control keys and threshold of a subnet, and whether it is permissioned or proof-of-stake.
import { IdText } from '@/components/ui/id-text';
import { urls } from '@/lib/explorer/urls';

export function subnetKind(s: {
  controlKeys: string[];
  threshold: number;
  isPermissioned?: boolean;
  conversionID?: string;
}): string {
  if (s.conversionID && s.conversionID !== '11111111111111111111111111111111LpoYY') return 'L1 (converted, ACP-77)';
  if (s.isPermissioned === false || (s.controlKeys.length === 0 && s.threshold === 0)) return 'Proof of stake';
  return 'Permissioned';
}

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
