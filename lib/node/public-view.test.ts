import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CALLER } from '@/lib/auth/caller';
import { readNodeConfig } from './config';
import { createNodeGateway, SERVER_SELF } from './gateway';
import { createNodeMetrics } from './metrics';
import { HIDDEN_CHECK_ERROR, publicResult } from './public-view';
import { testServerConfig } from '@/lib/server/testing/server-config';

const PEER = {
  ip: '10.9.8.7:9651',
  publicIP: '203.0.113.7:9651',
  nodeID: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
  version: 'avalanchego/1.13.0',
  lastSent: '2026-01-01T00:00:00Z',
  lastReceived: '2026-01-01T00:00:00Z',
  observedUptime: '99',
};
const HEALTH = {
  healthy: false,
  checks: {
    network: { message: { connectedPeers: 3 }, timestamp: '2026-01-01T00:00:00Z', duration: 1000 },
    bootstrapped: {
      message: 'beacon 10.9.8.7:9651 unreachable',
      error: { message: 'not bootstrapped: dial tcp 10.9.8.7:9651' },
      contiguousFailures: 4,
    },
  },
};

const VALIDATOR = {
  txID: '2NoCxa7Ag5ZcvW8ZsKXZyx8CULLqs4htHLrTqAgNH6EVByEVGU',
  nodeID: PEER.nodeID,
  startTime: '1700000000',
  endTime: '1900000000',
  weight: '2000000000000',
  uptime: '99.5000',
  connected: true,
};

let calls = 0;
const fakeFetch: typeof fetch = async (_input, init) => {
  calls++;
  const { id, method } = JSON.parse(String(init?.body)) as { id: number; method: string };
  const result =
    method === 'info.peers'
      ? { numPeers: '1', peers: [PEER] }
      : method === 'platform.getCurrentValidators'
        ? { validators: [VALIDATOR] }
        : HEALTH;
  return new Response(JSON.stringify({ jsonrpc: '2.0', id, result }), {
    headers: { 'content-type': 'application/json' },
  });
};

function gateway(embeddedDevnet = false) {
  const config = readNodeConfig(
    {},
    testServerConfig({
      nodeUrl: 'http://127.0.0.1:9650',
      proxyMaxBodyBytes: 4096,
      proxyTimeoutMs: 1_000,
      embeddedDevnet,
    }),
  );
  return createNodeGateway({ config, fetch: fakeFetch, metrics: createNodeMetrics(new Registry()) });
}

describe('public view of answers about the node and its peers', () => {
  it('blanks peers’ addresses for the public and keeps them for the operator, from one cached answer', async () => {
    const g = gateway();
    const pub = await g.call({ path: '/ext/info', method: 'info.peers', params: {}, caller: PUBLIC_CALLER });
    const op = await g.call({ path: '/ext/info', method: 'info.peers', params: {}, caller: SERVER_SELF });
    if (!pub.ok || !op.ok) throw new Error('expected answers');
    expect(JSON.parse(pub.json).peers[0]).toEqual({ ...PEER, ip: '', publicIP: '' });
    expect(pub.json).not.toMatch(/10\.9\.8\.7|203\.0\.113\.7/);
    expect(JSON.parse(op.json).peers[0]).toEqual(PEER);
    expect(calls).toBe(1);
  });

  it('keeps health checks’ names, states and timing for the public, not their messages or errors', async () => {
    const g = gateway();
    const pub = await g.call({ path: '/ext/health', method: 'health.health', params: {}, caller: PUBLIC_CALLER });
    if (!pub.ok) throw new Error('expected an answer');
    expect(JSON.parse(pub.json)).toEqual({
      healthy: false,
      checks: {
        network: { timestamp: '2026-01-01T00:00:00Z', duration: 1000 },
        bootstrapped: { error: HIDDEN_CHECK_ERROR, contiguousFailures: 4 },
      },
    });
    const op = await g.call({ path: '/ext/health', method: 'health.health', params: {}, caller: SERVER_SELF });
    if (!op.ok) throw new Error('expected an answer');
    expect(op.json).toContain('10.9.8.7');
  });

  it('leaves out validators’ connected state for the public (the node’s own id would be the one left), not for the operator', async () => {
    const g = gateway();
    const call = (caller: typeof PUBLIC_CALLER) =>
      g.call({ path: '/ext/bc/P', method: 'platform.getCurrentValidators', params: {}, caller });
    const pub = await call(PUBLIC_CALLER);
    const op = await call(SERVER_SELF);
    if (!pub.ok || !op.ok) throw new Error('expected answers');
    const { connected: _connected, ...rest } = VALIDATOR;
    expect(JSON.parse(pub.json).validators).toEqual([rest]);
    expect(JSON.parse(op.json).validators).toEqual([VALIDATOR]);
  });

  it('keeps validators’ connected state for everyone on Snowline’s own devnet', async () => {
    const pub = await gateway(true).call({
      path: '/ext/bc/P',
      method: 'platform.getCurrentValidators',
      params: {},
      caller: PUBLIC_CALLER,
    });
    if (!pub.ok) throw new Error('expected an answer');
    expect(JSON.parse(pub.json).validators).toEqual([VALIDATOR]);
  });
});

describe('publicResult (a page seeding its first answers into its HTML)', () => {
  it("cuts a parsed answer as the proxy cuts a public caller's", () => {
    const peers = publicResult('info.peers', { numPeers: 1, peers: [PEER] });
    expect(peers.peers[0]).toMatchObject({ ip: '', publicIP: '', nodeID: PEER.nodeID, version: PEER.version });
    const validator = { nodeID: PEER.nodeID, weight: 2000n, connected: true };
    const cut = publicResult('platform.getCurrentValidators', { validators: [validator] });
    expect(cut.validators[0]).toEqual({ nodeID: PEER.nodeID, weight: 2000n });
    // The embedded devnet keeps `connected` (it has no identity to hide); other methods pass unchanged.
    expect(publicResult('platform.getCurrentValidators', { validators: [validator] }, { keepConnected: true })).toEqual(
      {
        validators: [validator],
      },
    );
    const fee = { txFee: 1000n };
    expect(publicResult('info.getTxFee', fee)).toBe(fee);
  });
});
