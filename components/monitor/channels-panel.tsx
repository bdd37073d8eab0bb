'use client';
// Where graded alerts go: Slack or Discord incoming webhooks, a generic JSON webhook, email by SMTP,
// a Telegram bot or PagerDuty, each with a minimum severity and a "send a test" button. Operator only.
// A URL or SMTP password, once saved, is never shown again: only the host it goes to.
import { useState } from 'react';
import { ItemList } from '@/components/ui/item-list';
import { QueryError } from '@/components/ui/states';
import { SEVERITIES, type ChannelKind, type Severity } from '@/lib/store/monitor/graded-records';
import { useAction } from '@/components/ui/use-action';
import { ChoiceOptions } from '@/components/ui/choice-options';
import {
  FormError,
  inputClass,
  labelClass,
  RemoveButton,
  SubmitButton,
  TextField,
  SecretField,
} from '@/components/ui/form-parts';
import { KIND_FIELDS, KIND_LABELS } from './channel-kinds';
import { apiFetch } from '@/lib/api/fetch';
import { useChannels, useRefreshGraded, type NewChannelBody } from './use-graded';

export function ChannelsPanel({ writable }: { writable: boolean }) {
  const q = useChannels(writable);
  const refresh = useRefreshGraded();
  const { act, error } = useAction(refresh);
  if (!writable) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="channels-operator-only">
        Alert channels are set by the operator only.
      </p>
    );
  }
  return (
    <div className="space-y-3" data-testid="channels">
      <QueryError q={q} title="The channels did not load" />
      {q.data && (
        <ItemList
          items={q.data.channels}
          item={(c) => ({ key: c.id, 'data-testid': 'channel', 'data-kind': c.kind })}
          empty={
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-channels">
              No channel yet: graded alerts are shown on this page only.
            </p>
          }
        >
          {(c) => (
            <>
              <span className="font-medium">{c.name}</span>
              <span className="text-slate-600 dark:text-slate-400">
                #{c.id} · {KIND_LABELS[c.kind]} · {c.target}
              </span>
              {c.fromEnv ? (
                <span className="text-xs text-slate-600 dark:text-slate-400" data-testid="channel-from-env">
                  minimum {c.minSeverity} · set in the server&apos;s environment (SNOWLINE_ALERT_WEBHOOK_URL,
                  SNOWLINE_ALERT_WEBHOOK_MIN_SEVERITY)
                </span>
              ) : (
                <>
                  <label className="text-xs">
                    minimum{' '}
                    <select
                      value={c.minSeverity}
                      onChange={(e) =>
                        void act(() =>
                          apiFetch('monitor.channelSeverity', {
                            body: { id: c.id, minSeverity: e.target.value as Severity },
                          }),
                        )
                      }
                      className={inputClass}
                      data-testid="channel-severity"
                    >
                      <ChoiceOptions options={SEVERITIES.map((s) => [s, s] as const)} />
                    </select>
                  </label>
                  <RemoveButton
                    onClick={() => void act(() => apiFetch('monitor.removeChannel', { query: { id: c.id } }))}
                  />
                </>
              )}
              <TestButton id={c.id} />
            </>
          )}
        </ItemList>
      )}
      <AddChannelForm onAdd={(c) => act(() => apiFetch('monitor.addChannel', { body: c }))} />
      <FormError error={error} />
    </div>
  );
}

/** "Send a test": one test message to the channel now, and whether it arrived. */
function TestButton({ id }: { id: number }) {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { act, busy } = useAction(() => setResult({ ok: true, text: 'test sent' }));
  const run = () =>
    void act(() =>
      apiFetch('monitor.testChannel', { body: { id } }).catch((e: unknown) => {
        setResult({ ok: false, text: (e as Error).message });
        throw e;
      }),
    );
  return (
    <span className="inline-flex items-center gap-2 text-xs">
      <button
        type="button"
        onClick={run}
        disabled={busy}
        className="underline disabled:opacity-50"
        data-testid="channel-test"
      >
        {busy ? 'Sending…' : 'Send a test'}
      </button>
      {result && !busy && (
        <span
          role="status"
          data-testid="channel-test-result"
          data-ok={result.ok}
          className={result.ok ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}
        >
          {result.text}
        </span>
      )}
    </span>
  );
}

/** Every kind's secrets emptied: the form forgets them once a channel is added (the server keeps them). */
const NO_SECRETS = Object.fromEntries(
  Object.values(KIND_FIELDS)
    .flat()
    .filter((f) => f.secret)
    .map((f) => [f.name, '']),
);

function AddChannelForm({ onAdd }: { onAdd: (c: NewChannelBody) => Promise<void> }) {
  const [kind, setKind] = useState<ChannelKind>('slack');
  const [name, setName] = useState('');
  const [minSeverity, setMinSeverity] = useState<Severity>('warning');
  // The kinds' own fields by body name: what is typed for one kind stays while another is shown.
  const [values, setValues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const fields = KIND_FIELDS[kind];
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const own = Object.fromEntries(fields.map((f) => [f.name, values[f.name] ?? '']));
    // KIND_FIELDS lists each kind's body fields, so this is that kind's body.
    await onAdd({ kind, name: name.trim() || KIND_LABELS[kind], minSeverity, ...own } as NewChannelBody);
    setBusy(false);
    setValues((v) => ({ ...v, ...NO_SECRETS }));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" data-testid="channel-form">
      <label className="text-sm">
        <span className={labelClass}>Kind</span>
        <select
          value={kind}
          onChange={(e) => setKind(e.target.value as ChannelKind)}
          className={inputClass}
          data-testid="channel-kind"
        >
          <ChoiceOptions options={Object.entries(KIND_LABELS)} />
        </select>
      </label>
      <TextField label="Name" value={name} onValue={setName} className={`${inputClass} w-32`} testId="channel-name" />
      <label className="text-sm">
        <span className={labelClass}>Minimum severity</span>
        <select
          value={minSeverity}
          onChange={(e) => setMinSeverity(e.target.value as Severity)}
          className={inputClass}
          data-testid="channel-min"
        >
          <ChoiceOptions options={SEVERITIES.map((s) => [s, s] as const)} />
        </select>
      </label>
      {fields.map((f) => {
        const Field = f.secret ? SecretField : TextField;
        return (
          <Field
            key={f.name}
            label={f.label}
            value={values[f.name] ?? ''}
            onValue={(v) => setValues((vs) => ({ ...vs, [f.name]: v }))}
            testId={f.testId}
          />
        );
      })}
      <SubmitButton busy={busy} testId="channel-submit">
        Add channel
      </SubmitButton>
    </form>
  );
}
