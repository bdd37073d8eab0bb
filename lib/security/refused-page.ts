// What a refused request reads (429 over the client's rate, 503 busy, 400 bad path): a page request
// gets a styled page of its own that asks again by itself once Retry-After has passed (a meta
// refresh: no script, so the CSP has nothing to allow), an API request a JSON error. Never a bare
// text page. Static text only: nothing of the request is echoed.

export interface RefusalBody {
  contentType: string;
  body: string;
}

const TITLES: Record<number, string> = {
  400: 'This address cannot be read',
  429: 'A moment, please',
  503: 'Busy just now',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function refusedPage(status: number, message: string, retryAfterSeconds?: number): string {
  const title = TITLES[status] ?? 'Request refused';
  const retry = retryAfterSeconds !== undefined && retryAfterSeconds > 0;
  const wait = retry ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${retry ? `<meta http-equiv="refresh" content="${retryAfterSeconds}">\n` : ''}<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Snowline</title>
<style>
:root{color-scheme:light dark;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;color:#0f172a}
main{max-width:32rem;margin:1rem;padding:2rem;border:1px solid #e2e8f0;border-radius:.75rem;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.05)}
h1{margin:0 0 .5rem;font-size:1.25rem}
p{margin:.5rem 0;line-height:1.5;color:#475569}
a{color:#e84142}
.brand{font-weight:600;letter-spacing:-.01em;color:#0f172a;text-decoration:none}
@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}main{background:#0f172a;border-color:#1e293b}p{color:#94a3b8}.brand{color:#e2e8f0}}
</style>
</head>
<body>
<main data-testid="refused-page" data-status="${status}">
<a class="brand" href="/">Snowline</a>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${
  retry
    ? `<p data-testid="refused-retry">This page loads again by itself in ${wait}.</p>\n<p><a href="">Try now</a> · <a href="/">Dashboard</a></p>`
    : `<p><a href="/">Back to the dashboard</a></p>`
}
</main>
</body>
</html>
`;
}

/** The body of a refusal to a page or route that is not the node proxy (that one answers JSON-RPC). */
export function refusalBody(path: string, status: number, message: string, retryAfterSeconds?: number): RefusalBody {
  if (path === '/api' || path.startsWith('/api/')) {
    return {
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ error: message, ...(retryAfterSeconds !== undefined && { retryAfterSeconds }) }),
    };
  }
  return { contentType: 'text/html; charset=utf-8', body: refusedPage(status, message, retryAfterSeconds) };
}
