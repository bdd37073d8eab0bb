import { redirect } from 'next/navigation';

// The X-Chain section opens on its block list.
export default function XChainHome() {
  redirect('/x/blocks');
}
