'use client';
// The header's sign-in state, in operator mode only: "Sign in", or "Operator" with "Sign out". In
// public mode there is no sign-in and it renders nothing.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { SESSION_QUERY_KEY, sessionApi } from './session-api';
import { signInHref } from './sign-in-href';

export function OperatorSession() {
  const q = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: sessionApi.state, staleTime: 60_000 });
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
      qc.setQueryData(SESSION_QUERY_KEY, await sessionApi.signOut());
      // Server-rendered operator views (the node page's identity) go away at once.
      router.refresh();
    } catch {
      void q.refetch();
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex items-center gap-1" data-testid="operator-session">
      <span className="hidden whitespace-nowrap text-xs font-medium text-emerald-700 xl:inline dark:text-emerald-400">
        Operator
      </span>
      <button type="button" onClick={() => void signOut()} disabled={busy} className={pill} data-testid="sign-out">
        Sign out
      </button>
    </span>
  );
}
