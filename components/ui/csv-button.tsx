'use client';
// "Export CSV" for a list the browser already holds whole: writes the file (its writer loaded on click)
// and says so when that fails, instead of a click that does nothing.
import { csvButtonClass } from './csv-link';
import { useAction } from './use-action';

export function CsvButton({
  download,
  testId,
  className = '',
  label = 'Export CSV',
}: {
  /** Writes the file (e.g. `() => import('./x-csv').then((m) => m.downloadX(rows))`). */
  download: () => Promise<void> | void;
  testId: string;
  /** Placed on the button and its error line together (e.g. `ml-auto`). */
  className?: string;
  label?: string;
}) {
  const { act, error, busy } = useAction();
  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className}`}>
      <button
        type="button"
        onClick={() => void act(async () => download())}
        disabled={busy}
        aria-busy={busy}
        className={`${csvButtonClass} disabled:opacity-50`}
        data-testid={testId}
      >
        {label}
      </button>
      {error && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400">
          The CSV could not be written: {error}
        </span>
      )}
    </span>
  );
}
