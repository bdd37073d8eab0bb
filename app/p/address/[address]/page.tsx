import type { Metadata } from 'next';
import { orNodeDown } from '@/components/node-down/node-guard';
import { PAddressPage } from '@/components/address/p-address-page';
import { addressMetadata } from '@/components/address/x-address-page';

type Props = { params: Promise<{ address: string }>; searchParams: Promise<{ after?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return addressMetadata('P', (await params).address);
}

export default async function PAddress({ params, searchParams }: Props) {
  const after = (await searchParams).after;
  const raw = (await params).address;
  return orNodeDown(() => PAddressPage({ raw, after: typeof after === 'string' ? after : undefined }));
}
