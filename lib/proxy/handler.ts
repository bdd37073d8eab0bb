// The proxy on a web Request (the Next route app/api/node/[...path] and tests); scripts/server.mjs
// serves the same calls before Next with lib/proxy/node-http.ts.
import { proxyCallerOf } from '@/lib/auth/caller';
import type { NodeGateway } from '@/lib/node';
import type { ServerConfig } from '@/lib/server/config';
import { answerProxyCall } from './proxy-call';

export interface ProxyDeps {
  config: ServerConfig;
  gateway: NodeGateway;
}

async function readBodyLimited(req: Request, maxBytes: number): Promise<string | 'too-large'> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return 'too-large';
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function proxyNodeRequest(req: Request, nodePath: string, deps: ProxyDeps): Promise<Response> {
  const reply = await answerProxyCall(
    {
      httpMethod: req.method,
      contentType: req.headers.get('content-type'),
      nodePath,
      readBody: (max) => readBodyLimited(req, max),
      caller: () => proxyCallerOf(req, deps.config),
    },
    deps.gateway,
    { maxBodyBytes: deps.config.proxyMaxBodyBytes },
  );
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}
