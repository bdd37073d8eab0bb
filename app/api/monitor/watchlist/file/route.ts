// The watchlist as a JSON file: GET exports it; POST imports one (write access needed).
import { exportWatchlist, importWatchlist } from '@/lib/monitor/watchlist-file';
import { withMonitor } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';
import { serverConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = (req: Request) => withMonitor(monitor, (m) => exportWatchlist(req, m, { config: serverConfig() }));
export const POST = (req: Request) => withMonitor(monitor, (m) => importWatchlist(req, m, { config: serverConfig() }));
