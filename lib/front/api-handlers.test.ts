import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoutes, type ApiName } from '@/lib/api';

const APP_API = path.join(process.cwd(), 'app/api');
/** Routes outside the map: the node proxy, and the health probes an orchestrator reads. */
const OUTSIDE_THE_MAP = ['node/[...path]/route.ts', 'health/live/route.ts', 'health/ready/route.ts'];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? routeFiles(full) : e.name === 'route.ts' ? [full] : [];
  });
}

/** Each `export const METHOD = nextRoute('name')` of a route file, as `METHOD name`. */
function exportsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b(.*)$/gm)].map(
    ([, method, rest]) => `${method} ${/^ = nextRoute\('([\w.]+)'\);$/.exec(rest!)?.[1] ?? '(by hand)'}`,
  );
}

describe("Snowline's own API, declared once", () => {
  it('every route file under app/api serves routes of the map, through the map', () => {
    const served = new Map<string, string[]>();
    for (const file of routeFiles(APP_API)) {
      const rel = path.relative(APP_API, file).split(path.sep).join('/');
      if (!OUTSIDE_THE_MAP.includes(rel)) served.set(`/api/${rel.replace(/\/?route\.ts$/, '')}`, exportsOf(file));
    }
    const declared = new Map<string, string[]>();
    for (const [name, route] of Object.entries(apiRoutes) as [ApiName, (typeof apiRoutes)[ApiName]][]) {
      declared.set(route.path, [...(declared.get(route.path) ?? []), `${route.method} ${name}`]);
    }
    expect(Object.fromEntries([...served].map(([p, e]) => [p, [...e].sort()]))).toEqual(
      Object.fromEntries([...declared].map(([p, e]) => [p, [...e].sort()])),
    );
  });
});
