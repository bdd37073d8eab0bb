// Amounts in the history store are exact decimal text: a sum of uint64 outputs (or a uint256 token
// balance) overflows SQLite's INTEGER. Balances are zero-padded to a fixed width so that ordering the
// text orders the numbers (top holders), on SQLite and PostgreSQL alike.

/** Enough digits for any sum of uint64 amounts a chain can hold. */
export const BALANCE_DIGITS = 40;
/** uint256 has 78 digits. */
export const TOKEN_DIGITS = 80;

export function padAmount(v: bigint, digits: number): string {
  // A balance below zero (history started mid-chain) sorts below every positive one ('-' < '0').
  return v < 0n ? `-${(-v).toString().padStart(digits, '0')}` : v.toString().padStart(digits, '0');
}

export function parseAmount(text: unknown): bigint {
  return BigInt(String(text));
}
