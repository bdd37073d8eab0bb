// Whether a configured secret (the operator token, the metrics token) is hard enough to guess to be
// the only thing between the public and the node's admin methods: long, drawn from a wide enough
// alphabet to hold 128 bits, and not built from runs (`aaaaaa`, `123456`, `abcdef`) or few letters.
// `openssl rand -hex 32` passes; `operator-token-0123456789abcdef` does not.

const MIN_LENGTH = 32;
const MIN_BITS = 128;
const MIN_DISTINCT = 8;
// A run this long of one character or of consecutive ones (either way) is a pattern, not chance:
// in a random hex token of 64 characters one turns up about once in 10,000 tokens.
const MAX_RUN = 5;

const CLASSES: [RegExp, number][] = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/[0-9]/, 10],
  [/[^a-zA-Z0-9]/, 33],
];

function longestRun(token: string): number {
  let longest = 1;
  let same = 1;
  let up = 1;
  let down = 1;
  for (let i = 1; i < token.length; i++) {
    const step = token.charCodeAt(i) - token.charCodeAt(i - 1);
    same = step === 0 ? same + 1 : 1;
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    longest = Math.max(longest, same, up, down);
  }
  return longest;
}

/** What is wrong with `token` as the secret named `name`, or null when it will do. */
export function weakTokenProblem(name: string, token: string): string | null {
  const advice = `use at least ${MIN_LENGTH} random characters, e.g. the output of \`openssl rand -hex 32\``;
  if (token.length < MIN_LENGTH) return `${name} is too short (${token.length} characters): ${advice}`;
  // Hex is read as hex (16 symbols), whatever classes it happens to show.
  const alphabet = /^[0-9a-f]+$/i.test(token)
    ? 16
    : CLASSES.reduce((n, [re, size]) => (re.test(token) ? n + size : n), 0);
  const bits = token.length * Math.log2(alphabet);
  const distinct = new Set(token).size;
  if (bits < MIN_BITS || distinct < MIN_DISTINCT || longestRun(token) > MAX_RUN) {
    return `${name} is too easy to guess: ${advice}`;
  }
  return null;
}
