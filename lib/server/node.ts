// The server's own node client (server components, route handlers, OG images). It reads the
// configured upstream through the same coalescer and immutable cache as the proxy, so a page
// render and a browser refresh asking the same thing reach the node once.
import { createNodeClient, type NodeClient } from '@/lib/client';
import { stableStringify, type UpstreamReply } from '@/lib/proxy/coalesce';
import { proxyDeps } from '@/lib/proxy/instance';
import { findMethod, immutableWithoutTip } from '@/lib/registry';

const globalKey = Symbol.for('snowline.serverNodeClient');
type WithClient = typeof globalThis & { [globalKey]?: NodeClient };

function cachingFetch(): typeof fetch {
  const deps = proxyDeps();
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    let body: { id?: unknown; method?: string; params?: unknown } | undefined;
    try {
      body = raw ? (JSON.parse(raw) as typeof body) : undefined;
    } catch {
      body = undefined;
    }
    if (!body?.method) return fetch(input, init);
    const def = findMethod(body.method);
    // Same key shape as the proxy (node path, method, params) so both share entries.
    const nodePath = url.startsWith(deps.config.nodeUrl) ? url.slice(deps.config.nodeUrl.length) : url;
    const key = `${nodePath}\n${body.method}\n${stableStringify(body.params ?? null)}`;
    const reply = (result: unknown) =>
      new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    if (def?.cache === 'immutable' && deps.cache?.has(key)) return reply(deps.cache.get(key));

    const upstream: UpstreamReply = await deps.coalescer!.run(key, async () => {
      const res = await fetch(input, init);
      const text = await res.text();
      try {
        return { status: res.status, json: JSON.parse(text) as UpstreamReply['json'] };
      } catch {
        return { status: res.status, text };
      }
    });
    if (upstream.json) {
      const { result, error } = upstream.json;
      if (def && !error && immutableWithoutTip(def, body.params, result)) deps.cache?.set(key, result);
      // Each caller gets its own id back, as if it had made the call alone.
      return new Response(JSON.stringify({ ...upstream.json, id: body.id }), {
        status: upstream.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(upstream.text ?? '', { status: upstream.status, headers: { 'content-type': 'text/plain' } });
  };
}

/** Server-side typed client for the configured node. */
export function serverNodeClient(): NodeClient {
  const g = globalThis as WithClient;
  g[globalKey] ??= createNodeClient({
    url: proxyDeps().config.nodeUrl,
    timeoutMs: proxyDeps().config.proxyTimeoutMs,
    fetch: cachingFetch(),
  });
  return g[globalKey];
}
