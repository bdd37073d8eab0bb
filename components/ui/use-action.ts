'use client';
// An action from a button or form: runs it, then `onDone` (a refetch, if any), and keeps its error
// message to show; `busy` while it runs.
import { useState } from 'react';

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
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { act, error, setError, busy };
}
