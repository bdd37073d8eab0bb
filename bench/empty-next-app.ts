// The floor P4 and P5 measure Snowline against: an app with nothing in it, built with the installed
// Next in a temp dir inside this repository (so Turbopack finds next and react in its node_modules).
// `/` is an empty page, exactly what Next ships for nothing whatever the version splits into which
// chunk; `/live` holds one client component that marks itself once hydrated, the least a live page
// costs a browser. Built once per run, removed when the process exits.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NEXT_BIN, REPO, startNext, type NextServer } from './next-app';

/** Selector of `/live`'s element once React has hydrated it. */
export const EMPTY_APP_HYDRATED = '[data-empty-app=hydrated]';

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

// Next finds Snowline's next.config.mjs from inside the repository too: its build dir must not follow
// SNOWLINE_DIST_DIR (set to measure another build of Snowline), or the empty app is served unbuilt.
const EMPTY_APP_ENV = { NEXT_TELEMETRY_DISABLED: '1', SNOWLINE_DIST_DIR: '' };

let built: string | undefined;

function build(): string {
  fs.mkdirSync(path.join(REPO, '.tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(REPO, '.tmp', 'empty-next-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...EMPTY_APP_ENV },
  });
  if (result.status !== 0) throw new Error(`empty app build failed: ${result.stderr || result.stdout}`);
  return dir;
}

/** Serves the empty app (built on first use) while `measure` runs. */
export async function withEmptyNextApp<T>(measure: (server: NextServer) => Promise<T>): Promise<T> {
  built ??= build();
  const server = await startNext({ dir: built, env: EMPTY_APP_ENV });
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}
