// Every link to an entity page is built by lib/explorer/urls.ts, so links across pages agree. This
// reads the string and template literals of components/ and app/ (comments do not count) and fails on
// any that starts an entity path by hand.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { urls } from './urls';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['components', 'app'];
/** A path under an entity section: `/x/…`, `/validators/…`, `/search?…`; section roots such as `/l1s` are fine. */
const ENTITY_PATH = /^\/(x|p|c|validators|l1s|index|search)[/?]/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'api' && dir.endsWith('app') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Text of every string literal (JSX attributes too) and every template's leading part, with its line. */
function literalTexts(file: string, code: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      out.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    } else if (ts.isTemplateExpression(node)) {
      out.push({ text: node.head.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function handBuiltEntityPaths(file: string, code: string): string[] {
  return literalTexts(file, code)
    .filter((l) => ENTITY_PATH.test(l.text))
    .map((l) => `${path.relative(ROOT, file)}:${l.line}: ${l.text}`);
}

describe('entity links', () => {
  it('are all built by lib/explorer/urls.ts', () => {
    const found = SCANNED.flatMap((d) => sourceFiles(path.join(ROOT, d))).flatMap((f) =>
      handBuiltEntityPaths(f, fs.readFileSync(f, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('the scan finds a hand-built link in a template, an attribute or a call, and ignores comments', () => {
    const code = [
      'const a = <Link href={`/p/tx/${id}`} />;',
      'const b = <Link href="/validators/watchlist" />;',
      "router.push('/search?q=' + q);",
      '// see /x/tx/<id>',
      '/** `/c/blocks/<n>` */',
      "const ok = <Link href={urls.tx('P', id)} />;",
      "const root = '/l1s';",
    ].join('\n');
    expect(handBuiltEntityPaths(path.join(ROOT, 'components/x.tsx'), code).map((s) => s.split(': ')[1])).toEqual([
      '/p/tx/',
      '/validators/watchlist',
      '/search?q=',
    ]);
  });

  it('urls builds the paths the scan forbids elsewhere', () => {
    expect(urls.validator('NodeID-abc')).toBe('/validators/NodeID-abc');
    expect(urls.validator('NodeID-abc', '11111111111111111111111111111111LpoYY')).toBe('/validators/NodeID-abc');
    expect(urls.validator('NodeID-abc', 'sub')).toBe('/validators/NodeID-abc?subnet=sub');
    expect(urls.validators()).toBe('/validators');
    expect(urls.validators({ subnetID: 'sub', view: 'pending' })).toBe('/validators?subnet=sub&view=pending');
    expect(urls.watchlist()).toBe('/validators/watchlist');
  });
});
