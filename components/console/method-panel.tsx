'use client';
// One method in the console: its header, a form drawn from its params schema, the call sent through the
// node proxy, and the answer. It carries the registry's zod schemas, so it loads apart from the page
// (console-app.tsx); a new method mounts a new panel, which forgets the last one's call.
import { useEffect, useMemo, useState } from 'react';
import { draftOf, type Draft } from '@/lib/console/draft';
import { formModelOf } from '@/lib/console/form-model';
import { isShareable } from '@/lib/console/share';
import { defaultTargetOf, type ConsoleTarget } from '@/lib/console/target';
import { findMethod } from '@/lib/registry';
import { CallForm } from './call-form';
import { gapOf, type Gaps } from './method-gap';
import { MethodHeader } from './method-header';
import { ResultPanel } from './result-panel';
import { useConsoleCall } from './use-console-call';

export interface MethodPanelProps {
  method: string;
  /** What the URL asked of this method on arrival: its params (else the example), target, and whether to send. */
  arrival?: { params?: unknown; target?: ConsoleTarget; send: boolean };
  gaps: Gaps;
  basePath: string;
}

export default function MethodPanel({ method, arrival, gaps, basePath }: MethodPanelProps) {
  const def = findMethod(method)!;
  const model = useMemo(() => formModelOf(def.params), [def]);
  const [target, setTarget] = useState<ConsoleTarget>(() => arrival?.target ?? defaultTargetOf(def.service));
  const [draft, setDraft] = useState<Draft>(() => draftOf(model, arrival?.params ?? def.example));
  const call = useConsoleCall(basePath);
  const { send, reset } = call;
  const gap = gapOf(def, gaps);

  // Another method: the call in flight is dropped.
  useEffect(() => reset, [reset]);

  // A shared link to a read call is sent on arrival (once: a second mount in dev cancels the first),
  // not to an API the node runs without (the header says so instead).
  useEffect(() => {
    if (!arrival?.send || !isShareable(def) || gap?.always) return;
    const timer = setTimeout(() => void send(def, draft, target), 0);
    return () => clearTimeout(timer);
    // On arrival only: later edits are sent by the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <MethodHeader def={def} gap={gap} />
      <CallForm
        def={def}
        model={model}
        draft={draft}
        onDraft={setDraft}
        target={target}
        onTarget={setTarget}
        gap={gap}
        call={call}
        basePath={basePath}
      />
      <ResultPanel def={def} pending={call.pending} />
    </>
  );
}
