'use client';
// Loads the console after the page: it carries the registry's zod schemas, which would otherwise
// weigh on the route's first load (P4 budget).
import dynamic from 'next/dynamic';
import type { ConsoleAppProps } from './console-app';

const ConsoleApp = dynamic(() => import('./console-app'), {
  ssr: false,
  loading: () => (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]" aria-busy="true" data-testid="console-loading-app">
      <div className="h-72 animate-pulse rounded-md bg-slate-100 dark:bg-slate-800" />
      <div className="h-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
    </div>
  ),
});

export function ConsoleLoader(props: ConsoleAppProps) {
  // Signing in or out changes what is offered: the console starts over with the new list.
  return <ConsoleApp key={String(props.operator)} {...props} />;
}
