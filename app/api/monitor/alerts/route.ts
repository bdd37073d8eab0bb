// GET recent alerts (?nodeID=&limit=) with their webhook delivery state; POST {retry: id} to resend.
import { getAlerts, postAlertRetry } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';
import { serverConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(req: Request): Response {
  return getAlerts(req, monitor());
}
export function POST(req: Request): Promise<Response> {
  return postAlertRetry(req, monitor(), serverConfig());
}
