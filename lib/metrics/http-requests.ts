// What the HTTP server counts: requests and their latency by route. The route label is the app's
// route template (`/x/tx/[id]`), never the raw path, so a crawler walking a million addresses adds
// no series; paths that match no route are `other`, build assets `asset`.
import { Histogram, type Registry } from 'prom-client';
import { sharedMetric } from './registry';
import { tallyCounter } from './tally';
import { isProxyPath } from '@/lib/server/proxy-path';

const SEGMENT = '[^/]+';
// Templates of the app's routes (app/**/page.tsx, route.ts) and of the server's own answers.
const ROUTES: readonly string[] = [
  '/',
  '/admin',
  '/api/auth/session',
  '/api/blocks/[chain]',
  '/api/health/live',
  '/api/health/ready',
  '/api/history/address/[address]',
  '/api/history/asset/[asset]',
  '/api/history/contract/[address]',
  '/api/history/node/[nodeId]',
  '/api/history/start-afresh',
  '/api/history/stats',
  '/api/history/status',
  '/api/history/token-list',
  '/api/history/tokens',
  '/api/monitor/alerts',
  '/api/monitor/channels',
  '/api/monitor/channels/test',
  '/api/monitor/history/[nodeId]',
  '/api/monitor/icm',
  '/api/monitor/l1',
  '/api/monitor/notifications',
  '/api/monitor/settings',
  '/api/monitor/watchlist',
  '/api/monitor/watchlist/file',
  '/api/network/stats',
  '/api/recent/[chain]',
  '/api/evm/[chain]/blocks/[ref]/txs',
  '/api/evm/[chain]/recent',
  '/api/index/[chain]/[kind]',
  '/api/l1s',
  '/api/icm/message/[id]',
  '/api/icm/message/[id]/pending',
  '/api/icm/message/[id]/signatures',
  '/api/icm/messages',
  '/api/l1s/[id]/validators',
  '/api/utxos/[address]',
  '/c',
  '/c/address/[address]',
  '/c/blocks',
  '/c/blocks/[ref]',
  '/c/token/[token]',
  '/c/tx/[hash]',
  '/c/tokens',
  '/console',
  '/evm',
  '/evm/[chain]',
  '/evm/[chain]/blocks',
  '/evm/[chain]/address/[address]',
  '/evm/[chain]/blocks/[ref]',
  '/evm/[chain]/token/[address]',
  '/evm/[chain]/tokens',
  '/evm/[chain]/tx/[hash]',
  '/fees',
  '/genesis',
  '/index',
  '/icm',
  '/icm/[id]',
  '/index/[chain]/[kind]',
  '/keystore',
  '/l1s',
  '/l1s/[id]',
  '/l1s/blockchain/[id]',
  '/metrics',
  '/node',
  '/node-unreachable',
  '/p',
  '/p/address/[address]',
  '/p/blocks',
  '/p/blocks/[ref]',
  '/p/tx/[id]',
  '/peers',
  '/search',
  '/signin',
  '/status',
  '/tx/decode',
  '/validators',
  '/validators/[nodeId]',
  '/validators/watchlist',
  '/x',
  '/x/address/[address]',
  '/x/asset/[id]',
  '/x/blocks',
  '/x/blocks/[ref]',
  '/x/tx/[id]',
];

// Static segments win over dynamic ones, as in Next (`/validators/watchlist` before `/validators/[nodeId]`).
const dynamicCount = (route: string) => route.split('[').length;
const MATCHERS: readonly [RegExp, string][] = [...ROUTES]
  .sort((a, b) => dynamicCount(a) - dynamicCount(b))
  .map((route) => {
    const source = route
      .split('/')
      .map((s) => (/^\[\w+\]$/.test(s) ? SEGMENT : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    // A page's Open Graph image is counted under the page's route.
    return [new RegExp(`^${source === '' ? '/' : source}(?:/opengraph-image(?:-\\w+)?)?/?$`), route];
  });

/** The node proxy's route label. */
export const PROXY_ROUTE = '/api/node/[...path]';

/** The route label of a request path (query ignored). */
export function routeLabel(url: string): string {
  const q = url.search(/[?#]/);
  const path = q === -1 ? url : url.slice(0, q);
  if (isProxyPath(path)) return PROXY_ROUTE;
  if (/^\/(?:_next\/|favicon\.ico$|icon\.svg$|robots\.txt$)/.test(path)) return 'asset';
  for (const [re, route] of MATCHERS) if (re.test(path)) return route;
  return 'other';
}

export interface HttpMetrics {
  request(route: string, method: string, status: number, seconds: number): void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);
const STATUS_CLASS = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

export function createHttpMetrics(registry: Registry): HttpMetrics {
  const requests = tallyCounter({
    name: 'snowline_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status class.',
    labelNames: ['route', 'method', 'status'],
    registry,
  });
  const latency = new Histogram({
    name: 'snowline_http_request_duration_seconds',
    help: 'Time from a request arriving to its response being sent, by route template.',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    request(route, method, status, seconds) {
      // Methods are bounded to what browsers send; anything else is one series.
      const m = METHODS.has(method) ? method : 'OTHER';
      requests.inc(route, m, STATUS_CLASS[Math.floor(status / 100)] ?? `${Math.floor(status / 100)}xx`);
      latency.observe({ route }, seconds);
    },
  };
}

/** The process's HTTP metrics, on the shared registry. */
export function httpMetrics(): HttpMetrics {
  return sharedMetric('snowline_http', createHttpMetrics);
}
