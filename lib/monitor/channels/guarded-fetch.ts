// The `fetch` alert deliveries use: node's http(s) client with the target policy's lookup, so a
// webhook connects only to an address the policy allowed (fetch itself takes no lookup). It follows
// no redirect and reads no body: a delivery needs the status only.
import http from 'node:http';
import https from 'node:https';
import { checkHostLiteral, guardedLookup, privateTargetsAllowed } from './target-policy';

export function guardedFetch(allowPrivate = privateTargetsAllowed()): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    checkHostLiteral(url.hostname, allowPrivate);
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
    if (!client) throw new TypeError(`unsupported scheme ${url.protocol}`);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? init.body : undefined;
    return await new Promise<Response>((resolve, reject) => {
      const req = client.request(
        url,
        {
          method: init.method ?? 'GET',
          headers,
          lookup: guardedLookup(allowPrivate) as never,
          signal: init.signal ?? undefined,
        },
        (res) => {
          res.resume();
          const status = res.statusCode ?? 502;
          resolve(new Response(null, { status: status >= 200 && status <= 599 ? status : 502 }));
        },
      );
      req.on('error', (e) => reject(init.signal?.aborted ? init.signal.reason : e));
      req.end(body);
    });
  }) as typeof fetch;
}
