// Graded alert history: open episodes and notifications with their delivery states (?subject=, ?limit=).
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('monitor.notifications');
