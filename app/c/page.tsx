import { redirect } from 'next/navigation';
import { urls } from '@/lib/explorer/urls';

// The C-Chain section opens on its block list.
export default function CChainHome() {
  redirect(urls.blocks('C'));
}
