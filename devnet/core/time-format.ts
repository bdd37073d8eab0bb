// Go time formats as the node writes them (UTC).

/** Go's time.RFC3339Nano: fraction with trailing zeros trimmed, none when zero. */
export function rfc3339Nano(ms: number): string {
  const iso = new Date(Math.floor(ms)).toISOString(); // 2026-01-02T03:04:05.678Z
  const [base, frac = '000Z'] = iso.split('.');
  const digits = frac.slice(0, 3).replace(/0+$/, '');
  return digits ? `${base}.${digits}Z` : `${base}Z`;
}

/** Go's time.RFC3339 (whole seconds). */
export function rfc3339(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
