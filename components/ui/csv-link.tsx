// "Export CSV": a plain download link to a list's streamed CSV, with the list's filters in its URL (a list
// the browser already holds whole has csv-button.tsx).

export const csvButtonClass =
  'rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

export function CsvLink({ href, testId, className = '' }: { href: string; testId: string; className?: string }) {
  return (
    <a href={href} className={`${csvButtonClass} ${className}`} data-testid={testId} download>
      Export CSV
    </a>
  );
}
