import { redirect } from 'next/navigation';
import { urls } from '@/lib/explorer/urls';

// The P-Chain section opens on its block list.
export default function PChainHome() {
  redirect(urls.blocks('P'));
}
