// "Export CSV": a plain download link to a list's streamed CSV, with the list's filters in its URL; or,
// for a list the browser already holds whole, a button that writes it (its writer loaded on click).

const cls =
  'rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

export function CsvLink({ href, testId, className = '' }: { href: string; testId: string; className?: string }) {
  return (
    <a href={href} className={`${cls} ${className}`} data-testid={testId} download>
      Export CSV
    </a>
  );
}

export function CsvButton({
  download,
  testId,
  className = '',
}: {
  /** Writes the file (e.g. `() => import('./x-csv').then((m) => m.downloadX(rows))`). */
  download: () => Promise<void> | void;
  testId: string;
  className?: string;
}) {
  return (
    <button type="button" onClick={() => void download()} className={`${cls} ${className}`} data-testid={testId}>
      Export CSV
    </button>
  );
}
