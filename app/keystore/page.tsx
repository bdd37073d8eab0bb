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

export const metadata: Metadata = { title: 'Keystore', robots: { index: false } };
export const dynamic = 'force-dynamic';

export default async function KeystorePage() {
  if (serverConfig().mode !== 'operator') notFound();
  const operator = (await currentCaller()).operator;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Keystore</h1>
        <p
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
          data-testid="keystore-deprecated"
        >
          Deprecated: AvalancheGo deprecated the keystore in v1.9.12 and removed it in v1.12.2. Keep keys in a wallet
          and send signed txs with <span className="font-mono">issueTx</span>.
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Users (list, create, delete, export, import) and the keystore-based X and P operations: send, sendMultiple,
          sendNFT, mint, asset creation, export and import, addresses and keys. Passwords and keys go in the request
          body only: never in a link, a curl line or a cache.
        </p>
      </div>
      {operator && <MissingApiNote api="keystore" what="Keystore methods are" />}
      {operator ? (
        <ConsoleLoader
          operator
          operatorMode
          scope="keystore"
          basePath="/keystore"
          missing={missingApis(await nodeCapabilities(serverNodeClient()).catch(() => null), true)}
        />
      ) : (
        <OperatorOnly what="Keystore methods" next="/keystore" />
      )}
    </div>
  );
}
