// Request metrics label by route template, so the series stay few whatever paths clients ask for.
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createHttpMetrics, routeLabel } from './http-requests';

describe('route labels', () => {
  it('name the route, not the path', () => {
    expect(routeLabel('/')).toBe('/');
    expect(routeLabel('/x/tx/2oGdz?tab=raw')).toBe('/x/tx/[id]');
    expect(routeLabel('/c/address/0xabc/')).toBe('/c/address/[address]');
    expect(routeLabel('/x/tx/2oGdz/opengraph-image')).toBe('/x/tx/[id]');
    expect(routeLabel('/validators/watchlist')).toBe('/validators/watchlist');
    expect(routeLabel('/validators/NodeID-7Xhw2')).toBe('/validators/[nodeId]');
    expect(routeLabel('/api/node/ext/bc/X')).toBe('/api/node/[...path]');
    expect(routeLabel('/api/health/ready')).toBe('/api/health/ready');
    expect(routeLabel('/metrics')).toBe('/metrics');
    expect(routeLabel('/console?method=platform.getHeight')).toBe('/console');
    expect(routeLabel('/_next/static/chunks/a.js')).toBe('asset');
  });

  it('put every unknown path in one series', () => {
    expect(routeLabel('/wp-admin/setup.php')).toBe('other');
    // Not a proxied call (the guard takes it for a page too): Next's 404.
    expect(routeLabel('/api/node')).toBe('other');
    expect(routeLabel('/x/tx/a/b/c')).toBe('other');
    expect(routeLabel('/metrics.php')).toBe('other');
  });
});

describe('HTTP metrics', () => {
  it('count requests by route, method and status class, and time them', async () => {
    const registry = new Registry();
    const m = createHttpMetrics(registry);
    m.request('/x/tx/[id]', 'GET', 200, 0.02);
    m.request('/x/tx/[id]', 'GET', 404, 0.01);
    m.request('/x/tx/[id]', 'BREW', 400, 0.01);
    const text = await registry.metrics();
    expect(text).toContain('snowline_http_requests_total{route="/x/tx/[id]",method="GET",status="2xx"} 1');
    expect(text).toContain('snowline_http_requests_total{route="/x/tx/[id]",method="GET",status="4xx"} 1');
    expect(text).toContain('snowline_http_requests_total{route="/x/tx/[id]",method="OTHER",status="4xx"} 1');
    expect(text).toContain('snowline_http_request_duration_seconds_count{route="/x/tx/[id]"} 3');
  });
});
