// GET ICM messages newest first (?chain or ?address, ?before, ?limit, ?format=csv).
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('icm.messages');
