// A small round-robin load balancer for the scale-out test: each request goes to the next backend,
// with the client's address appended to X-Forwarded-For as a reverse proxy does. The test changes
// the backends as it goes (one instance, then two, then the survivor of a kill).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoadBalancer {
  url: string;
  setBackends(urls: string[]): void;
  close(): Promise<void>;
}

export async function loadBalancer(initial: string[]): Promise<LoadBalancer> {
  let backends = initial.map((u) => new URL(u));
  let next = 0;
  // A connection per request: reusing one the backend is closing (keep-alive timeout) would turn a
  // request into a 502 that no instance caused.
  const agent = new http.Agent({ keepAlive: false });
  const server = http.createServer((req, res) => {
    const to = backends[next++ % backends.length];
    if (!to) return void res.writeHead(503).end('no backend\n');
    const xff = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': xff },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setBackends: (urls) => {
      backends = urls.map((u) => new URL(u));
    },
    close: () =>
      new Promise<void>((r) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
