// How one route of Snowline's own HTTP API is declared: its method, its path in Next's `[segment]` form,
// and the types of its query, body and reply. The types live only in the declaration (never at run
// time): the server's `reply` (./reply.ts) and the browser's `apiFetch` (./fetch.ts) both read them,
// so the two sides cannot drift apart without the compiler saying so.
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query string's values as a route declares them: absent, empty or undefined ones are left out. */
type QueryShape = Record<string, string | number | undefined>;

/** What a route declares besides its method and path. */
export interface RouteShape {
  /** The reply's body as the server builds it (bigints allowed: they travel as decimal text). */
  reply: unknown;
  query?: QueryShape;
  body?: unknown;
}

declare const types: unique symbol;

export interface ApiRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends RouteShape = RouteShape,
> {
  readonly method: M;
  readonly path: P;
  /** Types only: never set at run time. */
  readonly [types]?: S;
}

/**
 * Declares a route: `defineRoute<{ query: Q; reply: R }>()('GET', '/api/history/node/[nodeId]')`. The
 * shape comes first (written out); the method and path are inferred as literals.
 */
export const defineRoute =
  <S extends RouteShape>() =>
  <const M extends HttpMethod, const P extends string>(method: M, path: P): ApiRoute<M, P, S> => ({ method, path });

type Segments<P extends string> = P extends `${string}[${infer K}]${infer Rest}` ? K | Segments<Rest> : never;

/** The path's `[segment]`s, each a string (encoded into the URL by apiUrl). */
export type PathParams<P extends string> = { [K in Segments<P>]: string };

/**
 * A value as JSON carries it: bigints become decimal text (the server's `reply` writes them so), the
 * rest keeps its shape. The browser receives `Wire<R>` of a route's reply `R`.
 */
export type Wire<T> = T extends bigint
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? Wire<U>[]
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;

type ShapeOf<R> = R extends ApiRoute<HttpMethod, string, infer S> ? S : never;
export type RouteReply<R> = ShapeOf<R>['reply'];
/** The declared query, or undefined where the route declares none. */
export type RouteQuery<R> = 'query' extends keyof ShapeOf<R> ? ShapeOf<R>['query'] : undefined;
/** The declared body (`unknown` for a file sent as it is), or undefined where the route takes none. */
export type RouteBody<R> = 'body' extends keyof ShapeOf<R> ? ShapeOf<R>['body'] : undefined;
export type RoutePath<R> = R extends ApiRoute<HttpMethod, infer P> ? P : never;
