// The proxy on a web Request (the Next route app/api/node/[...path] and tests); scripts/server.mjs
// serves the same calls before Next with lib/proxy/node-http.ts.
import { readCappedText } from '@/lib/rpc/capped-body';
import { proxyCallerOf } from '@/lib/auth/caller';
import type { NodeGateway } from '@/lib/node';
import { clientAddress } from '@/lib/server/client-address';
import type { ServerConfig } from '@/lib/server/config';
import { answerProxyCall } from './proxy-call';

export interface ProxyDeps {
  config: ServerConfig;
  gateway: NodeGateway;
}

export async function proxyNodeRequest(req: Request, nodePath: string, deps: ProxyDeps): Promise<Response> {
  const reply = await answerProxyCall(
    {
      httpMethod: req.method,
      contentType: req.headers.get('content-type'),
      nodePath,
      readBody: async (max) => (await readCappedText(req.body, req.headers.get('content-length'), max)) ?? 'too-large',
      caller: () => proxyCallerOf(req, deps.config),
      client: clientAddress(req, deps.config) ?? 'unknown',
    },
    deps.gateway,
    { maxBodyBytes: deps.config.proxyMaxBodyBytes },
  );
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}
