// Postgres advisory locks are named by a 64-bit integer; Snowline derives it from a readable name.
import { createHash } from 'node:crypto';

/** The advisory-lock key of `name`, as a decimal string (pg passes it as a bigint parameter). */
export function advisoryLockKey(name: string): string {
  return createHash('sha256').update(`snowline:${name}`).digest().readBigInt64BE(0).toString();
}
