'use client';
// An action from a button or form: runs it, then `onDone` (a refetch, if any), and keeps its error
// message to show; `busy` while it runs.
import { useState } from 'react';

/**
 * The words a person reads for a failed action. Code an action loads on use (a CSV writer) that cannot
 * be fetched says so plainly, not as the bundler's "Failed to load chunk /_next/static/…".
 */
function actionFailureText(e: unknown): string {
  if (e instanceof Error && e.name === 'ChunkLoadError') {
    return 'part of this page could not be loaded (offline, or a newer version is deployed): try again, or reload';
  }
  return e instanceof Error ? e.message : String(e);
}

export function useAction(onDone?: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (f: () => Promise<unknown>): Promise<void> => {
    setError(null);
    setBusy(true);
    try {
      await f();
      onDone?.();
    } catch (e) {
      setError(actionFailureText(e));
    } finally {
      setBusy(false);
    }
  };
  return { act, error, setError, busy };
}
