/** A block list's `?from=<height>`: a decimal height, or null (the live list) for anything else. */
export function fromParam(raw: string | string[] | undefined): bigint | null {
  return typeof raw === 'string' && /^\d{1,20}$/.test(raw) ? BigInt(raw) : null;
}
