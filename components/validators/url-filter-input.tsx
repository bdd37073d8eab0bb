'use client';
// The search box of a filterable list. Its text is mirrored into the URL's `q`, so a filtered view
// can be shared and survives a reload.
import { useState } from 'react';
import { useUrlParams } from './use-url-params';

/** A list filter's text, seeded from the URL's `q` and written back to it on every change. */
export function useUrlFilter(): [string, (next: string) => void] {
  const [params, setParams] = useUrlParams();
  const [filter, setFilter] = useState(params.get('q') ?? '');
  const update = (next: string) => {
    setFilter(next);
    setParams({ q: next });
  };
  return [filter, update];
}

export function FilterInput({
  value,
  onChange,
  placeholder,
  testId,
  label,
}: {
  value: string;
  onChange: (next: string) => void;
  placeholder: string;
  testId: string;
  /** Accessible name, when no `<label>` wraps the input. */
  label?: string;
}) {
  return (
    <input
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      data-testid={testId}
      aria-label={label}
      className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-mono text-sm dark:border-slate-700 dark:bg-slate-900"
    />
  );
}
