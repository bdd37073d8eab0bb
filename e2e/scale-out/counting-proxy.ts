// A pass-through in front of the node that counts the JSON-RPC calls Snowline sends it, by method:
// what "N instances cost the node about what one costs" is measured with.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Calls so far (every method). */
  total(): number;
  byMethod(): Map<string, number>;
  close(): Promise<void>;
}

export async function countingProxy(nodeUrl: string): Promise<CountingProxy> {
  const target = new URL(nodeUrl);
  const counts = new Map<string, number>();
  let total = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let methods: string[] = ['(not JSON-RPC)'];
      try {
        const parsed = JSON.parse(body.toString('utf8')) as { method?: string } | { method?: string }[];
        methods = (Array.isArray(parsed) ? parsed : [parsed]).map((c) => String(c.method));
      } catch {
        // counted as what it is
      }
      for (const m of methods) counts.set(m, (counts.get(m) ?? 0) + 1);
      total += methods.length;
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502).end();
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    total: () => total,
    byMethod: () => new Map(counts),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
