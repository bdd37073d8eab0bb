// POST /api/node/ext/... mirrors the node's own paths (see lib/proxy/handler.ts).
import { proxyNodeRequest } from '@/lib/proxy/handler';
import { proxyDeps } from '@/lib/proxy/instance';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ path: string[] }> };

async function handle(req: Request, ctx: Ctx): Promise<Response> {
  const { path } = await ctx.params;
  // serviceForPath recognises only the node's own path shapes; anything else is a 404.
  const nodePath = '/' + path.join('/');
  return proxyNodeRequest(req, nodePath, proxyDeps());
}

export { handle as POST, handle as GET, handle as PUT, handle as DELETE, handle as PATCH };
