// Alert channels (operator only): GET the list (no secrets); POST a channel; PATCH {id, minSeverity};
// DELETE ?id=.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('monitor.channels');
export const POST = nextRoute('monitor.addChannel');
export const PATCH = nextRoute('monitor.channelSeverity');
export const DELETE = nextRoute('monitor.removeChannel');
