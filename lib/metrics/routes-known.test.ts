// Every page and route handler of the app has its own label: a route added later without one would
// be counted as `other`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeLabel } from './http-requests';

function appRoutes(dir: string, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) found.push(...appRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`));
    else if (/^(page|route)\.tsx?$/.test(entry.name)) found.push(prefix || '/');
  }
  return found;
}

describe('route labels', () => {
  it('cover every route of the app', () => {
    const routes = appRoutes(path.resolve('app'));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      // A sample path: each dynamic segment filled in.
      const sample = route.replace(/\[\.\.\.\w+\]/g, 'a/b').replace(/\[\w+\]/g, 'x1');
      const expected = route.startsWith('/api/node') ? '/api/node/[...path]' : route;
      expect(routeLabel(sample), route).toBe(expected);
    }
  });
});
