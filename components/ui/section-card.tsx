// A titled card for one part of a server-rendered page; a part the node could not answer shows
// why instead of taking the page down.
import type { ReactNode } from 'react';

export type Loaded<T> = { ok: true; value: T } | { ok: false; error: string };

export async function load<T>(p: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await p };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}

export function SectionCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section
      data-testid={testId}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function Unavailable({ what, error }: { what: string; error: string }) {
  return (
    <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
      {what} unavailable: {error}
    </p>
  );
}

/** Label/value rows; a row's third item is its value's test id. */
export function Rows({ rows }: { rows: readonly (readonly [label: string, value: ReactNode, testId?: string])[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,11rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
      {rows.map(([k, v, testId]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{k}</dt>
          <dd className="min-w-0 break-words" data-testid={testId}>
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Loaded value rendered, or the reason it is missing. */
function Show<T>({ data, what, children }: { data: Loaded<T>; what: string; children: (v: T) => ReactNode }) {
  return data.ok ? <>{children(data.value)}</> : <Unavailable what={what} error={data.error} />;
}

/** A SectionCard of one loaded answer: `children` renders it, or the card says why it is missing. */
export function LoadedCard<T>({
  title,
  testId,
  data,
  what = title,
  children,
}: {
  title: string;
  testId?: string;
  data: Loaded<T>;
  /** What the missing-answer note calls it (the title by default). */
  what?: string;
  children: (v: T) => ReactNode;
}) {
  return (
    <SectionCard title={title} testId={testId}>
      <Show data={data} what={what}>
        {children}
      </Show>
    </SectionCard>
  );
}
