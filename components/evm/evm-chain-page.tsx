import Link from 'next/link';
import { apiAnswer } from '@/components/shell/api-answer';
import { QuerySeed } from '@/components/shell/query-seed';
import { Card, DetailList, DetailRow } from '@/components/ui/card';
import { IdText } from '@/components/ui/id-text';
import { PageTitle } from '@/components/ui/page-title';
import { evmChainLabel, type EvmChain } from '@/lib/explorer/evm-chains';
import { EVM_RECENT_COUNT } from '@/lib/explorer/evm-recent-shape';
import { urls } from '@/lib/explorer/urls';
import { EvmChainLive } from './evm-chain-live';

const linkCls = 'text-brand-600 hover:underline dark:text-brand-500';

/** An EVM chain's home: what it is, then its latest blocks and txs, live. */
export async function EvmChainPage({ chain }: { chain: EvmChain }) {
  // The live section's first answer comes in the HTML, as it asks for it: its rows draw with the page.
  // A node that did not answer seeds nothing: the section asks, and says so, itself.
  const recent = await apiAnswer('evm.recent', { params: { chain: chain.key }, query: { count: EVM_RECENT_COUNT } });
  return (
    <div className="space-y-6">
      <PageTitle title={evmChainLabel(chain)}>
        {chain.isC ? 'The Primary Network’s EVM chain' : 'An L1’s EVM chain'}, read straight from the node.
      </PageTitle>
      <Card title="Chain">
        <DetailList>
          {chain.blockchainID && (
            <DetailRow label="Blockchain id" testId="evm-chain-id">
              <IdText id={chain.blockchainID} href={urls.blockchain(chain.blockchainID)} full />
            </DetailRow>
          )}
          <DetailRow label="EVM chain id" testId="evm-eip155">
            {chain.chainId}
          </DetailRow>
          <DetailRow label="Coin">{chain.coin}</DetailRow>
        </DetailList>
        <nav aria-label="Chain sections" className="mt-3 flex flex-wrap gap-4 text-sm">
          {chain.isC && (
            <Link href={urls.blocks('C')} className={linkCls}>
              All blocks →
            </Link>
          )}
          <Link href={urls.evm.tokens(chain.key)} className={linkCls} data-testid="evm-tokens-link">
            Tokens →
          </Link>
        </nav>
      </Card>
      <QuerySeed answers={[recent]}>
        <EvmChainLive chainKey={chain.key} coin={chain.coin} isC={chain.isC} />
      </QuerySeed>
    </div>
  );
}

/** Every EVM chain the node serves, each linking its page. */
export function EvmChainList({ chains }: { chains: EvmChain[] }) {
  if (chains.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">The node serves no EVM chain.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {chains.map((c) => (
        <li key={c.key} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3" data-testid="evm-chain">
          <Link href={urls.evm.chain(c.key)} className={`font-medium ${linkCls}`}>
            {evmChainLabel(c)}
          </Link>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            chain id {c.chainId}
            {c.blockchainID ? ` · ${c.blockchainID}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
