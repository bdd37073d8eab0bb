'use client';
// A small windowing table: only the rows in view (plus a margin) are in the DOM, so thousands of
// validators scroll smoothly. Rows have a fixed height; the header stays on top while scrolling and
// scrolls sideways with the body on narrow screens.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

interface Props<T> {
  items: readonly T[];
  rowHeight: number;
  /** Max height of the scroll area in px (the list shrinks to fit fewer rows). */
  maxHeight: number;
  /** CSS grid-template-columns shared by the header and every row. */
  columns: string;
  minWidth: number;
  header: ReactNode;
  rowKey: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  label: string;
  testId?: string;
}

const OVERSCAN = 8;
const noSubscription = () => () => undefined;
const withMargin = () => OVERSCAN;
const withoutMargin = () => 0;

export function VirtualRows<T>(p: Props<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const frame = useRef<number | null>(null);
  // The server's HTML and the hydrating render show the rows in view only; the margin for scrolling
  // comes once the page is live, so the first load carries and hydrates fewer rows.
  const overscan = useSyncExternalStore(noSubscription, withMargin, withoutMargin);
  const onScroll = useCallback(() => {
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      setScrollTop(ref.current?.scrollTop ?? 0);
    });
  }, []);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  // A shorter list (after filtering) must not leave the view scrolled past its end.
  const total = p.items.length * p.rowHeight;
  const viewport = Math.min(p.maxHeight, total + p.rowHeight);
  const top = Math.min(scrollTop, Math.max(0, total - viewport + p.rowHeight));
  const first = Math.max(0, Math.floor(top / p.rowHeight) - overscan);
  const last = Math.min(p.items.length, Math.ceil((top + viewport) / p.rowHeight) + overscan);
  const visible = p.items.slice(first, last);

  return (
    <div
      ref={ref}
      onScroll={onScroll}
      role="table"
      aria-label={p.label}
      aria-rowcount={p.items.length + 1}
      data-testid={p.testId}
      className="relative overflow-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      style={{ maxHeight: p.maxHeight + p.rowHeight }}
    >
      <div style={{ minWidth: p.minWidth }}>
        <div
          role="row"
          aria-rowindex={1}
          className="sticky top-0 z-10 grid items-center gap-x-2 border-b border-slate-200 bg-slate-50 px-3 text-xs font-medium uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-800 dark:text-slate-300"
          style={{ gridTemplateColumns: p.columns, height: p.rowHeight }}
        >
          {p.header}
        </div>
        <div style={{ height: total, position: 'relative' }}>
          {visible.map((item, i) => (
            <div
              key={p.rowKey(item)}
              role="row"
              aria-rowindex={first + i + 2}
              className="absolute inset-x-0 grid items-center gap-x-2 border-b border-slate-100 px-3 text-sm hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60"
              style={{ gridTemplateColumns: p.columns, height: p.rowHeight, top: (first + i) * p.rowHeight }}
            >
              {p.renderRow(item, first + i)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
