// Reads an HTTP body as text, but never more than `maxBytes`: a request to Snowline or a node's
// reply alike. A declared length over the cap is refused before reading; an undeclared one is read
// until it passes the cap, and the stream is then cancelled.

/** The body as UTF-8 text, or null when it is larger than `maxBytes`. */
export async function readCappedText(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: string | null,
  maxBytes: number,
): Promise<string | null> {
  if (Number(declaredLength ?? 0) > maxBytes) {
    await body?.cancel().catch(() => undefined);
    return null;
  }
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
