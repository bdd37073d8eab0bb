import type { Metadata } from 'next';
import { ConsoleApp } from '@/components/console/console-app';
import { currentCaller } from '@/lib/auth/current-caller';
import { pageMethods } from '@/lib/console/page-methods';
import { serverConfig } from '@/lib/server/config';

export const metadata: Metadata = { title: 'Genesis builder' };
export const dynamic = 'force-dynamic';

export default async function GenesisPage() {
  const operator = (await currentCaller()).operator;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">X-chain genesis builder</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Describe assets (fixed-cap holders, variable-cap minters, NFT minters); the node’s{' '}
          <span className="font-mono">avm.buildGenesis</span> turns them into genesis bytes, which Snowline decodes back
          with its own codec.
        </p>
      </div>
      <ConsoleApp
        key={String(operator)}
        methods={pageMethods('genesis')}
        operator={operator}
        operatorMode={serverConfig().mode === 'operator'}
        scope="genesis"
        basePath="/genesis"
      />
    </div>
  );
}
