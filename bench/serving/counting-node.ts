// A pass-through in front of the devnet that counts the JSON-RPC calls reaching it, by method: what
// the app costs the node.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingNode {
  url: string;
  /** Calls since the last reset, by method. */
  counts(): Map<string, number>;
  reset(): void;
  close(): Promise<void>;
}

export async function startCountingNode(nodeUrl: string): Promise<CountingNode> {
  const target = new URL(nodeUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      try {
        const method = (JSON.parse(body.toString()) as { method?: unknown }).method;
        if (typeof method === 'string') counts.set(method, (counts.get(method) ?? 0) + 1);
      } catch {
        // not JSON-RPC: forwarded all the same
      }
      const up = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers, agent },
        (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
        },
      );
      up.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      up.end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts: () => new Map(counts),
    reset: () => (counts = new Map()),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
