import type { Metadata } from 'next';
import { OperatorConsolePage } from '@/components/operator/operator-console-page';

export const metadata: Metadata = { title: 'Admin', robots: { index: false } };
export const dynamic = 'force-dynamic';

export default function AdminPage() {
  return (
    <OperatorConsolePage title="Admin" api="admin">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        The node’s admin API (<span className="font-mono">/ext/admin</span>, served when the node runs with{' '}
        <span className="font-mono">--api-admin-enabled</span>): API and chain aliases, logger levels, the CPU profiler,
        memory and lock profiles, <span className="font-mono">loadVMs</span>, the node’s config, a stacktrace and raw
        database reads. Changes ask before they are sent.
      </p>
    </OperatorConsolePage>
  );
}
