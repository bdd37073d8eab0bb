// One titled listing of a history panel (an asset's holders, its transactions...).
import type { ReactNode } from 'react';

export function HistorySection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1 text-sm font-medium">{title}</h3>
      {children}
    </section>
  );
}
