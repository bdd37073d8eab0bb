// GET an ICM or Warp message by id: its events, decoded payload and timeline.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('icm.message');
