import type { Metadata } from 'next';
import { ConsoleApp } from '@/components/console/console-app';
import { currentCaller } from '@/lib/auth/current-caller';
import { missingApis } from '@/lib/capabilities/needs';
import { pageMethods } from '@/lib/console/page-methods';
import { nodeCapabilities } from '@/lib/capabilities/probe';
import { removedByVersion } from '@/lib/capabilities/version';
import { allMethods } from '@/lib/registry';
import { serverConfig } from '@/lib/server/config';
import { serverNodeClient } from '@/lib/node/server-client';

export const metadata: Metadata = { title: 'API console', robots: { index: false } };
export const dynamic = 'force-dynamic';

export default async function ConsolePage() {
  const operatorMode = serverConfig().mode === 'operator';
  // What the console offers follows the caller, not the server's mode: node-specific methods only to
  // a signed-in operator (the proxy refuses them to anyone else in any case).
  const operator = (await currentCaller()).operator;
  // Methods of an API the node runs without are greyed out, with the reason.
  const caps = await nodeCapabilities(serverNodeClient()).catch(() => null);
  const missing = missingApis(caps, operator);
  // And so are methods the node's version removed.
  const removed = removedByVersion(allMethods, caps);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">API console</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Every node method Snowline knows, with a form for its params. Read calls get a link to share and a curl line
          for the node itself.
        </p>
      </div>
      {/* Signing in or out changes what is offered: the console starts over with the new list. */}
      <ConsoleApp
        key={String(operator)}
        methods={pageMethods('all')}
        operator={operator}
        operatorMode={operatorMode}
        missing={missing}
        removed={removed}
      />
    </div>
  );
}
