import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';

describe('npm start', () => {
  it('does not adopt a node that merely answers on the devnet port: it says so and stops', async () => {
    let asked = 0;
    const node = http.createServer((_req, res) => {
      asked++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":{}}');
    });
    await new Promise<void>((r) => node.listen(0, '127.0.0.1', r));
    const port = (node.address() as AddressInfo).port;
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, SNOWLINE_DEVNET_PORT: String(port), PORT: '1' };
      delete env.SNOWLINE_NODE_URL;
      const child = spawn(process.execPath, ['scripts/start.mjs', '--dev'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += String(d)));
      child.stderr.on('data', (d) => (out += String(d)));
      const code = await new Promise<number | null>((r) => child.once('exit', r));
      expect(code).toBe(1);
      expect(out).toContain(`Port ${port} is already in use`);
      expect(out).toContain(`SNOWLINE_NODE_URL=http://127.0.0.1:${port}`);
      expect(out).not.toMatch(/Snowline: http/);
      expect(asked).toBe(0);
    } finally {
      await new Promise<void>((r) => node.close(() => r()));
    }
  });
});
