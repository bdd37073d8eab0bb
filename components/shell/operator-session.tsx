'use client';
// The header's sign-in state, in operator mode only: "Sign in", or a signed-in mark with "Sign out". In
// public mode there is no sign-in and it renders nothing.
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiFetch } from '@/lib/api/fetch';
import { useSession, settleSession } from './use-session';
import { signInHref } from './sign-in-href';

export function OperatorSession() {
  const q = useSession();
  const qc = useQueryClient();
  const router = useRouter();
  const pathname = usePathname() ?? '/';
  const [busy, setBusy] = useState(false);
  if (q.data?.mode !== 'operator') return null;

  const pill =
    'whitespace-nowrap rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';
  if (!q.data.operator) {
    return (
      <Link href={signInHref(pathname)} className={pill} data-testid="sign-in-link">
        Sign in
      </Link>
    );
  }
  const signOut = async () => {
    setBusy(true);
    try {
      // Server-rendered operator views (the node page's identity) are asked again too.
      await settleSession(qc, await apiFetch('auth.signOut'));
      router.refresh();
    } catch {
      void q.refetch();
    } finally {
      setBusy(false);
    }
  };
  // One compact control (a dot for "signed in", and the way out) keeps the header on its rows.
  return (
    <button
      type="button"
      onClick={() => void signOut()}
      disabled={busy}
      title="Signed in as the operator"
      className={`${pill} inline-flex items-center gap-1.5`}
      data-testid="sign-out"
    >
      <span aria-hidden className="h-2 w-2 rounded-full bg-emerald-500" />
      <span className="sr-only">Signed in as the operator.</span>
      Sign out
    </button>
  );
}
