import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { evmChainMetadata, onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmTokenPage, evmTokenMetadata } from '@/components/evm/evm-token-page';
import { urls } from '@/lib/explorer/urls';
import { splitTokenKey } from '@/lib/store/history/chain-keys';

type Props = { params: Promise<{ token: string }> };

/** A path segment as text (left as it is when it is not valid percent-encoding). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const key = splitTokenKey(decoded((await params).token));
  if (!key || key.chain !== 'C') return { title: 'Token' };
  return evmChainMetadata('C', (c) => evmTokenMetadata(c, key.address));
}

/** A C-Chain token; an older `<L1 chain id>:<address>` link moves to that chain's token page. */
export default async function CTokenPage({ params }: Props) {
  const key = splitTokenKey(decoded((await params).token));
  if (!key) notFound();
  if (key.chain !== 'C') permanentRedirect(urls.evm.token(key.chain, key.address));
  return onEvmChain('C', (c) => EvmTokenPage({ chain: c, address: key.address }));
}
