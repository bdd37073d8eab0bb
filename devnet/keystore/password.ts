// Password rules of AvalancheGo's keystore (utils/password/password.go): non-empty, at most 1024
// bytes, and a zxcvbn score of at least 2 ("Fair") on the first 50 bytes only (the node caps the
// checked length because zxcvbn slows down sharply on long inputs).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { NodeError } from '../core/contracts';

const MAX_PASSWORD_BYTES = 1024;
const MAX_CHECKED_PASSWORD_BYTES = 50;
/** password.OK = Fair. */
const MIN_PASSWORD_SCORE = 2;

const ERR_EMPTY_PASSWORD = 'empty password';
const ERR_PASSWORD_TOO_LONG = `password exceeds maximum length of ${MAX_PASSWORD_BYTES} chars`;
const ERR_WEAK_PASSWORD = 'password is too weak';

let zxcvbn: ZxcvbnFactory | undefined;

function estimator(): ZxcvbnFactory {
  // Built lazily: loading the dictionaries takes a noticeable moment and most runs never create users.
  zxcvbn ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
  return zxcvbn;
}

/** Go slices strings by bytes; a cut through a multi-byte rune decodes to U+FFFD, close enough for scoring. */
function firstBytes(s: string, n: number): string {
  const b = Buffer.from(s, 'utf8');
  return b.length <= n ? s : b.subarray(0, n).toString('utf8');
}

function passwordScore(password: string): number {
  return estimator().check(firstBytes(password, MAX_CHECKED_PASSWORD_BYTES)).score;
}

/** password.IsValid(pw, OK): throws the node's error for the first rule broken. */
export function checkPassword(password: string): void {
  const len = Buffer.byteLength(password, 'utf8');
  if (len === 0) throw new NodeError(ERR_EMPTY_PASSWORD);
  if (len > MAX_PASSWORD_BYTES) throw new NodeError(ERR_PASSWORD_TOO_LONG);
  if (passwordScore(password) < MIN_PASSWORD_SCORE) throw new NodeError(ERR_WEAK_PASSWORD);
}
