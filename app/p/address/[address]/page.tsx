import type { Metadata } from 'next';
import { PAddressPage } from '@/components/explorer/p-address-page';
import { addressMetadata } from '@/components/explorer/x-address-page';

type Props = { params: Promise<{ address: string }>; searchParams: Promise<{ after?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return addressMetadata('P', decodeURIComponent((await params).address));
}

export default async function PAddress({ params, searchParams }: Props) {
  const after = (await searchParams).after;
  return <PAddressPage raw={decodeURIComponent((await params).address)} after={typeof after === 'string' ? after : undefined} />;
}
