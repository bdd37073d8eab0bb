// Where "Sign in" links go, and where sign-in returns to: only a path of this site, never another
// site (an open redirect would let a link send the operator anywhere after signing in).

// A stand-in origin: a return path must resolve against it and stay on it.
const HERE = 'https://snowline.invalid';
// Control characters (tabs and newlines, which URL parsers drop) and backslashes (read as slashes).
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * `next` if it is a path of this site, else the home page. It is judged as a browser would read it
 * (tabs dropped, backslashes as slashes, dot segments resolved), and refused when it, or its
 * percent-decoded form, could start a protocol-relative URL (`//host`).
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || UNSAFE.test(next)) return '/';
  let u: URL;
  let decoded: string;
  try {
    u = new URL(next, HERE);
    decoded = decodeURIComponent(u.pathname);
  } catch {
    return '/';
  }
  if (u.origin !== HERE || u.pathname.startsWith('//') || decoded.startsWith('//') || UNSAFE.test(decoded)) return '/';
  if (u.pathname === '/signin' || u.pathname.startsWith('/signin/')) return '/';
  return u.pathname + u.search + u.hash;
}

export function signInHref(returnTo: string): string {
  const back = safeReturnPath(returnTo);
  return back === '/' ? '/signin' : `/signin?next=${encodeURIComponent(back)}`;
}
