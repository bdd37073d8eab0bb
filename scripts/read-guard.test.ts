import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusedRead } from './read-guard';

const opts = { repoRoot: '/work/snowline', siblings: ['docs', 'notes.md'], tempRoots: ['/tmp'] };

describe('test read guard', () => {
  it('refuses what lies beside the repository, such as a sibling directory', () => {
    expect(refusedRead('../docs/spec/interface.md', opts)).toMatch(/beside the repository/);
    expect(refusedRead('/work/notes.md', opts)).toMatch(/beside the repository/);
    expect(refusedRead('/home/someone/secret', opts)).toMatch(/outside the repository/);
  });

  it('allows the repository, temporary directories and system files', () => {
    expect(refusedRead('lib/registry/index.ts', opts)).toBeUndefined();
    expect(refusedRead('/tmp/snowline-test-1/devnet.sqlite', opts)).toBeUndefined();
    expect(refusedRead('/proc/self/status', opts)).toBeUndefined();
  });

  it('is installed in this worker: a read outside the repository throws before touching the disk', () => {
    expect(() => readFileSync('/snowline-read-guard-probe/file')).toThrow(/test read refused/);
    expect(() => readFileSync(path.resolve(__dirname, '..', 'package.json'))).not.toThrow();
  });
});
