'use client';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  // The error's own text may carry internals; the user gets a plain sentence and a retry.
  return (
    <section role="alert" className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        This page could not be shown. The node may be unreachable.
      </p>
      <button
        type="button"
        onClick={reset}
        className="mt-6 rounded-md bg-brand-600 px-4 py-2 text-white hover:bg-brand-700"
      >
        Try again
      </button>
    </section>
  );
}
