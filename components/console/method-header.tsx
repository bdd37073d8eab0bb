// The chosen method's heading: its service, name and summary, what kind of call it is, and why the
// node may not answer it.
import { lifecycleNote, SERVICE_LABELS } from '@/lib/console/catalog';
import type { AnyMethodDef } from '@/lib/registry';
import type { Gap } from './method-gap';

const badge = 'rounded px-1.5 py-0.5';

export function MethodHeader({ def, gap }: { def: AnyMethodDef; gap: Gap | null }) {
  const note = lifecycleNote(def);
  return (
    <header className="space-y-1">
      <p className="text-xs text-slate-500">{SERVICE_LABELS[def.service]}</p>
      <h1 className="break-all font-mono text-xl font-semibold" data-testid="console-method">
        {def.method}
      </h1>
      <p className="text-sm text-slate-700 dark:text-slate-300">{def.summary}</p>
      <div className="flex flex-wrap gap-2 text-xs">
        {def.nodeSpecific && (
          <span className={`${badge} bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300`}>
            node-specific
          </span>
        )}
        {def.changesState && (
          <span className={`${badge} bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300`}>changes state</span>
        )}
        <span className={`${badge} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300`}>
          cache: {def.cache}
        </span>
      </div>
      {note && (
        <p
          data-testid="console-lifecycle"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
        >
          {note}
        </p>
      )}
      {gap && (
        <p
          role="status"
          data-testid="console-missing-api"
          data-api={gap.api}
          className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400"
        >
          {gap.always
            ? `${def.method} is unavailable: ${gap.why}.`
            : `${def.method} at an old block is unavailable: ${gap.why}. Ask at a recent block.`}
        </p>
      )}
    </header>
  );
}
