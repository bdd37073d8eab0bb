import type { Metadata } from 'next';
import { orNodeDown } from '@/components/node-down/node-guard';
import { XAddressPage, addressMetadata } from '@/components/address/x-address-page';

type Props = { params: Promise<{ address: string }>; searchParams: Promise<{ after?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return addressMetadata('X', (await params).address);
}

export default async function XAddress({ params, searchParams }: Props) {
  const after = (await searchParams).after;
  const raw = (await params).address;
  return orNodeDown(() => XAddressPage({ raw, after: typeof after === 'string' ? after : undefined }));
}
