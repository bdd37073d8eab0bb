// Unit tests may read only the repository, system files and temporary directories: a user's clone has
// nothing beside it. Installed in every Vitest worker (vitest.config.ts); a read outside throws.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SYSTEM_ROOTS = ['/proc', '/dev', '/sys', '/usr', '/etc', '/lib', '/lib64', '/bin', '/sbin', '/opt', '/run'];

export interface ReadGuardOptions {
  repoRoot: string;
  /** Entries beside the repository when the guard was made (sibling directories and files of the working copy): never readable. */
  siblings: readonly string[];
  tempRoots: readonly string[];
}

/** Why a read of `target` is refused, or undefined when it is allowed. */
export function refusedRead(target: string, o: ReadGuardOptions): string | undefined {
  const abs = path.resolve(o.repoRoot, target);
  const inside = (root: string) => abs === root || abs.startsWith(root.endsWith('/') ? root : `${root}/`);
  if (inside(o.repoRoot)) return undefined;
  const parent = path.dirname(o.repoRoot);
  if (o.siblings.some((s) => inside(path.join(parent, s)))) return `${abs} lies beside the repository`;
  if (o.tempRoots.some(inside) || SYSTEM_ROOTS.some(inside)) return undefined;
  return `${abs} lies outside the repository`;
}

export function installReadGuard(repoRoot: string): void {
  const parent = path.dirname(repoRoot);
  const siblings = fs.readdirSync(parent).filter((e) => path.join(parent, e) !== repoRoot);
  const tmp = tmpdir();
  const opts: ReadGuardOptions = { repoRoot, siblings, tempRoots: [tmp, fs.realpathSync(tmp)] };
  const check = (p: unknown) => {
    if (typeof p !== 'string' && !(p instanceof URL)) return;
    const target = p instanceof URL ? p.pathname : p;
    const why = refusedRead(target, opts);
    if (why) throw new Error(`test read refused: ${why}. Keep what tests need inside the repository.`);
  };
  const wrap = <T extends (...args: never[]) => unknown>(fn: T): T =>
    function (this: unknown, ...args: Parameters<T>) {
      check(args[0]);
      return fn.apply(this, args);
    } as T;
  const guard = <O extends object>(o: O, names: readonly (keyof O & string)[]) => {
    for (const name of names) {
      (o as Record<string, unknown>)[name] = wrap(o[name] as (...args: never[]) => unknown);
    }
  };
  guard(fs, ['readFileSync', 'readFile', 'openSync', 'open', 'createReadStream', 'readdirSync', 'readdir']);
  guard(fs.promises, ['readFile', 'open', 'readdir']);
  syncBuiltinESMExports();
}
