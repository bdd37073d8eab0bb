// GET who signed a delivered message: the aggregate its delivery tx carried, against the signing set.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('icm.signatures');
