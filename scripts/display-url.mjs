// A node URL as logs may show it: scheme, host and port only. Credentials, the query (API keys) and
// the path (where some providers carry the key) are never printed.

/** @param {string} url */
export function displayUrl(url) {
  if (!URL.canParse(url)) return '(not a URL)';
  const u = new URL(url);
  const more = u.pathname !== '/' || u.search ? '/…' : '';
  return `${u.protocol}//${u.host}${more}`;
}
