import { shareMetadata } from '@/components/og/share-metadata';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { HistoryCard } from '@/components/history/history-card';
import { apiAnswer } from '@/components/shell/api-answer';
import { TokenActivity } from '@/components/history/token-transfers';
import { Badge, Card, DetailList, DetailRow } from '@/components/ui/card';
import { EntityHeader } from '@/components/ui/entity-header';
import { IdText } from '@/components/ui/id-text';
import { evmChainLabel, type EvmChain } from '@/lib/explorer/evm-chains';
import { loadTokenHeader } from '@/lib/history/evm-token';
import { urls } from '@/lib/explorer/urls';
import { formatCount } from '@/lib/format/amount';
import { tokenKey } from '@/lib/store/history/chain-keys';
import { STANDARD_NAMES } from './evm-standard';

/**
 * Once per request, the page and its metadata share the reads: this request's token headers by chain
 * key and address (strings: React's cache compares objects by identity).
 */
const requestHeaders = cache(() => new Map<string, ReturnType<typeof loadTokenHeader>>());
function loadHeader(chain: EvmChain, address: string): ReturnType<typeof loadTokenHeader> {
  const held = requestHeaders();
  const key = `${chain.key}:${address.toLowerCase()}`;
  let header = held.get(key);
  if (!header) {
    header = loadTokenHeader(chain, address.toLowerCase());
    held.set(key, header);
  }
  return header;
}

export async function evmTokenMetadata(chain: EvmChain, address: string): Promise<Metadata> {
  const t = await loadHeader(chain, address);
  const label = evmChainLabel(chain);
  if (!t) return { title: `${label} token not found` };
  const name = [t.meta.name, t.meta.symbol && `(${t.meta.symbol})`].filter(Boolean).join(' ') || address;
  const title = `${name} on ${label}`;
  const description = `Holders and transfers of the token ${name} at ${address} on ${label}.`;
  return shareMetadata(title, description);
}

/** A token contract: what it is (standard, name, symbol, decimals), then its holders and transfers. */
export async function EvmTokenPage({ chain, address }: { chain: EvmChain; address: string }) {
  const addr = address.toLowerCase();
  const token = tokenKey(chain.key, addr);
  // The listing's first page (no cursor in the URL), read beside the header and seeded as the section asks.
  const first = apiAnswer('history.tokens', { query: { token } });
  const t = await loadHeader(chain, address);
  if (!t) notFound();
  const { facts, meta } = t;
  return (
    <div className="space-y-6">
      <EntityHeader kind={`${evmChainLabel(chain)} token`} id={addr}>
        {facts.standard && <Badge tone="green">{STANDARD_NAMES[facts.standard]}</Badge>}
        {facts.proxy && <Badge tone="amber">Proxy</Badge>}
      </EntityHeader>
      <Card title="Token">
        <DetailList>
          <DetailRow label="Name" testId="token-name">
            {meta.name ?? <span className="text-slate-500 dark:text-slate-400">The contract names none.</span>}
          </DetailRow>
          <DetailRow label="Symbol" testId="token-symbol">
            {meta.symbol ?? '—'}
          </DetailRow>
          {facts.standard === 'erc20' && <DetailRow label="Decimals">{meta.decimals ?? 'unknown'}</DetailRow>}
          <DetailRow label="Standard" testId="token-standard">
            {facts.standard ? STANDARD_NAMES[facts.standard] : 'No token standard detected in its code'}
          </DetailRow>
          <DetailRow label="Contract">
            <IdText id={addr} href={urls.evm.address(chain.key, addr)} full />
          </DetailRow>
          {facts.token && (
            <DetailRow label="Holders · transfers" testId="token-counts">
              {formatCount(facts.token.holders)} · {formatCount(facts.token.transfers)}
            </DetailRow>
          )}
          {facts.creation && (
            <DetailRow label="Created by">
              <IdText id={facts.creation.creator} href={urls.evm.address(chain.key, facts.creation.creator)} /> in tx{' '}
              <IdText id={facts.creation.txHash} href={urls.evm.tx(chain.key, facts.creation.txHash)} />
            </DetailRow>
          )}
        </DetailList>
      </Card>
      <HistoryCard title="Holders and transfers" seed={[await first]}>
        <TokenActivity token={token} />
      </HistoryCard>
    </div>
  );
}
