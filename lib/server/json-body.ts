// The body of a state-changing API request: JSON only (a cross-site form can send text/plain or
// form data without a preflight, never application/json), and never more than the route allows.
import { readCappedText } from '@/lib/rpc/capped-body';

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

export async function readJsonBody(req: Request, maxBytes: number): Promise<JsonBody> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    return { ok: false, status: 415, error: `send the body as application/json (got ${type || 'no content type'})` };
  }
  const tooLarge = { ok: false, status: 413, error: `the body is larger than ${maxBytes} bytes` } as const;
  const text = await readCappedText(req.body, req.headers.get('content-length'), maxBytes);
  if (text === null) return tooLarge;
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: 'the body is not valid JSON' };
  }
}
