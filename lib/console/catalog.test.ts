import { describe, expect, it } from 'vitest';
import { allMethods, findMethod, resolveMethod } from '@/lib/registry';
import { catalog, lifecycleNote } from './catalog';
import { curlCommand } from './curl';
import { carriesCredentials, formModelOf } from './form-model';
import { isShareable } from './share';
import { readShareQuery, shareQuery } from './share-query';
import { defaultTargetOf, nodePathOf } from './target';

describe('console catalog', () => {
  it('offers every method to a signed-in operator, grouped by service', () => {
    const groups = catalog(allMethods, { operator: true });
    expect(groups.flatMap((g) => g.methods)).toHaveLength(allMethods.length);
    expect(groups.map((g) => g.service)).toContain('admin');
  });

  it('offers no node-specific method to anyone else', () => {
    const offered = catalog(allMethods, { operator: false }).flatMap((g) => g.methods);
    expect(offered.some((m) => m.nodeSpecific)).toBe(false);
    expect(offered.map((m) => m.service)).not.toContain('admin');
    expect(offered.map((m) => m.service)).not.toContain('keystore');
    expect(offered.map((m) => m.method)).toContain('platform.getHeight');
  });

  it('searches names and summaries, every word', () => {
    const found = catalog(allMethods, { operator: true }, 'platform height').flatMap((g) =>
      g.methods.map((m) => m.method),
    );
    expect(found).toContain('platform.getHeight');
    expect(found.every((m) => m.startsWith('platform.'))).toBe(true);
  });

  it('marks deprecated and removed methods with what replaces them', () => {
    expect(lifecycleNote(findMethod('keystore.createUser')!)).toMatch(/removed in v1\.12\.2/);
    expect(lifecycleNote(findMethod('avm.getBalance')!)).toMatch(/Deprecated since v1\.9\.12.*getUTXOs/);
    expect(lifecycleNote(findMethod('platform.getHeight')!)).toBeNull();
    // The three the node dropped lately, each with its version and what to use instead.
    expect(lifecycleNote(findMethod('keystore.listUsers')!)).toMatch(/removed in v1\.12\.2.*Use keys kept in a wallet/);
    expect(lifecycleNote(findMethod('avm.getAddressTxs')!)).toMatch(/removed in v1\.13\.1.*Use an indexer/);
    expect(lifecycleNote(findMethod('warp_getMessage')!)).toMatch(/Deprecated since v1\.15\.0.*Use ACP-118 signature/);
  });
});

describe('shared calls and curl', () => {
  it('puts a read call in a URL query and reads it back', () => {
    const call = { method: 'avm.getTx', params: { txID: 'abc', encoding: 'json' }, target: { chain: 'X' } };
    expect(readShareQuery(new URLSearchParams(shareQuery(call)))).toEqual(call);
    const index = { method: 'index.getLastAccepted', params: {}, target: { index: 'P/block' as const } };
    expect(readShareQuery(new URLSearchParams(shareQuery(index)))).toEqual(index);
  });

  it('ignores params that are not JSON and an index that does not exist', () => {
    expect(readShareQuery(new URLSearchParams('method=info.getNetworkID&params={x&index=Q/tx'))).toEqual({
      method: 'info.getNetworkID',
      params: undefined,
      target: {},
    });
  });

  it('writes curl against the node’s own path, quoted so the shell expands nothing in the body', () => {
    const cmd = curlCommand('/ext/bc/X', 'avm.getTx', `{"txID":"it's $HOME"}`);
    expect(cmd).toContain('"${AVALANCHE_NODE:-http://127.0.0.1:9650}/ext/bc/X"');
    expect(cmd).toContain(`--data '{"jsonrpc":"2.0","id":1,"method":"avm.getTx","params":{"txID":"it'\\''s $HOME"}}'`);
  });
});

describe('every registry method can be called from the console', () => {
  // Offered to the operator, on a node path the proxy routes to that very method.
  it.each(allMethods.map((m) => [m.method, m] as const))('%s', (_name, def) => {
    expect(catalog(allMethods, { operator: true }).flatMap((g) => g.methods)).toContain(def);
    const path = nodePathOf(def.service, defaultTargetOf(def.service));
    expect(resolveMethod(path, def.method)).toBe(def);
  });
});

describe('credentials', () => {
  // A password or a private key is never kept: each method that takes one is sent, not cached, and its
  // call is not a read call the console would put in a URL or a curl line.
  const withCredentials = allMethods.filter((m) => carriesCredentials(formModelOf(m.params)));
  it('are taken by the keystore-based methods only', () => {
    expect(withCredentials.length).toBeGreaterThan(20);
    expect(withCredentials.every((m) => m.nodeSpecific && m.removedIn)).toBe(true);
  });
  it.each(withCredentials.map((m) => [m.method, m] as const))(
    '%s is never cached, shared as a link or copied as curl',
    (_n, def) => {
      expect(def.cache).toBe('never');
      expect(isShareable(def)).toBe(false);
    },
  );
  it('a call that changes state is never shared as a link either, while a plain read is', () => {
    expect(allMethods.filter((m) => m.changesState).some(isShareable)).toBe(false);
    expect(isShareable(findMethod('platform.getHeight')!)).toBe(true);
  });
});
