'use client';

/** Reloads the whole page, so the server asks the node again and decides the status anew. */
export function RetryButton() {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="rounded-md bg-brand-600 px-4 py-2 text-white hover:bg-brand-700"
      data-testid="node-down-retry"
    >
      Retry
    </button>
  );
}
