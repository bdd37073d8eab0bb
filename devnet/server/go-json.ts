// Go encoding/json behaviour the node's JSON-RPC layer shows on the wire: a json.Decoder reads the
// first JSON value of the body (anything after it is ignored), reports syntax errors with Go's
// messages, and the encoder writes compact HTML-safe JSON.

const MAX_DEPTH = 10000;

export type ScanResult =
  | { ok: true; start: number; end: number; topMembers: { key: string; start: number; end: number }[] }
  | { ok: false; message: string };

const isSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHex = (c: number): boolean => isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);

/** Go's quoteChar: how a byte is shown in "invalid character …" messages. */
function quoteChar(c: number): string {
  if (c === 0x27) return `'\\''`;
  if (c === 0x22) return `'"'`;
  const named: Record<number, string> = {
    0x07: '\\a',
    0x08: '\\b',
    0x0c: '\\f',
    0x0a: '\\n',
    0x0d: '\\r',
    0x09: '\\t',
    0x0b: '\\v',
    0x5c: '\\\\',
  };
  const n = named[c];
  if (n) return `'${n}'`;
  if (c < 0x20 || c === 0x7f) return `'\\x${c.toString(16).padStart(2, '0')}'`;
  // Bytes >= 0x80 become the rune U+0080..U+00FF; strconv.Quote escapes the unprintable ones.
  if (c >= 0x80 && (c < 0xa1 || c === 0xad)) return `'\\u00${c.toString(16).padStart(2, '0')}'`;
  return `'${String.fromCharCode(c)}'`;
}

class ScanError extends Error {}
const invalid = (c: number, context: string): ScanError =>
  new ScanError(`invalid character ${quoteChar(c)} ${context}`);
const unexpectedEOF = (): ScanError => new ScanError('unexpected EOF');

/** Scans the first JSON value of `b` (iteratively, so deep nesting cannot overflow the stack). */
export function scanFirstValue(b: Uint8Array): ScanResult {
  const n = b.length;
  let i = 0;
  const skipWs = (): void => {
    while (i < n && isSpace(b[i] as number)) i++;
  };
  const at = (): number => {
    if (i >= n) throw unexpectedEOF();
    return b[i] as number;
  };
  const scanString = (): void => {
    i++; // opening quote
    for (;;) {
      const c = at();
      if (c === 0x22) {
        i++;
        return;
      }
      if (c < 0x20) throw invalid(c, 'in string literal');
      if (c === 0x5c) {
        i++;
        const e = at();
        if (e === 0x75) {
          i++;
          for (let k = 0; k < 4; k++) {
            const h = at();
            if (!isHex(h)) throw invalid(h, 'in \\u hexadecimal character escape');
            i++;
          }
          continue;
        }
        if (![0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74].includes(e)) throw invalid(e, 'in string escape code');
      }
      i++;
    }
  };
  const digitsOrEnd = (topLevel: boolean): boolean => {
    // true when the input ended inside a top-level number, which a Decoder accepts.
    if (i >= n) {
      if (topLevel) return true;
      throw unexpectedEOF();
    }
    return false;
  };
  const scanNumber = (topLevel: boolean): void => {
    if (b[i] === 0x2d) {
      i++;
      const c = at();
      if (!isDigit(c)) throw invalid(c, 'in numeric literal');
    }
    if (b[i] === 0x30) i++;
    else while (i < n && isDigit(b[i] as number)) i++;
    if (digitsOrEnd(topLevel)) return;
    if (b[i] === 0x2e) {
      i++;
      const c = at();
      if (!isDigit(c)) throw invalid(c, 'after decimal point in numeric literal');
      while (i < n && isDigit(b[i] as number)) i++;
      if (digitsOrEnd(topLevel)) return;
    }
    if (b[i] === 0x65 || b[i] === 0x45) {
      i++;
      if (b[i] === 0x2b || b[i] === 0x2d) i++;
      const c = at();
      if (!isDigit(c)) throw invalid(c, 'in exponent of numeric literal');
      while (i < n && isDigit(b[i] as number)) i++;
    }
  };
  const scanLiteral = (word: string): void => {
    i++;
    for (let k = 1; k < word.length; k++) {
      const c = at();
      if (c !== word.charCodeAt(k)) throw invalid(c, `in literal ${word} (expecting '${word[k]}')`);
      i++;
    }
  };

  try {
    skipWs();
    if (i >= n) return { ok: false, message: 'EOF' };
    const start = i;
    const stack: number[] = [];
    const topMembers: { key: string; start: number; end: number }[] = [];
    let pendingKey: string | undefined;
    let valueStart = -1;
    type Expect = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'after';
    let expect = 'value' as Expect;
    const valueDone = (): void => {
      expect = 'after';
      if (stack.length === 1 && stack[0] === 0x7b && pendingKey !== undefined && valueStart >= 0) {
        topMembers.push({ key: pendingKey, start: valueStart, end: i });
        pendingKey = undefined;
        valueStart = -1;
      }
    };
    /** The close bracket at `i` ends the innermost container, which is then a finished value. */
    const closeContainer = (): void => {
      stack.pop();
      i++;
      valueDone();
    };
    for (;;) {
      if (expect === 'after' && stack.length === 0) return { ok: true, start, end: i, topMembers };
      skipWs();
      const c = at();
      switch (expect) {
        case 'valueOrClose':
        case 'value': {
          if (expect === 'valueOrClose' && c === 0x5d) {
            closeContainer();
            break;
          }
          if (stack.length === 1 && stack[0] === 0x7b) valueStart = i;
          if (c === 0x7b || c === 0x5b) {
            stack.push(c);
            if (stack.length > MAX_DEPTH) throw invalid(c, 'exceeded max depth');
            i++;
            expect = c === 0x7b ? 'keyOrClose' : 'valueOrClose';
          } else if (c === 0x22) {
            scanString();
            valueDone();
          } else if (c === 0x2d || isDigit(c)) {
            scanNumber(stack.length === 0);
            valueDone();
          } else if (c === 0x74) {
            scanLiteral('true');
            valueDone();
          } else if (c === 0x66) {
            scanLiteral('false');
            valueDone();
          } else if (c === 0x6e) {
            scanLiteral('null');
            valueDone();
          } else {
            throw invalid(c, 'looking for beginning of value');
          }
          break;
        }
        case 'keyOrClose':
        case 'key': {
          if (expect === 'keyOrClose' && c === 0x7d) {
            closeContainer();
            break;
          }
          if (c !== 0x22) throw invalid(c, 'looking for beginning of object key string');
          const ks = i;
          scanString();
          if (stack.length === 1) pendingKey = JSON.parse(Buffer.from(b.subarray(ks, i)).toString('utf8')) as string;
          expect = 'colon';
          break;
        }
        case 'colon':
          if (c !== 0x3a) throw invalid(c, 'after object key');
          i++;
          expect = 'value';
          break;
        case 'after': {
          const top = stack[stack.length - 1];
          if (c === 0x2c) {
            i++;
            expect = top === 0x7b ? 'key' : 'value';
          } else if ((top === 0x7b && c === 0x7d) || (top === 0x5b && c === 0x5d)) {
            closeContainer();
          } else {
            throw invalid(c, top === 0x7b ? 'after object key:value pair' : 'after array element');
          }
          break;
        }
      }
    }
  } catch (e) {
    if (e instanceof ScanError) return { ok: false, message: e.message };
    throw e;
  }
}

/** Go's JSON type name of a value in "cannot unmarshal X into …" messages. */
export function goJsonKind(v: unknown): string {
  if (Array.isArray(v)) return 'array';
  if (v === null) return 'null';
  if (typeof v === 'object') return 'object';
  if (typeof v === 'boolean') return 'bool';
  return typeof v; // 'number' | 'string'
}

/** Removes insignificant whitespace from valid JSON text, as Go's encoder does for json.RawMessage. */
export function compactJson(raw: string): string {
  let out = '';
  let inStr = false;
  for (let k = 0; k < raw.length; k++) {
    const ch = raw[k] as string;
    if (inStr) {
      out += ch;
      if (ch === '\\') {
        out += raw[k + 1] ?? '';
        k++;
      } else if (ch === '"') inStr = false;
    } else if (ch === '"') {
      inStr = true;
      out += ch;
    } else if (ch !== ' ' && ch !== '\n' && ch !== '\r' && ch !== '\t') out += ch;
  }
  return out;
}

/** Go's encoder escapes <, >, & and U+2028/2029 inside strings (they only occur inside strings). */
export function htmlSafe(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

const BIG = '\u0000bigint\u0000';
const BIG_RE = /"\\u0000bigint\\u0000(-?\d+)"/g;

/** JSON text for a handler result: bigint becomes a bare number (plain uint64 fields), HTML-safe like Go. */
export function encodeJson(value: unknown): string {
  let text: string | undefined;
  try {
    // Most results hold no bigint; the replacer costs a call per value, so try without it first.
    text = JSON.stringify(value);
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? BIG + v.toString() : v))?.replace(
      BIG_RE,
      '$1',
    );
  }
  return htmlSafe(text ?? 'null');
}
