// Where a page needs one of the node's optional APIs and the capability check found it off: the page
// says so, greyed, instead of letting every call fail (the check re-runs every 10 minutes).
import { CAPABILITY_LABELS, type CapabilityName } from '@/lib/capabilities/labels';
import { nodeCapabilities } from '@/lib/capabilities/probe';
import { serverNodeClient } from '@/lib/node/server-client';

/** A note when `api` is missing on the node; nothing when it is served or the check cannot tell. */
export async function MissingApiNote({ api, what }: { api: CapabilityName; what: string }) {
  const caps = await nodeCapabilities(serverNodeClient()).catch(() => null);
  if (caps?.items[api].state !== 'missing') return null;
  return (
    <p
      role="status"
      data-testid={`missing-api-${api}`}
      className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400"
    >
      {what} unavailable: {CAPABILITY_LABELS[api].missing}.
    </p>
  );
}
