import type { Metadata } from 'next';
import { XAddressPage, addressMetadata } from '@/components/explorer/x-address-page';

type Props = { params: Promise<{ address: string }>; searchParams: Promise<{ after?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return addressMetadata('X', decodeURIComponent((await params).address));
}

export default async function XAddress({ params, searchParams }: Props) {
  const after = (await searchParams).after;
  return <XAddressPage raw={decodeURIComponent((await params).address)} after={typeof after === 'string' ? after : undefined} />;
}
