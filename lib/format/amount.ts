// Exact display of token amounts: integer smallest units scaled by the asset's denomination.
// All arithmetic stays in bigint; a float would round balances above 2^53.

export interface AmountOptions {
  /** Symbol appended after the number, e.g. `AVAX`. */
  symbol?: string;
  /** Cut the fraction to this many digits (rounding toward zero), for compact tables. Default: all digits. */
  maxFractionDigits?: number;
  /** Group the integer part in thousands (default true). */
  grouping?: boolean;
}

function group(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A count or other integer grouped in thousands: "20,000", as toLocaleString('en-US') writes it but
 * without Intl, whose first formatter costs a page tens of ms of locale data at start-up.
 */
export function formatCount(n: number | bigint): string {
  // Only the integer digits: grouping all of "1234.5678" would write "1,234.5,678".
  return n.toString().replace(/^-?\d+/, group);
}

/** formatAmount(1_500_000_000n, 9, { symbol: 'AVAX' }) → "1.5 AVAX". */
export function formatAmount(value: bigint, denomination: number, opts: AmountOptions = {}): string {
  if (!Number.isInteger(denomination) || denomination < 0 || denomination > 255) {
    throw new RangeError(`denomination must be an integer in [0, 255], got ${denomination}`);
  }
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(denomination + 1, '0');
  const intPart = digits.slice(0, digits.length - denomination);
  let frac = digits.slice(digits.length - denomination).replace(/0+$/, '');
  if (opts.maxFractionDigits !== undefined && frac.length > opts.maxFractionDigits) {
    frac = frac.slice(0, opts.maxFractionDigits).replace(/0+$/, '');
  }
  const int = opts.grouping === false ? intPart : group(intPart);
  const text = `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
  return opts.symbol ? `${text} ${opts.symbol}` : text;
}

/** Parses a decimal string in display units back to smallest units, exactly; throws on bad input or excess precision. */
export function parseAmount(text: string, denomination: number): bigint {
  const m = /^\s*(\d[\d,]*)?(?:\.(\d*))?\s*$/.exec(text);
  if (!m || (m[1] === undefined && !m[2])) throw new Error(`not an amount: "${text}"`);
  const int = (m[1] ?? '0').replaceAll(',', '');
  const frac = m[2] ?? '';
  if (frac.length > denomination) throw new Error(`at most ${denomination} decimal places`);
  return BigInt(int + frac.padEnd(denomination, '0'));
}

/** AVAX has 9 decimals: 1 AVAX = 10^9 nAVAX. */
const AVAX_DENOMINATION = 9;

export function formatAvax(nAvax: bigint, opts: Omit<AmountOptions, 'symbol'> = {}): string {
  return formatAmount(nAvax, AVAX_DENOMINATION, { ...opts, symbol: 'AVAX' });
}

export function formatNAvax(nAvax: bigint): string {
  return `${group(nAvax.toString())} nAVAX`;
}
