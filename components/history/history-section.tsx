// One titled listing of a history panel (an asset's holders, its transactions...), with its CSV.
import type { ReactNode } from 'react';
import { CsvLink } from '@/components/ui/csv-link';

export function HistorySection({
  title,
  csv,
  children,
}: {
  title: ReactNode;
  /** The list's CSV export, and the link's test id. */
  csv?: { href: string; testId: string };
  children: ReactNode;
}) {
  return (
    <section>
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-medium">{title}</h3>
        {csv && <CsvLink href={csv.href} testId={csv.testId} className="ml-auto py-0.5 text-xs" />}
      </div>
      {children}
    </section>
  );
}
