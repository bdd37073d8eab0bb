// The floor P4 and P5 measure Snowline against: an app with nothing in it, built with the installed
// Next in a temp dir inside this repository (so Turbopack finds next and react in its node_modules).
// `/` is an empty page, exactly what Next ships for nothing whatever the version splits into which
// chunk; `/live` holds one client component that marks itself once hydrated, the least a live page
// costs a browser. Built once per run, removed when the process exits.
//
// Built inside the repository, Next also finds Snowline's next.config.mjs and, unless the app has its
// own, Snowline's instrumentation.ts: the empty app would then start a history follower and a monitor
// of its own. Each app built here has an empty one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NEXT_BIN, REPO, startNext, type NextServer } from './next-app';

/** Selector of `/live`'s element once React has hydrated it. */
export const EMPTY_APP_HYDRATED = '[data-empty-app=hydrated]';

/** Keeps Snowline's instrumentation.ts (follower, monitor) out of an app built here. */
const NO_INSTRUMENTATION = { 'instrumentation.ts': 'export function register() {}\n' };

const FILES: Record<string, string> = {
  'package.json': '{ "name": "empty-next", "private": true }\n',
  'app/layout.tsx':
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n' +
    '  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  'app/page.tsx': 'export default function Page() {\n  return <main />;\n}\n',
  'app/live/page.tsx': "import { Live } from './live';\n\nexport default function Page() {\n  return <Live />;\n}\n",
  'app/live/live.tsx':
    "'use client';\nimport { useEffect, useRef } from 'react';\n\n" +
    'export function Live() {\n  const ref = useRef<HTMLElement>(null);\n' +
    "  useEffect(() => ref.current?.setAttribute('data-empty-app', 'hydrated'));\n" +
    '  return <main ref={ref} />;\n}\n',
};

// Snowline's next.config.mjs names the build dir: it must not follow SNOWLINE_DIST_DIR (set to measure
// another build of Snowline), or an app built here is served unbuilt.
export const BENCH_APP_ENV = { NEXT_TELEMETRY_DISABLED: '1', SNOWLINE_DIST_DIR: '' };

/** Builds an app of `files` in a new dir under .tmp (removed when the process exits); returns the dir. */
export function buildBenchApp(name: string, files: Record<string, string>): string {
  fs.mkdirSync(path.join(REPO, '.tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(REPO, '.tmp', `${name}-`));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries({ ...NO_INSTRUMENTATION, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...BENCH_APP_ENV },
  });
  if (result.status !== 0) throw new Error(`${name} build failed: ${result.stderr || result.stdout}`);
  return dir;
}

let built: string | undefined;

/** Serves the empty app (built on first use) while `measure` runs. */
export async function withEmptyNextApp<T>(measure: (server: NextServer) => Promise<T>): Promise<T> {
  built ??= buildBenchApp('empty-next', FILES);
  const server = await startNext({ dir: built, env: BENCH_APP_ENV });
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}
