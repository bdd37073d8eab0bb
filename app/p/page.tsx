import { redirect } from 'next/navigation';

// The P-Chain section opens on its block list.
export default function PChainHome() {
  redirect('/p/blocks');
}
