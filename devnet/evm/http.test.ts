import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, defineChain, http as viemHttp, parseEther, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { EWOQ_PRIVATE_KEY } from '../genesis/constants';
import { createCChain } from './index';
import type { EvmChain } from './chain';
import { serveEvmHttp } from './http';
import { testContext, type TestContext } from '../core/testing';

/** A tiny server in front of serveEvmHttp, as the devnet server wires it. */
describe('EVM endpoint over HTTP', () => {
  let ctx: TestContext;
  let evm: EvmChain;
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    ctx = testContext();
    evm = await createCChain(ctx);
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void serveEvmHttp(evm, {
          httpMethod: req.method ?? 'GET',
          contentType: req.headers['content-type'],
          body: Buffer.concat(chunks),
        }).then((r) => {
          res.writeHead(r.status, r.headers);
          res.end(r.body);
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ext/bc/C/rpc`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    ctx.db.close();
  });

  it('lets viem read blocks and send a transfer through plain HTTP', async () => {
    const chain = defineChain({
      id: 43112,
      name: 'C',
      nativeCurrency: { name: 'AVAX', symbol: 'AVAX', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
    });
    const client = createPublicClient({ chain, transport: viemHttp(url) });
    const wallet = createWalletClient({
      chain,
      transport: viemHttp(url),
      account: privateKeyToAccount(toHex(EWOQ_PRIVATE_KEY)),
    });
    const hash = await wallet.sendTransaction({
      to: '0x000000000000000000000000000000000000bEEF',
      value: parseEther('2'),
    });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    expect(receipt.status).toBe('success');
    expect((await client.getBlock({ blockNumber: receipt.blockNumber })).transactions).toEqual([hash]);
    expect(await client.getBalance({ address: '0x000000000000000000000000000000000000bEEF' })).toBe(parseEther('2'));
  });

  it('applies geth’s HTTP rules: content type, methods, empty GET, notifications', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });
    const wrongType = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.text()).toBe('invalid content type, only application/json is supported\n');
    expect((await fetch(url, { method: 'PUT', body, headers: { 'content-type': 'application/json' } })).status).toBe(
      405,
    );
    expect((await fetch(url)).status).toBe(200);
    const ok = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(await ok.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0xa868' });
    const note = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', method: 'eth_chainId' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(note.status).toBe(200);
    expect(await note.text()).toBe('');
  });
});
