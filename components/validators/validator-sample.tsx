// platform.sampleValidators on the validators page: a stake-weighted random sample, as the node draws
// it for consensus polls.
import { LRUCache } from 'lru-cache';
import Link from 'next/link';
import { urls } from '@/lib/explorer/urls';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { serverNodeClient } from '@/lib/node/server-client';

const SIZE = 5;

/**
 * Each subnet's sample is kept for 10 s: a person filtering, sorting or paging the table sees the same
 * sample rather than a new draw at every keystroke, and those views do not wait for the node to draw.
 */
const KEEP_MS = 10_000;
// On the wall clock (Date.now), read at each call.
const kept = new LRUCache<string, Promise<string[] | null>>({ max: 8, ttl: KEEP_MS, perf: { now: () => Date.now() } });

/** The node's sample for the subnet (drawn in the last few seconds), or null when it does not answer. */
export function loadValidatorSample(subnetID: string): Promise<string[] | null> {
  const last = kept.get(subnetID);
  if (last) return last;
  const sample = serverNodeClient()
    .platform.sampleValidators({ size: SIZE, ...(subnetID === PRIMARY_NETWORK_ID ? {} : { subnetID }) })
    .then((r) => r.validators)
    .catch(() => null);
  kept.set(subnetID, sample);
  // A failed draw is not kept: the next view asks again.
  void sample.then((s) => s === null && kept.peek(subnetID) === sample && kept.delete(subnetID));
  return sample;
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
