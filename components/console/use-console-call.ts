'use client';
// Sending the console's call through the node proxy: the form's error, the confirmation a state change
// asks for, and the answer. A newer call or another method aborts the one in flight.
import { useCallback, useRef, useState } from 'react';
import { callThroughProxy } from '@/lib/console/call';
import type { Draft } from '@/lib/console/draft';
import { isShareable } from '@/lib/console/share';
import { shareQuery } from '@/lib/console/share-query';
import { nodePathOf, type ConsoleTarget } from '@/lib/console/target';
import type { AnyMethodDef } from '@/lib/registry';
import type { Pending } from './result-panel';
import { wireParams } from './wire-params';

export type ConsoleCall = ReturnType<typeof useConsoleCall>;

export function useConsoleCall(basePath: string) {
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<Pending>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);

  /** Forgets the last call (another method was chosen). */
  const reset = useCallback(() => {
    abort.current?.abort();
    setFormError(null);
    setConfirming(false);
    setPending({ state: 'idle' });
  }, []);

  const send = useCallback(
    async (def: AnyMethodDef, draft: Draft, target: ConsoleTarget) => {
      setConfirming(false);
      const w = wireParams(def, draft);
      if (!w.ok) return setFormError(w.message);
      let path: string;
      try {
        path = nodePathOf(def.service, target);
      } catch (e) {
        return setFormError((e as Error).message);
      }
      setFormError(null);
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setPending({ state: 'sending' });
      try {
        const outcome = await callThroughProxy(path, def.method, w.json, controller.signal);
        if (controller.signal.aborted) return;
        setPending({ state: 'done', outcome, target });
        // A read call's URL names it, so the address bar is its shareable link.
        if (isShareable(def)) {
          const query = shareQuery({ method: def.method, params: w.value, target });
          window.history.replaceState(null, '', `${basePath}?${query}`);
        }
      } catch (e) {
        if (controller.signal.aborted) return;
        setPending({
          state: 'done',
          target,
          outcome: { ok: false, code: null, message: (e as Error).message, data: null, httpStatus: 0, ms: 0 },
        });
      }
    },
    [basePath],
  );

  return { formError, confirming, setConfirming, pending, send, reset };
}
