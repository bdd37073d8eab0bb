'use client';
// One watched validator's own thresholds; an empty field takes the server's default, shown beside it.
import { useState } from 'react';
import { CONDITION_KINDS, type ConditionKind, type ConditionSettings } from '@/lib/store/monitor/graded-records';
import { CONDITION_LABELS } from '@/lib/monitor/channels/message';
import { buttonClass, inputClass, labelClass } from '@/components/ui/form-parts';
import { apiFetch } from '@/lib/api/fetch';
import { useWatchSettings, type SettingsReply } from './use-graded';

const daysText = (d: number[] | undefined) => (d ? d.join(', ') : '');
const parseDays = (s: string) =>
  s.trim() === ''
    ? undefined
    : s
        .split(/[,\s]+/)
        .filter(Boolean)
        .map(Number);

export function WatchSettingsForm({ nodeIDs }: { nodeIDs: string[] }) {
  const [chosen, setChosen] = useState('');
  const nodeID = nodeIDs.includes(chosen) ? chosen : (nodeIDs[0] ?? '');
  const q = useWatchSettings(nodeID);
  if (nodeIDs.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Watch a validator first.</p>;
  return (
    <div className="space-y-2" data-testid="watch-settings">
      <label className="text-sm">
        <span className={labelClass}>Validator</span>
        <select
          value={nodeID}
          onChange={(e) => setChosen(e.target.value)}
          className={`${inputClass} font-mono`}
          data-testid="settings-node"
        >
          {nodeIDs.map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
      </label>
      {q.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {q.error.message}
        </p>
      )}
      {q.data && <SettingsEditor key={`${nodeID}:${q.updatedAt}`} reply={q.data} />}
    </div>
  );
}

function SettingsEditor({ reply }: { reply: SettingsReply }) {
  const { nodeID, settings: s, defaults: d } = reply;
  const [form, setForm] = useState({
    disconnected: s.disconnectedSamples?.toString() ?? '',
    stakeDays: daysText(s.stakeEndingDays),
    runwayDays: daysText(s.runwayDays),
    minVersion: s.minVersion ?? '',
    delegation: s.delegationFullPercent?.toString() ?? '',
  });
  const [off, setOff] = useState<ConditionKind[]>(s.off ?? []);
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setMsg(null);
    const settings: ConditionSettings = {
      ...(form.disconnected ? { disconnectedSamples: Number(form.disconnected) } : {}),
      ...(parseDays(form.stakeDays) ? { stakeEndingDays: parseDays(form.stakeDays) } : {}),
      ...(parseDays(form.runwayDays) ? { runwayDays: parseDays(form.runwayDays) } : {}),
      ...(form.minVersion.trim() ? { minVersion: form.minVersion.trim() } : {}),
      ...(form.delegation ? { delegationFullPercent: Number(form.delegation) } : {}),
      ...(off.length ? { off } : {}),
    };
    try {
      await apiFetch('monitor.saveSettings', { body: { nodeID, settings } });
      setMsg({ ok: true, text: 'Saved: applies from the next sample.' });
    } catch (err) {
      setMsg({ ok: false, text: (err as Error).message });
    }
  };
  const field = (key: keyof typeof form, label: string, placeholder: string) => (
    <label className="text-sm">
      <span className={labelClass}>{label}</span>
      <input
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        placeholder={placeholder}
        className={`${inputClass} w-36`}
        data-testid={`setting-${key}`}
      />
    </label>
  );
  return (
    <form onSubmit={save} className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {field('disconnected', 'Disconnected samples in a row', `default ${d.disconnectedSamples ?? 3}`)}
        {field('stakeDays', 'Stake ending: days', `default ${daysText(d.stakeEndingDays) || '14, 7, 1'}`)}
        {field('runwayDays', 'L1 runway: days', `default ${daysText(d.runwayDays) || '7, 3, 1'}`)}
        {field('minVersion', 'Minimum version', d.minVersion ?? "network's")}
        {field('delegation', 'Delegation full at %', `default ${d.delegationFullPercent ?? 90}`)}
      </div>
      <fieldset className="flex flex-wrap gap-3 text-sm">
        <legend className={labelClass}>Never alert on</legend>
        {CONDITION_KINDS.map((k) => (
          <label key={k} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={off.includes(k)}
              onChange={(e) => setOff(e.target.checked ? [...off, k] : off.filter((x) => x !== k))}
            />
            {CONDITION_LABELS[k]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={buttonClass} data-testid="settings-submit">
        Save thresholds
      </button>
      {msg && (
        <p
          role={msg.ok ? 'status' : 'alert'}
          className={`text-sm ${msg.ok ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
        >
          {msg.text}
        </p>
      )}
    </form>
  );
}
