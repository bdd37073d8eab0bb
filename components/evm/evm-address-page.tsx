import { shareMetadata } from '@/components/og/share-metadata';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { Hex } from 'viem';
import { CAddressTabs } from '@/components/history/c-address-tabs';
import { HistoryCard } from '@/components/history/history-card';
import { apiAnswer } from '@/components/shell/api-answer';
import { Badge, Card, DetailList, DetailRow } from '@/components/ui/card';
import { EntityHeader } from '@/components/ui/entity-header';
import { IdText } from '@/components/ui/id-text';
import { loadEvmAddress } from '@/lib/explorer/evm';
import { evmChainLabel, evmClient, type EvmChain } from '@/lib/explorer/evm-chains';
import { contractFacts, type ContractFacts } from '@/lib/history/evm-contract';
import { urls } from '@/lib/explorer/urls';
import { formatCount } from '@/lib/format/amount';
import { CoinRow } from './coin-row';
import { STANDARD_NAMES } from './evm-standard';

const linkCls = 'text-brand-600 hover:underline dark:text-brand-500';

export function evmAddressMetadata(chain: EvmChain, address: string): Metadata {
  const title = `${evmChainLabel(chain)} address ${address.slice(0, 12)}…`;
  const description = `Balance, nonce, code and history of ${address} on ${evmChainLabel(chain)}.`;
  return shareMetadata(title, description);
}

function ContractRows({ chain, facts }: { chain: EvmChain; facts: ContractFacts & { address: string } }) {
  const { creation, standard, token, proxy } = facts;
  return (
    <>
      <DetailRow label="Creator" testId="contract-creator">
        {creation ? (
          <>
            <IdText id={creation.creator} href={urls.evm.address(chain.key, creation.creator)} /> in tx{' '}
            <IdText id={creation.txHash} href={urls.evm.tx(chain.key, creation.txHash)} />
          </>
        ) : (
          <span className="text-slate-500 dark:text-slate-400">
            Not in Snowline&apos;s history (created by another contract, or before the history starts).
          </span>
        )}
      </DetailRow>
      <DetailRow label="Standard" testId="contract-standard">
        {standard ? (
          <>
            {STANDARD_NAMES[standard]}
            {token?.name || token?.symbol ? (
              <>
                {' · '}
                <span>{[token.name, token.symbol && `(${token.symbol})`].filter(Boolean).join(' ')}</span>
              </>
            ) : null}{' '}
            ·{' '}
            <Link href={urls.evm.token(chain.key, facts.address)} className={linkCls} data-testid="contract-token-link">
              token page →
            </Link>
          </>
        ) : (
          'No token standard detected'
        )}
      </DetailRow>
      {proxy && (
        <DetailRow label="Proxy" testId="contract-proxy">
          {proxy.kind === 'eip1967' ? 'EIP-1967 proxy; implementation ' : 'EIP-1967 beacon proxy; beacon '}
          <IdText id={proxy.target} href={urls.evm.address(chain.key, proxy.target)} />
        </DetailRow>
      )}
    </>
  );
}

/** An EVM account or contract: balance, nonce, code, what the contract is, and its history. */
export async function EvmAddressPage({ chain, address }: { chain: EvmChain; address: string }) {
  const evm = evmClient(chain);
  const historyChain = chain.isC ? undefined : chain.key;
  // The history listing's unfiltered first page, as it asks for it (components/history/address-history.tsx),
  // read beside the account and seeded: the rows draw as soon as the listing's code is in. Under a filter
  // in the URL the listing asks for its own key.
  const history = apiAnswer('history.address', { params: { address }, query: { chain: historyChain } });
  const a = await loadEvmAddress(evm, address);
  if (!a) notFound();
  const facts = a.isContract ? { ...(await contractFacts(chain, evm, address as Hex, a.code)), address } : null;
  return (
    <div className="space-y-6">
      <EntityHeader kind={`${evmChainLabel(chain)} address`} id={address}>
        <Badge tone={a.isContract ? 'brand' : 'slate'}>{a.isContract ? 'Contract' : 'Account'}</Badge>
        {facts?.standard && <Badge tone="green">{STANDARD_NAMES[facts.standard]}</Badge>}
        {facts?.proxy && <Badge tone="amber">Proxy</Badge>}
      </EntityHeader>
      <Card title={a.isContract ? 'Contract' : 'Account'}>
        <DetailList>
          <CoinRow label="Balance" testId="c-balance" chain={chain} wei={a.balance} />
          <DetailRow label="Nonce" testId="c-nonce">
            {a.nonce}
          </DetailRow>
          <DetailRow label="Kind" testId="c-kind">
            {a.isContract ? `Contract (${formatCount(a.codeSize)} bytes of code)` : 'Externally owned account'}
          </DetailRow>
          {facts && <ContractRows chain={chain} facts={facts} />}
        </DetailList>
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          The node keeps no per-address history; the history below is Snowline&apos;s own, indexed from every block.
        </p>
      </Card>
      <HistoryCard title="History" seed={[await history]}>
        <CAddressTabs address={address} chain={historyChain} />
      </HistoryCard>
    </div>
  );
}
