// GET the watchlist with each node's state; POST {nodeID, threshold?} to watch; DELETE ?nodeID= to stop.
import { deleteWatch, getWatchlist, postWatch } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';
import { serverConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(): Response {
  return getWatchlist(monitor(), serverConfig());
}
export function POST(req: Request): Promise<Response> {
  return postWatch(req, monitor(), serverConfig());
}
export function DELETE(req: Request): Response {
  return deleteWatch(req, monitor(), serverConfig());
}
