// Where "Sign in" links go, and where sign-in returns to: only a path of this site, never another
// site (an open redirect would let a link send the operator anywhere after signing in).

/** `next` if it is a local path (/…, not //… or /\…), else the home page. */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next.startsWith('/signin') ? '/' : next;
}

export function signInHref(returnTo: string): string {
  const back = safeReturnPath(returnTo);
  return back === '/' ? '/signin' : `/signin?next=${encodeURIComponent(back)}`;
}
