// The query key of a Snowline route's answers, in a module without 'use client' so a server component
// can seed the browser's cache under the same key (components/shell/query-seed.tsx).
import type { ApiName } from '@/lib/api';
import type { ApiArgs } from '@/lib/api/fetch';

/** The key of a route's answers: ['api', name] alone names every answer of the route. */
export const apiQueryKey = <N extends ApiName>(name: N, args?: ApiArgs<N>) =>
  args === undefined ? (['api', name] as const) : (['api', name, args] as const);
