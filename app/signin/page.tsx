import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SignInForm } from '@/components/shell/sign-in-form';
import { currentCaller } from '@/lib/auth/current-caller';
import { serverConfig } from '@/lib/server/config';

export const metadata: Metadata = { title: 'Operator sign-in', robots: { index: false } };
export const dynamic = 'force-dynamic';

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  // Public mode has no operators, so no sign-in.
  if (serverConfig().mode !== 'operator') notFound();
  const { next } = await searchParams;
  const signedIn = (await currentCaller()).operator;
  return (
    <div className="mx-auto max-w-md space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Operator sign-in</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Enter the operator token this Snowline was started with (SNOWLINE_OPERATOR_TOKEN). It is exchanged for a
          session cookie and not kept in the browser.
        </p>
      </div>
      {signedIn ? (
        <p className="text-sm" data-testid="signed-in-note">
          You are signed in as the operator.
        </p>
      ) : (
        <SignInForm next={typeof next === 'string' ? next : undefined} />
      )}
    </div>
  );
}
