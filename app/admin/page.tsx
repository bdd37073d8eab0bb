import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleLoader } from '@/components/console/console-loader';
import { MissingApiNote } from '@/components/node/missing-api-note';
import { OperatorOnly } from '@/components/operator/operator-only';
import { currentCaller } from '@/lib/auth/current-caller';
import { missingApis } from '@/lib/capabilities/needs';
import { nodeCapabilities } from '@/lib/capabilities/probe';
import { serverConfig } from '@/lib/server/config';
import { serverNodeClient } from '@/lib/server/node';

export const metadata: Metadata = { title: 'Admin', robots: { index: false } };
export const dynamic = 'force-dynamic';

export default async function AdminPage() {
  // A public explorer has no operator, so no admin page at all.
  if (serverConfig().mode !== 'operator') notFound();
  const operator = (await currentCaller()).operator;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Admin</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The node’s admin API (<span className="font-mono">/ext/admin</span>, served when the node runs with{' '}
          <span className="font-mono">--api-admin-enabled</span>): API and chain aliases, logger levels, the CPU
          profiler, memory and lock profiles, <span className="font-mono">loadVMs</span>, the node’s config, a
          stacktrace and raw database reads. Changes ask before they are sent.
        </p>
      </div>
      {operator && <MissingApiNote api="admin" what="Admin methods are" />}
      {operator ? (
        <ConsoleLoader
          operator
          operatorMode
          scope="admin"
          basePath="/admin"
          missing={missingApis(await nodeCapabilities(serverNodeClient()).catch(() => null), true)}
        />
      ) : (
        <OperatorOnly what="Admin methods" next="/admin" />
      )}
    </div>
  );
}
