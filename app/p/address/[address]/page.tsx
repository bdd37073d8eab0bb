import type { Metadata } from 'next';
import { orNodeDown } from '@/components/node-down/node-guard';
import { PAddressPage } from '@/components/address/p-address-page';
import { addressMetadata } from '@/components/address/x-address-page';

type Props = {
  params: Promise<{ address: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return addressMetadata('P', (await params).address);
}

export default async function PAddress({ params, searchParams }: Props) {
  const raw = (await params).address;
  // One value per key: a repeated key (?a=1&a=2) keeps none, as a malformed query should.
  const query = Object.fromEntries(
    Object.entries(await searchParams).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]),
  );
  return orNodeDown(() => PAddressPage({ raw, query }));
}
