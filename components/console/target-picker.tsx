'use client';
// Where a console call goes: a chain (id or alias) for the chain APIs, an index for the index API;
// the node's own endpoints need nothing.
import type { ConsoleTarget } from '@/lib/console/target';
import { targetKindOf } from '@/lib/console/target';
import { INDEX_NAMES, type AnyMethodDef } from '@/lib/registry';

export function TargetPicker({
  service,
  target,
  onChange,
}: {
  service: AnyMethodDef['service'];
  target: ConsoleTarget;
  onChange: (t: ConsoleTarget) => void;
}) {
  const kind = targetKindOf(service);
  const cls =
    'rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-700 dark:bg-slate-950';
  if (kind === 'index') {
    return (
      <label className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        Index
        <select
          className={cls}
          data-testid="console-index"
          value={target.index ?? 'X/tx'}
          onChange={(e) => onChange({ index: e.target.value as ConsoleTarget['index'] })}
        >
          {INDEX_NAMES.map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
      </label>
    );
  }
  if (kind === 'chain') {
    return (
      <label className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        Chain (id or alias)
        <input
          className={cls}
          data-testid="console-chain"
          spellCheck={false}
          value={target.chain ?? ''}
          onChange={(e) => onChange({ chain: e.target.value })}
        />
      </label>
    );
  }
  return null;
}
