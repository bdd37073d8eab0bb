import type { Metadata } from 'next';
import { OperatorConsolePage } from '@/components/operator/operator-console-page';

export const metadata: Metadata = { title: 'Keystore', robots: { index: false } };
export const dynamic = 'force-dynamic';

export default function KeystorePage() {
  return (
    <OperatorConsolePage title="Keystore" api="keystore">
      <p
        className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
        data-testid="keystore-deprecated"
      >
        Deprecated: AvalancheGo deprecated the keystore in v1.9.12 and removed it in v1.12.2. Keep keys in a wallet and
        send signed txs with <span className="font-mono">issueTx</span>.
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Users (list, create, delete, export, import) and the keystore-based X and P operations: send, sendMultiple,
        sendNFT, mint, asset creation, export and import, addresses and keys. Passwords and keys go in the request body
        only: never in a link, a curl line or a cache.
      </p>
    </OperatorConsolePage>
  );
}
