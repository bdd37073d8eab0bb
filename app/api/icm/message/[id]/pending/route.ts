// GET why a sent message is pending: the source's validator set against the quorum, and who signed.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('icm.pending');
