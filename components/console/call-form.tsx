'use client';
// The chosen method's form: where to send it, its params (from the URL on arrival, else the example),
// the call (confirmed first when it changes state), its curl and share link for a read, and the node
// path it goes to.
import { useEffect, useMemo, useState } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { curlCommand } from '@/lib/console/curl';
import { draftOf, type Draft } from '@/lib/console/draft';
import { formModelOf } from '@/lib/console/form-model';
import { isShareable } from '@/lib/console/share';
import { shareQuery } from '@/lib/console/share-query';
import { defaultTargetOf, nodePathOf, type ConsoleTarget } from '@/lib/console/target';
import type { AnyMethodDef } from '@/lib/registry';
import { FieldEditor } from './field-editor';
import type { Gap } from './method-gap';
import { TargetPicker } from './target-picker';
import type { ConsoleCall } from './use-console-call';
import { wireParams } from './wire-params';

const button =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';
const primary =
  'rounded-md bg-sky-700 px-4 py-1.5 text-sm font-medium text-white hover:bg-sky-800 disabled:opacity-50 dark:bg-sky-600 dark:hover:bg-sky-500';

/** What the URL asked of this method on arrival: its params (else the example), target, and whether to send. */
export interface Arrival {
  params?: unknown;
  target?: ConsoleTarget;
  send: boolean;
}

interface Props {
  def: AnyMethodDef;
  arrival?: Arrival;
  gap: Gap | null;
  call: ConsoleCall;
  basePath: string;
}

/** The node path the call goes to, or null while the target is incomplete. */
function pathOf(def: AnyMethodDef, target: ConsoleTarget): string | null {
  try {
    return nodePathOf(def.service, target);
  } catch {
    return null;
  }
}

function ConfirmSend({ def, onSend, onCancel }: { def: AnyMethodDef; onSend(): void; onCancel(): void }) {
  return (
    <div
      role="alertdialog"
      aria-label="Confirm"
      className="space-y-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/40"
    >
      <p>
        <strong>{def.method}</strong> changes the {def.nodeSpecific ? 'node’s' : 'chain’s'} state. Send it?
      </p>
      <div className="flex gap-2">
        <button type="button" className={primary} data-testid="console-confirm" onClick={onSend}>
          Send
        </button>
        <button type="button" className={button} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

export function CallForm({ def, arrival, gap, call, basePath }: Props) {
  const model = useMemo(() => formModelOf(def.params), [def]);
  const [target, setTarget] = useState<ConsoleTarget>(() => arrival?.target ?? defaultTargetOf(def.service));
  const [draft, setDraft] = useState<Draft>(() => draftOf(model, arrival?.params ?? def.example));
  const send = () => void call.send(def, draft, target);
  // Drawn on the server when the page opens on this method: the origin is known once hydrated, and the
  // form is disabled until then, so that a click never submits it natively.
  const hydrated = useHydrated();

  // A shared link to a read call is sent on arrival (once: a second mount in dev cancels the first),
  // not to an API the node runs without (the header says so instead).
  useEffect(() => {
    if (!arrival?.send || !isShareable(def) || gap?.always) return;
    const timer = setTimeout(send, 0);
    return () => clearTimeout(timer);
    // On arrival only: later edits are sent by the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const path = pathOf(def, target);
  const read = isShareable(def);
  const preview = wireParams(def, draft);
  const copies =
    read && path && preview.ok
      ? [
          { text: 'Copy as curl', label: 'Copy as curl', value: curlCommand(path, def.method, preview.json) },
          {
            text: 'Share link',
            label: 'Copy share link',
            value: `${hydrated ? window.location.origin : ''}${basePath}?${shareQuery({ method: def.method, params: preview.value, target })}`,
          },
        ]
      : [];
  return (
    <form
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      onSubmit={(e) => {
        e.preventDefault();
        if (def.changesState) call.setConfirming(true);
        else send();
      }}
    >
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        <TargetPicker service={def.service} target={target} onChange={setTarget} />
        <FieldEditor model={model} draft={draft} onChange={setDraft} name="" id="p" />
        {call.formError && (
          <p role="alert" data-testid="console-form-error" className="text-sm text-red-700 dark:text-red-400">
            {call.formError}
          </p>
        )}
        {call.confirming ? (
          <ConfirmSend def={def} onSend={send} onCancel={() => call.setConfirming(false)} />
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="submit"
              className={primary}
              data-testid="console-call"
              disabled={call.pending.state === 'sending' || gap?.always === true}
            >
              {call.pending.state === 'sending' ? 'Calling…' : 'Call'}
            </button>
            <button type="button" className={button} onClick={() => setDraft(draftOf(model, def.example))}>
              Reset
            </button>
            {copies.map((c) => (
              <span key={c.label} className="inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                {c.text} <CopyButton value={c.value} label={c.label} />
              </span>
            ))}
          </div>
        )}
        {path && (
          <p className="text-xs text-slate-500">
            POST <span className="font-mono">/api/node{path}</span> (the node’s{' '}
            <span className="font-mono">{path}</span>)
            {!read && ' · not put in a link: it changes state or carries a secret'}
          </p>
        )}
      </fieldset>
    </form>
  );
}
