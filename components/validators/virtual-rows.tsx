'use client';
// A small windowing table: only the rows in view (plus a margin) are in the DOM, so thousands of
// validators scroll smoothly. Rows have a fixed height; the header stays on top while scrolling and
// scrolls sideways with the body on narrow screens.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/** A table's fixed geometry, spelled once beside the view that renders its rows. */
export interface RowsLayout {
  /** Each column's header and its CSS grid width (shared by the header and every row). */
  columns: readonly (readonly [header: string, width: string])[];
  rowHeight: number;
  /** Rows shown before the list scrolls (it shrinks to fit fewer). */
  rowsShown: number;
  /** Below this width (px) the table scrolls sideways. */
  minWidth: number;
}

interface Props<T> {
  items: readonly T[];
  layout: RowsLayout;
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

  const { rowHeight, minWidth } = p.layout;
  const maxHeight = rowHeight * p.layout.rowsShown;
  const columns = p.layout.columns.map(([, width]) => width).join(' ');
  // A shorter list (after filtering) must not leave the view scrolled past its end.
  const total = p.items.length * rowHeight;
  const viewport = Math.min(maxHeight, total + rowHeight);
  const top = Math.min(scrollTop, Math.max(0, total - viewport + rowHeight));
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(p.items.length, Math.ceil((top + viewport) / rowHeight) + overscan);
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
      style={{ maxHeight: maxHeight + rowHeight }}
    >
      <div style={{ minWidth }}>
        <div
          role="row"
          aria-rowindex={1}
          className="sticky top-0 z-10 grid items-center gap-x-2 border-b border-slate-200 bg-slate-50 px-3 text-xs font-medium uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-800 dark:text-slate-300"
          style={{ gridTemplateColumns: columns, height: rowHeight }}
        >
          {p.layout.columns.map(([header]) => (
            <span key={header} role="columnheader">
              {header}
            </span>
          ))}
        </div>
        <div style={{ height: total, position: 'relative' }}>
          {visible.map((item, i) => (
            <div
              key={p.rowKey(item)}
              role="row"
              aria-rowindex={first + i + 2}
              className="absolute inset-x-0 grid items-center gap-x-2 border-b border-slate-100 px-3 text-sm hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60"
              style={{ gridTemplateColumns: columns, height: rowHeight, top: (first + i) * rowHeight }}
            >
              {p.renderRow(item, first + i)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
