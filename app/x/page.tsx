import { redirect } from 'next/navigation';
import { urls } from '@/lib/explorer/urls';

// The X-Chain section opens on its block list.
export default function XChainHome() {
  redirect(urls.blocks('X'));
}
