// platform.sampleValidators on the validators page: a stake-weighted random sample, as the node draws
// it for consensus polls.
import Link from 'next/link';
import { urls } from '@/lib/explorer/urls';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { serverNodeClient } from '@/lib/node/server-client';

const SIZE = 5;

/** The node's sample for the subnet, or null when it does not answer. */
export function loadValidatorSample(subnetID: string): Promise<string[] | null> {
  return serverNodeClient()
    .platform.sampleValidators({ size: SIZE, ...(subnetID === PRIMARY_NETWORK_ID ? {} : { subnetID }) })
    .then((r) => r.validators)
    .catch(() => null);
}

export function ValidatorSample({ subnetID, sample }: { subnetID: string; sample: string[] | null }) {
  if (!sample) return null;
  return (
    <section className="text-sm" data-testid="validator-sample" aria-label="Weighted sample">
      <p className="text-xs text-slate-500 dark:text-slate-400">
        A stake-weighted sample, drawn by the node as for a consensus poll (
        <span className="font-mono">platform.sampleValidators</span>):
      </p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {sample.map((id, i) => (
          <li key={`${id}-${i}`}>
            <Link
              href={urls.validator(id, subnetID)}
              prefetch={false}
              className="inline-block rounded bg-slate-100 px-2 py-0.5 font-mono text-xs hover:underline dark:bg-slate-800"
            >
              {id}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
