// Answers the server already has, put into the browser's query cache under the keys the page's hooks
// read: the page arrives with its content in the HTML and the browser asks for nothing until its next
// poll (no fetch after hydration, no skeleton). Data must be what the hook's fetch would give (JSON).
import type { QueryKey } from '@tanstack/react-query';
import { jsonStringify } from '@/lib/rpc/envelope';
import type { ReactNode } from 'react';
import type { ApiName } from '@/lib/api';
import { apiUrl, type ApiArgList, type ApiArgs } from '@/lib/api/fetch';
import type { SeededPolicy } from '@/lib/browser/method-policy';
import { apiQueryKey } from '@/lib/hooks/api-query-key';
import { SeedCache } from './seed-cache';

/** A node's JSON-RPC error answer that will not change on asking again (a method the chain does not serve). */
export interface SeededRpcError {
  method: string;
  code: number;
  /** The node's own words. */
  rpcMessage: string;
}

/**
 * One seeded answer: its data, or the node's lasting error (the page shows "not served" from its HTML);
 * neither (the server did not get it in time) seeds nothing. A node answer carries its cache policy.
 */
export type SeedAnswer = readonly [key: QueryKey, data: unknown, error?: SeededRpcError, policy?: SeededPolicy];

export function QuerySeed({ answers, children }: { answers: readonly SeedAnswer[]; children: ReactNode }) {
  // A server component renders once per request: this is when its answers were read, the same time
  // for the server's render and the browser's hydration (views that count from it match).
  // eslint-disable-next-line react-hooks/purity
  const at = Date.now();
  return (
    <SeedCache answers={answers.filter(([, data, error]) => data !== undefined || error !== undefined)} at={at}>
      {children}
    </SeedCache>
  );
}

/** What the server waits for an answer it seeds; one still out after it is left to the browser. */
export const SEED_WAIT_MS = 1_500;

/** `p`'s value, or undefined if it fails or takes longer than `ms`: a slow node never holds the page. */
export function within<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  const timer: { id?: ReturnType<typeof setTimeout> } = {};
  const late = new Promise<undefined>((resolve) => {
    timer.id = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([p.catch(() => undefined), late]).finally(() => clearTimeout(timer.id));
}

/** What JSON makes of a server value (bigints as decimal text), as a route's reply carries it. */
export const asWire = <T,>(v: T): unknown => JSON.parse(jsonStringify(v));

/**
 * A Snowline route's JSON answer, from its handler called in-process (no HTTP): what the hook would fetch.
 * `headers`: the page request's, for a route whose answer depends on who asks (session, local or not).
 */
export async function routeAnswer(
  handler: (req: Request) => Response | Promise<Response>,
  path: string,
  headers?: HeadersInit,
): Promise<unknown> {
  const res = await handler(new Request(`http://app${path}`, { headers }));
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

/** A body that says the node did not answer: not seeded, so the section asks, and says so, itself. */
const saysNodeDown = (data: unknown): boolean => typeof data === 'object' && data !== null && 'nodeDown' in data;

/**
 * A Snowline route's answer under the key its hook reads (`useApiQuery(name, args)`), from `handler`
 * called in-process, for the page to seed; nothing if it fails, is late or says the node is down.
 * `headers`: the page request's, for a route whose answer depends on who asks. Pages use `apiAnswer`
 * (./api-answer.ts), which finds the route's own handler.
 */
export async function handlerAnswer<N extends ApiName>(
  name: N,
  args: ApiArgs<N>,
  handler: (req: Request) => Response | Promise<Response>,
  headers?: HeadersInit,
): Promise<SeedAnswer> {
  const path = apiUrl(name, ...([args] as ApiArgList<N>));
  const data = await within(routeAnswer(handler, path, headers), SEED_WAIT_MS);
  return [apiQueryKey(name, args), saysNodeDown(data) ? undefined : data];
}
