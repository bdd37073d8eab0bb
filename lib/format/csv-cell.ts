// One CSV cell, safe for spreadsheets: chain data (names, memos, symbols) is untrusted text.

// Every start a spreadsheet reads as a formula: = + - @, and tab and CR (some apps skip them first).
const FORMULA_START = /^[=+\-@\t\r]/;
// The one kind of cell that may start with '-': an exact integer amount, which must stay a number.
const INTEGER = /^-?\d+$/;

/** A cell as spreadsheets read it back: quoted when it would split, never a formula. */
export const csvCell = (v: string | number) => {
  const s = String(v);
  // Quote what would split a cell, and defuse formula starts (`-1+cmd|…` too) for spreadsheet apps.
  const safe = FORMULA_START.test(s) && !INTEGER.test(s) ? `'${s}` : s;
  return /[",\n\r\t]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
