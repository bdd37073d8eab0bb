// A TCP pass-through to a server that a test can freeze: while frozen, bytes in both directions are
// held back, as when Redis hangs or the network to it stalls without closing the connection.
import net from 'node:net';

export interface FreezableProxy {
  url: string;
  freeze(): void;
  /** Lets the held bytes through and passes on again. */
  thaw(): void;
  close(): Promise<void>;
}

interface Pipe {
  sockets: net.Socket[];
  flush(): void;
}

export async function freezableProxy(targetUrl: string): Promise<FreezableProxy> {
  const target = new URL(targetUrl);
  let frozen = false;
  const pipes = new Set<Pipe>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    const held: [net.Socket, Buffer][] = [];
    const relay = (from: net.Socket, to: net.Socket) =>
      from.on('data', (d: Buffer) => (frozen ? held.push([to, d]) : to.write(d)));
    relay(client, upstream);
    relay(upstream, client);
    const pipe: Pipe = {
      sockets: [client, upstream],
      flush: () => {
        for (const [to, d] of held.splice(0)) to.write(d);
      },
    };
    pipes.add(pipe);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pipes.delete(pipe);
    };
    for (const s of pipe.sockets) s.on('error', end).on('close', end);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    freeze: () => void (frozen = true),
    thaw: () => {
      frozen = false;
      for (const p of pipes) p.flush();
    },
    close: async () => {
      for (const p of pipes) for (const s of p.sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
