// The route module of `/x/address/[address]` and `/p/address/[address]`: metadata from the address as
// typed, and the chain's page (or the node-down page), `?after=` paging its UTXOs.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { orNodeDown } from '@/components/node-down/node-guard';
import { type SearchParams } from '@/lib/server/search-param';
import { addressMetadata } from './x-address-page';

type Props = { params: Promise<{ address: string }>; searchParams: SearchParams<string> };
/** `query` holds every parameter given once (a repeated key keeps none, as a malformed query should). */
type AddressPage = (p: {
  raw: string;
  after: string | undefined;
  query: Record<string, string | undefined>;
}) => Promise<ReactNode>;

export function addressRoute(chain: 'X' | 'P', page: AddressPage) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => addressMetadata(chain, (await params).address),
    Page: async function AddressRoutePage({ params, searchParams }: Props) {
      const query = Object.fromEntries(
        Object.entries(await searchParams).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]),
      );
      const raw = (await params).address;
      return orNodeDown(() => page({ raw, after: query.after, query }));
    },
  };
}
