import type { Metadata } from 'next';
import { TxDecoder } from '@/components/tx-tools/tx-decoder';

export const metadata: Metadata = { title: 'Decode a tx' };

export default function TxDecodePage() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Decode and broadcast a tx</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Paste a signed X-chain, P-chain or C-chain atomic tx. Snowline decodes it with its own codec, checks each
          signature against the owners of the UTXO it spends, and can send it to the node and follow it until it is
          accepted or rejected.
        </p>
      </div>
      <TxDecoder />
    </div>
  );
}
