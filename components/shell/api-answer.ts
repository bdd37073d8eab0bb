// A page's first answer from one of Snowline's own routes, read on the server through the route's own
// handler (lib/front/api-handlers.ts) with no HTTP, under the key its hook reads.
import type { ApiName, ApiParams } from '@/lib/api';
import type { ApiArgs } from '@/lib/api/fetch';
import { apiHandlers } from '@/lib/front/api-handlers';
import { handlerAnswer, type SeedAnswer } from './query-seed';

/** `headers`: the page request's, for a route whose answer depends on who asks (session, local or not). */
export function apiAnswer<N extends ApiName>(name: N, args: ApiArgs<N>, headers?: HeadersInit): Promise<SeedAnswer> {
  const params = ((args as { params?: ApiParams<N> }).params ?? {}) as ApiParams<N>;
  return handlerAnswer(name, args, (req) => apiHandlers[name](req, params), headers);
}
