'use client';
// The operator token, typed once and sent once (same-origin JSON POST) in exchange for a session
// cookie. The field is cleared at once: the token stays in no storage, URL or history.
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiFetch } from '@/lib/api/fetch';
import { settleSession } from './use-session';
import { safeReturnPath } from './sign-in-href';
import { FormError, SubmitButton } from '@/components/ui/form-parts';

export function SignInForm({ next }: { next: string | undefined }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const router = useRouter();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const given = token.trim();
    if (!given) return setError('Enter the operator token.');
    setToken('');
    setError(null);
    setBusy(true);
    try {
      await settleSession(qc, await apiFetch('auth.signIn', { body: { token: given } }));
      router.replace(safeReturnPath(next));
      router.refresh();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="space-y-3" data-testid="sign-in-form">
      <label className="block text-sm">
        <span className="block text-xs text-slate-600 dark:text-slate-400">Operator token</span>
        <input
          type="password"
          name="operator-token"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          autoComplete="current-password"
          autoFocus
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-mono text-sm dark:border-slate-700 dark:bg-slate-900"
          data-testid="sign-in-token"
        />
      </label>
      <SubmitButton busy={busy} testId="sign-in-submit">
        {busy ? 'Signing in…' : 'Sign in'}
      </SubmitButton>
      <FormError error={error} />
    </form>
  );
}
