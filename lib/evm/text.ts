// Chain text (token names, symbols, revert strings, string arguments) as plain display text: control
// and direction marks shown as visible escapes, so a string cannot smuggle terminal escapes or flip
// the text around it; length bounded. React renders it as text, never as HTML.

const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** `s` with control and bidi characters as `\u{…}` escapes, cut to `max` characters (with an ellipsis). */
export function displayText(s: string, max = 256): string {
  const visible = s.replace(HIDDEN, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
  return visible.length > max ? `${visible.slice(0, max)}…` : visible;
}

/** A short label (name, symbol): hidden characters dropped, whitespace trimmed; null when nothing is left. */
export function labelText(s: string | null | undefined, max = 64): string | null {
  if (typeof s !== 'string') return null;
  const t = s.replace(HIDDEN, '').trim();
  if (!t) return null;
  return t.length > max ? t.slice(0, max) : t;
}
