// A watched validator's condition settings: GET ?nodeID= (with the server's defaults); POST {nodeID, settings}.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('monitor.settings');
export const POST = nextRoute('monitor.saveSettings');
