// The URL of a service Snowline connects to (PostgreSQL, Redis), from its env var: a clear error
// when it is not a URL, or not one of the service's schemes.

export function serviceUrl(
  envVar: string,
  raw: string,
  s: { protocols: readonly string[]; schemes: string; example: string; hint?: string },
): URL {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error(`${envVar} is not a URL: expected ${s.example}`);
  }
  if (!s.protocols.includes(u.protocol)) {
    throw new Error(`${envVar} must be ${s.schemes} URL, got ${u.protocol}…${s.hint ? ` ${s.hint}` : ''}`);
  }
  return u;
}
