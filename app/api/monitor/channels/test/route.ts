// "Send a test" (operator only): POST {id} sends one test message to that channel now.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const POST = nextRoute('monitor.testChannel');
