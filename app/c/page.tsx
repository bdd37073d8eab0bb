import { redirect } from 'next/navigation';

// The C-Chain section opens on its block list.
export default function CChainHome() {
  redirect('/c/blocks');
}
