// The operator session cookie: httpOnly (no script reads it), SameSite=Strict (no other site's page
// sends it), Path=/, with the session's expiry. Over https it is Secure and named with the __Host-
// prefix, which the browser accepts only from this exact host over https.
const SESSION_COOKIE = 'snowline_session';
const SECURE_SESSION_COOKIE = '__Host-snowline_session';

/** Session ids are 32 random bytes, base64url: anything else in the cookie is ignored unread. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function sessionCookie(id: string, o: { expiresMs: number; secure: boolean; nowMs?: number }): string {
  const maxAge = Math.max(0, Math.floor((o.expiresMs - (o.nowMs ?? Date.now())) / 1000));
  const attrs = [
    `${o.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE}=${id}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAge}`,
    `Expires=${new Date(o.expiresMs).toUTCString()}`,
  ];
  if (o.secure) attrs.push('Secure');
  return attrs.join('; ');
}

/** Set-Cookie values that delete the session cookie, under both names. */
export function clearedSessionCookies(secure: boolean): string[] {
  const gone = 'Path=/; HttpOnly; SameSite=Strict; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  return [`${SECURE_SESSION_COOKIE}=; ${gone}; Secure`, ...(secure ? [] : [`${SESSION_COOKIE}=; ${gone}`])];
}

/** The session id a request carries, from a cookie lookup (a Cookie header, or next/headers' cookies()). */
export function sessionIdFrom(cookie: (name: string) => string | undefined): string | null {
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const v = cookie(name);
    if (v !== undefined && SESSION_ID.test(v)) return v;
  }
  return null;
}

/** A lookup into a raw Cookie header. */
export function cookieHeaderLookup(header: string | null): (name: string) => string | undefined {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!jar.has(name)) jar.set(name, part.slice(eq + 1).trim());
  }
  return (name) => jar.get(name);
}
