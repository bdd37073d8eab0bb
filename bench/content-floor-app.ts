// The floor of a route's own content (P6): what the route shows once interactive (its DOM, taken in the
// browser at that moment) and its stylesheets, served by an otherwise empty Next app with no client code.
// React hydrates those server-rendered elements and nothing else, so this is what any page showing the
// same content in this framework costs a browser. A route's time over this one is what Snowline's own
// code (client components, data loading, server render) adds to its content.
import type { Page } from '@playwright/test';
import { BENCH_APP_ENV, buildBenchApp } from './empty-next-app';
import { startNext, type NextServer } from './next-app';

/** An element as the floor app renders it again: tag, attributes as the DOM has them, children. */
type DomNode = string | [string, Record<string, string>, DomNode[]];

export interface ContentSnapshot {
  html: Record<string, string>;
  body: [string, Record<string, string>, DomNode[]];
  /** Absolute URLs of the page's stylesheets. */
  stylesheets: string[];
}

// Evaluated in the page as a string: the bench's compiler would wrap named helpers in one the page lacks.
// Scripts and head elements are left out (the floor app has its own); so are whitespace text nodes where
// HTML allows none (React would refuse them when hydrating).
const SNAPSHOT = `(() => {
  const skip = new Set(['SCRIPT', 'NOSCRIPT', 'TEMPLATE', 'STYLE', 'LINK', 'META', 'TITLE']);
  const noText = new Set(['TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'COLGROUP', 'SELECT']);
  const attrs = (el) =>
    Object.fromEntries([...el.attributes].filter((a) => a.name !== 'nonce').map((a) => [a.name, a.value]));
  const walk = (el) => {
    const kids = [];
    for (const c of el.childNodes) {
      if (c.nodeType === 3 && !(noText.has(el.tagName) && !c.data.trim())) kids.push(c.data);
      else if (c.nodeType === 1 && !skip.has(c.tagName)) kids.push(walk(c));
    }
    return [el.localName, attrs(el), kids];
  };
  return {
    html: attrs(document.documentElement),
    body: walk(document.body),
    stylesheets: [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.href),
  };
})()`;

/** The page's content as it is now (call it once the page is interactive). */
export function snapshotContent(page: Page): Promise<ContentSnapshot> {
  return page.evaluate(SNAPSHOT) as Promise<ContentSnapshot>;
}

// Attributes as React props: only what React would render differently if passed as the DOM names them.
const RENDER_TSX = `import { createElement, type ReactNode } from 'react';

type DomNode = string | [string, Record<string, string>, DomNode[]];

const BOOLEAN: Record<string, string> = {
  hidden: 'hidden', disabled: 'disabled', required: 'required', multiple: 'multiple', open: 'open',
  inert: 'inert', selected: 'selected', readonly: 'readOnly', autofocus: 'autoFocus', novalidate: 'noValidate',
};

function styleOf(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const decl of css.split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const name = decl.slice(0, i).trim();
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = decl.slice(i + 1).trim();
  }
  return style;
}

export function propsOf(tag: string, attrs: Record<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'class') props.className = value;
    else if (name === 'for') props.htmlFor = value;
    else if (name === 'style') props.style = styleOf(value);
    else if (name === 'value' && (tag === 'input' || tag === 'select')) props.defaultValue = value;
    else if (name === 'checked') props.defaultChecked = true;
    else if (BOOLEAN[name] && value === '') props[BOOLEAN[name]] = true;
    else props[name] = value;
  }
  return props;
}

export function render(node: DomNode, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attrs, kids] = node;
  const props = { ...propsOf(tag, attrs), key };
  if (tag === 'textarea') return createElement(tag, { ...props, defaultValue: kids.join('') });
  return createElement(tag, props, ...kids.map((k, i) => render(k, i)));
}
`;

const FILES: Record<string, string> = {
  'package.json': '{ "name": "content-floor", "private": true }\n',
  'app/render.tsx': RENDER_TSX,
  'app/layout.tsx': `import fs from 'node:fs';
import path from 'node:path';
import { propsOf } from './render';
import './content.css';

export default function RootLayout({ children }: { children: React.ReactNode }) {
  const shell = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content', 'shell.json'), 'utf8'));
  return (
    <html {...propsOf('html', shell.html)}>
      <body {...propsOf('body', shell.body)}>{children}</body>
    </html>
  );
}
`,
  'app/r/[n]/page.tsx': `import fs from 'node:fs';
import path from 'node:path';
import { render } from '../../render';

export const dynamic = 'force-dynamic';

export default async function Page({ params }: { params: Promise<{ n: string }> }) {
  const { n } = await params;
  const body = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content', \`\${Number(n)}.json\`), 'utf8'));
  return <>{body[2].map(render)}</>;
}
`,
};

/**
 * Builds the floor app for `snapshots` (served at /r/<index>, with every stylesheet they use) and
 * serves it while `measure` runs.
 */
export async function withContentFloorApp<T>(
  snapshots: ContentSnapshot[],
  measure: (floorUrl: (index: number) => string) => Promise<T>,
): Promise<T> {
  const hrefs = [...new Set(snapshots.flatMap((s) => s.stylesheets))];
  const css = await Promise.all(hrefs.map(async (href) => (await fetch(href)).text()));
  const content: Record<string, string> = {
    'app/content.css': css.join('\n'),
    'content/shell.json': JSON.stringify({ html: snapshots[0]?.html ?? {}, body: snapshots[0]?.body[1] ?? {} }),
  };
  snapshots.forEach((s, i) => (content[`content/${i}.json`] = JSON.stringify(s.body)));
  const dir = buildBenchApp('content-floor', { ...FILES, ...content });
  let server: NextServer | undefined;
  try {
    server = await startNext({ dir, env: BENCH_APP_ENV });
    const url = server.url;
    return await measure((i) => `${url}/r/${i}`);
  } finally {
    await server?.stop();
  }
}
