'use client';
// The decoder carries the codec and the secp256k1 curve: loaded after the page, off its first load.
import dynamic from 'next/dynamic';

export const TxDecoderLoader = dynamic(() => import('./tx-decoder'), {
  ssr: false,
  loading: () => <div className="h-48 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" aria-busy="true" />,
});
