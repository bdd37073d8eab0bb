// The index page's three lookups: jump to an index, show the container at one, find an id.
const inputClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-700 dark:bg-slate-950';
const buttonClass =
  'rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/** A form asking for one index (`?<name>=`). */
function IndexNumberForm(p: { aria: string; name: string; label: string; value: string | undefined; submit: string }) {
  return (
    <form method="get" className="flex items-center gap-2" aria-label={p.aria}>
      <label htmlFor={`index-${p.name}`} className="text-sm text-slate-600 dark:text-slate-400">
        {p.label}
      </label>
      <input
        id={`index-${p.name}`}
        name={p.name}
        inputMode="numeric"
        pattern="[0-9]*"
        required
        defaultValue={p.value}
        className={`${inputClass} w-28`}
      />
      <button type="submit" className={buttonClass}>
        {p.submit}
      </button>
    </form>
  );
}

/** The lookups, greyed while the node has no index API. */
export function IndexForms(p: {
  disabled: boolean;
  startRaw: string;
  atRaw: string;
  id: string;
  start: bigint | null;
}) {
  const { startRaw, atRaw, id, start } = p;
  return (
    <fieldset
      disabled={p.disabled}
      aria-label="Index lookups"
      className="flex min-w-0 flex-wrap gap-4 disabled:opacity-50"
      data-testid="index-forms"
    >
      <IndexNumberForm aria="Jump to an index" name="start" label="Jump to index" value={startRaw} submit="Go" />
      <IndexNumberForm aria="Look an index up" name="at" label="Container at" value={atRaw} submit="Show" />
      <form method="get" className="flex min-w-0 flex-1 basis-72 items-center gap-2" aria-label="Look an id up">
        <label htmlFor="index-id" className="text-sm text-slate-600 dark:text-slate-400">
          Look up id
        </label>
        <input id="index-id" name="id" required defaultValue={id} className={`${inputClass} min-w-0 flex-1`} />
        {start !== null && <input type="hidden" name="start" value={start.toString()} />}
        <button type="submit" className={buttonClass}>
          Find
        </button>
      </form>
    </fieldset>
  );
}
