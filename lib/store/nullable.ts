// Nullable columns as both stores read them back: SQL NULL is null, or undefined when absent.
export const numberOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const stringOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
