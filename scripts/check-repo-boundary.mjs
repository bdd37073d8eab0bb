#!/usr/bin/env node
// Fails when tracked code names a path beside the repository (a sibling directory of the
// working copy, or the spec and facts files kept there): a user's clone has none.
// The unit tests also refuse such reads at run time (scripts/read-guard.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\0')
  .filter(
    (f) =>
      /\.(m?[jt]sx?|json|cjs)$/.test(f) &&
      f !== 'package-lock.json' &&
      !/^scripts\/(check-repo-boundary|read-guard)/.test(f),
  );
const pattern = /(['"`])(?:\.\.\/)+shared\b|node-rpc-interface\.md|avalanchego-facts\.md/;
const hits = [];
for (const f of files) {
  let text;
  try {
    text = readFileSync(f, 'utf8');
  } catch {
    continue;
  }
  text.split('\n').forEach((line, i) => {
    if (pattern.test(line)) hits.push(`${f}:${i + 1}: ${line.trim()}`);
  });
}
if (hits.length > 0) {
  console.error('Code reads beside the repository, which a clone does not have:');
  for (const h of hits) console.error(`  ${h}`);
  process.exit(1);
}
console.log(`${files.length} files checked: none reads beside the repository.`);
