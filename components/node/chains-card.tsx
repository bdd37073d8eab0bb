import Link from 'next/link';
import { SectionCard, type Loaded } from '@/components/ui/section-card';
import type { registry, ResultOf } from '@/lib/registry';

/** Whether the node has bootstrapped each Primary Network chain; L1s' chains are counted and listed on their pages. */
export function ChainsCard({
  bootstrapped,
  l1Chains,
}: {
  bootstrapped: { chain: string; r: Loaded<ResultOf<typeof registry.info.isBootstrapped>> }[];
  l1Chains: number;
}) {
  return (
    <SectionCard title="Chains" testId="node-chains">
      <ul className="space-y-1 text-sm">
        {bootstrapped.map(({ chain, r }) => (
          <li key={chain} className="flex items-center justify-between gap-2" data-testid="bootstrap-row">
            <span className="truncate">{`${chain}-Chain`}</span>
            {r.ok ? (
              <span
                className={
                  r.value.isBootstrapped
                    ? 'text-emerald-700 dark:text-emerald-400'
                    : 'text-amber-700 dark:text-amber-400'
                }
              >
                {r.value.isBootstrapped ? 'bootstrapped' : 'bootstrapping'}
              </span>
            ) : (
              <span className="text-xs text-slate-500" title={r.error}>
                not served
              </span>
            )}
          </li>
        ))}
      </ul>
      {l1Chains > 0 && (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          and {l1Chains} blockchains of L1s — see{' '}
          <Link href="/l1s" className="underline">
            L1s
          </Link>
          .
        </p>
      )}
    </SectionCard>
  );
}
