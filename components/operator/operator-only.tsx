import Link from 'next/link';

/** What an operator tool's page shows to a visitor who is not the signed-in operator. */
export function OperatorOnly({ what, next }: { what: string; next: string }) {
  return (
    <div
      className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm dark:border-slate-700"
      data-testid="operator-only"
    >
      <p className="font-medium">{what} are for the node’s operator.</p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        <Link href={`/signin?next=${encodeURIComponent(next)}`} className="underline">
          Sign in
        </Link>{' '}
        with the operator token to use them.
      </p>
    </div>
  );
}
