import { describe, expect, it } from 'vitest';
import { readServerConfig } from '@/lib/server/config';
import { requestFrom } from '@/lib/server/testing/request-from';
import type { HistoryStore } from '@/lib/store/history/records';
import { startAfreshApi } from './start-afresh-api';

const env = (e: Record<string, string>) => readServerConfig(e as unknown as NodeJS.ProcessEnv);
const devnet = env({ SNOWLINE_NODE_URL: 'http://127.0.0.1:9650', SNOWLINE_EMBEDDED_DEVNET: '1' });
const publicNode = env({ SNOWLINE_NODE_URL: 'https://node.example:9650' });

function setup(config = devnet) {
  const calls: boolean[] = [];
  const history = {
    startAfresh: async (keepAside: boolean) => {
      calls.push(keepAside);
      return { keptAs: keepAside ? '/data/history-20261127T001500Z.sqlite' : null };
    },
  } as unknown as HistoryStore;
  const api = startAfreshApi({ config, following: () => true, history: async () => history });
  return { api, calls };
}

const post = (peer: string, body: unknown, headers: Record<string, string> = {}) =>
  requestFrom(peer, 'http://127.0.0.1:3000/api/history/start-afresh', {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('starting a fresh history index', () => {
  it('is done from this machine on the embedded devnet, keeping the old history aside or not', async () => {
    const { api, calls } = setup();
    const res = await api.post(post('127.0.0.1', { keepAside: true }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ started: true, keptAs: '/data/history-20261127T001500Z.sqlite' });
    expect((await api.post(post('127.0.0.1', { keepAside: false }))).status).toBe(200);
    expect(calls).toEqual([true, false]);
    expect(await (await api.get(post('127.0.0.1', {}))).json()).toEqual({ policy: 'open' });
  });

  it('is refused to another machine, to a public deployment, to a cross-site page, and to a bad body', async () => {
    const { api, calls } = setup();
    const far = await api.post(post('203.0.113.9', { keepAside: false }));
    expect(far.status).toBe(403);
    expect((await far.json()).error).toMatch(/only from this machine/);
    const crossSite = await api.post(post('127.0.0.1', { keepAside: false }, { 'sec-fetch-site': 'cross-site' }));
    expect(crossSite.status).toBe(403);
    expect((await api.post(post('127.0.0.1', { keepAside: 'yes' }))).status).toBe(400);
    const pub = setup(publicNode);
    expect((await pub.api.post(post('127.0.0.1', { keepAside: false }))).status).toBe(403);
    expect(calls).toEqual([]);
    expect(pub.calls).toEqual([]);
  });
});
