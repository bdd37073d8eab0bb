// The page of one operator tool (admin, keystore): its title and notes, then, for the signed-in
// operator, the console scoped to its API (after a note when the node does not serve it); for anyone
// else, a sign-in prompt. A public explorer has no operator, so no such page at all.
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ConsoleApp } from '@/components/console/console-app';
import { MissingApiNote } from '@/components/node/missing-api-note';
import { currentCaller } from '@/lib/auth/current-caller';
import { missingApis } from '@/lib/capabilities/needs';
import { pageMethods } from '@/lib/console/page-methods';
import { nodeCapabilities } from '@/lib/capabilities/probe';
import { removedByVersion } from '@/lib/capabilities/version';
import { allMethods } from '@/lib/registry';
import { serverConfig } from '@/lib/server/config';
import { serverNodeClient } from '@/lib/node/server-client';
import { OperatorOnly } from './operator-only';

export async function OperatorConsolePage({
  title,
  api,
  children,
}: {
  title: string;
  api: 'admin' | 'keystore';
  /** What the tool is for, under the title. */
  children: ReactNode;
}) {
  if (serverConfig().mode !== 'operator') notFound();
  const operator = (await currentCaller()).operator;
  const basePath = `/${api}`;
  const caps = operator ? await nodeCapabilities(serverNodeClient()).catch(() => null) : null;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {children}
      </div>
      {operator && <MissingApiNote api={api} what={`${title} methods are`} />}
      {operator ? (
        <ConsoleApp
          methods={pageMethods(api)}
          operator
          operatorMode
          scope={api}
          basePath={basePath}
          missing={missingApis(caps, true)}
          removed={removedByVersion(allMethods, caps)}
        />
      ) : (
        <OperatorOnly what={`${title} methods`} next={basePath} />
      )}
    </div>
  );
}
