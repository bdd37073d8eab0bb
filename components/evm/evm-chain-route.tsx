import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { metadataOrNodeDown, orNodeDown } from '@/components/node-down/node-guard';
import { resolveEvmChain as resolve, type EvmChain } from '@/lib/explorer/evm-chains';

/** Once per request: the page and its metadata share the answer. */
const resolveEvmChain = cache(resolve);

// Every EVM page names its chain in the URL (`c`, a blockchain id or a unique chain name): one place
// turns that into the chain, a 404 for a chain the node does not serve, or the node-down state.

/** Renders `body` for the chain `segment` names. */
export function onEvmChain(segment: string, body: (chain: EvmChain) => Promise<ReactNode>): Promise<ReactNode> {
  return orNodeDown(async () => {
    const chain = await resolveEvmChain(segment);
    if (!chain) notFound();
    return body(chain);
  });
}

/** generateMetadata for a page of the chain `segment` names. */
export function evmChainMetadata(segment: string, meta: (chain: EvmChain) => Promise<Metadata>): Promise<Metadata> {
  return metadataOrNodeDown(async () => {
    const chain = await resolveEvmChain(segment);
    return chain ? meta(chain) : { title: 'EVM chain not found' };
  });
}

/**
 * The metadata and page of one entity under /evm/[chain]/<kind>/[key] (a block, tx, token or address):
 * the route file names only its `key` segment, the entity's metadata and its page.
 */
export function evmEntityRoute<K extends string>(
  key: K,
  meta: (chain: EvmChain, id: string) => Metadata | Promise<Metadata>,
  /** Calls the entity's async component as a function, so its node failures reach orNodeDown. */
  page: (chain: EvmChain, id: string) => Promise<ReactNode>,
) {
  type Props = { params: Promise<{ chain: string } & Record<K, string>> };
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const p = await params;
      return evmChainMetadata(p.chain, async (c) => meta(c, p[key]));
    },
    async Page({ params }: Props) {
      const p = await params;
      return onEvmChain(p.chain, (c) => page(c, p[key]));
    },
  };
}
