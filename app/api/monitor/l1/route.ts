// Watched L1 validators: GET; POST {validationID} or {nodeID, subnetID}; DELETE ?validationID=.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('monitor.l1Watches');
export const POST = nextRoute('monitor.watchL1');
export const DELETE = nextRoute('monitor.unwatchL1');
