'use client';
// One method in the console: its header, its form (call-form.tsx), the call sent through the node
// proxy, and the answer. It carries the registry's zod schemas, so it loads apart from the page
// (console-app.tsx); a new method mounts a new panel, which forgets the last one's call.
import { useEffect } from 'react';
import { findMethod } from '@/lib/registry';
import { CallForm, type Arrival } from './call-form';
import type { ConsolePage } from './console-page';
import { gapOf } from './method-gap';
import { MethodHeader } from './method-header';
import { ResultPanel } from './result-panel';
import { useConsoleCall } from './use-console-call';

export interface MethodPanelProps {
  method: string;
  arrival?: Arrival;
  page: ConsolePage;
}

export default function MethodPanel({ method, arrival, page }: MethodPanelProps) {
  const def = findMethod(method)!;
  const call = useConsoleCall(page.basePath);
  const { reset } = call;
  const gap = gapOf(def, page.gaps);

  // Another method: the call in flight is dropped.
  useEffect(() => reset, [reset]);

  return (
    <>
      <MethodHeader def={def} gap={gap} />
      <CallForm def={def} arrival={arrival} gap={gap} call={call} basePath={page.basePath} />
      <ResultPanel def={def} pending={call.pending} />
    </>
  );
}
