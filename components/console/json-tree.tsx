// A node's answer as a tree: objects and arrays fold (open to depth 2), long lists show their first
// items. Every value is rendered as React text, never as HTML: chain data is untrusted.
const SHOWN_ITEMS = 200;

function Scalar({ value }: { value: unknown }) {
  if (value === null) return <span className="text-slate-500">null</span>;
  if (typeof value === 'string')
    return <span className="break-all text-emerald-700 dark:text-emerald-400">&quot;{value}&quot;</span>;
  if (typeof value === 'number') return <span className="text-sky-700 dark:text-sky-400">{String(value)}</span>;
  if (typeof value === 'boolean') return <span className="text-violet-700 dark:text-violet-400">{String(value)}</span>;
  return <span>{String(value)}</span>;
}

function Node({ name, value, depth }: { name: string | null; value: unknown; depth: number }) {
  const key = name === null ? null : <span className="text-slate-600 dark:text-slate-400">{name}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <div className="pl-4">
        {key}
        <Scalar value={value} />
      </div>
    );
  }
  const entries = Array.isArray(value)
    ? value.slice(0, SHOWN_ITEMS).map((v, i) => [String(i), v] as const)
    : Object.entries(value as Record<string, unknown>);
  const total = Array.isArray(value) ? value.length : entries.length;
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (total === 0) {
    return (
      <div className="pl-4">
        {key}
        <span className="text-slate-500">
          {open}
          {close}
        </span>
      </div>
    );
  }
  return (
    <details open={depth < 2} className="pl-4">
      <summary className="cursor-pointer select-none">
        {key}
        <span className="text-slate-500">
          {open}{' '}
          {Array.isArray(value) ? `${total} item${total === 1 ? '' : 's'}` : `${total} field${total === 1 ? '' : 's'}`}
        </span>
      </summary>
      {entries.map(([k, v]) => (
        <Node key={k} name={k} value={v} depth={depth + 1} />
      ))}
      {total > entries.length && (
        <div className="pl-4 text-slate-500">… {total - entries.length} more (see raw JSON)</div>
      )}
      <div className="text-slate-500">{close}</div>
    </details>
  );
}

export function JsonTree({ value }: { value: unknown }) {
  return (
    <div className="-ml-4 overflow-x-auto font-mono text-xs leading-5" data-testid="json-tree">
      <Node name={null} value={value} depth={0} />
    </div>
  );
}
