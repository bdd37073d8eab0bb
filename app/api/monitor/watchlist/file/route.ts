// The watchlist as a JSON file: GET exports it; POST imports one (write access needed).
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('monitor.exportWatchlist');
export const POST = nextRoute('monitor.importWatchlist');
