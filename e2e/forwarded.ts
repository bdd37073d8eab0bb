// For specs whose node lies about a few answers: the devnet's own answer to a request, to pass on
// as it is or rewritten.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Forwarded {
  status: number;
  ok: boolean;
  contentType: string;
  text: string;
}

/** Sends `req` (with its `body`, already read) on to `devnet` and reads the answer. */
export async function forwarded(devnet: string, req: IncomingMessage, body: string): Promise<Forwarded> {
  const upstream = await fetch(`${devnet}${req.url}`, {
    method: req.method,
    headers: { 'content-type': String(req.headers['content-type'] ?? 'application/json') },
    body: req.method === 'POST' ? body : undefined,
  });
  const contentType = upstream.headers.get('content-type') ?? 'application/json';
  return { status: upstream.status, ok: upstream.ok, contentType, text: await upstream.text() };
}

/** Answers with the devnet's status and content type, and `text` in place of its body. */
export function passOn(res: ServerResponse, answer: Forwarded, text = answer.text): void {
  res.writeHead(answer.status, { 'content-type': answer.contentType });
  res.end(text);
}
