// GET ICM messages newest first (?chain or ?address, ?before, ?limit, ?format=csv).
import { appIcmApi } from '@/lib/icm/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(req: Request): Promise<Response> {
  return appIcmApi().messages(req);
}
