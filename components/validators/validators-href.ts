// Links within the validators page, shared by the server's table and the browser's controls (no imports,
// so a control carries nothing else).

export const VIEWS = [
  { key: 'current', label: 'Current' },
  { key: 'pending', label: 'Pending' },
  { key: 'at', label: 'At a past height' },
] as const;
export type ViewKey = (typeof VIEWS)[number]['key'];

/** `/validators` with the given params, empty ones left out, in a stable order (sort before dir). */
export function validatorsHref(params: Record<string, string | number | null | undefined>): string {
  const qs = new URLSearchParams();
  for (const k of ['subnet', 'view', 'q', 'sort', 'dir', 'page', 'height']) {
    const v = params[k];
    if (v !== null && v !== undefined && v !== '') qs.set(k, String(v));
  }
  const s = qs.toString();
  return s ? `/validators?${s}` : '/validators';
}
