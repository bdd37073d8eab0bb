import { describe, expect, it } from 'vitest';
import { pageMethods } from '@/lib/console/page-methods';
import { arrivalOf } from './console-arrival';

const all = pageMethods('all');
const arrive = (query: string, operator = false, scope: Parameters<typeof arrivalOf>[4] = 'all') =>
  arrivalOf(new URLSearchParams(query), scope === 'all' ? all : pageMethods(scope), { operator }, true, scope);

describe('what the console opens on arrival, from the page’s summaries', () => {
  it('a shared read call: its method, params and target, sent', () => {
    expect(arrive('method=avm.getBlockByHeight&params={"height":"3"}&chain=X')).toEqual({
      kind: 'call',
      method: 'avm.getBlockByHeight',
      params: { height: '3' },
      target: { chain: 'X' },
      send: true,
    });
  });

  it('an unknown method, or a node-specific one for a viewer who is not the operator, is refused with why', () => {
    expect(arrive('method=avm.nope')).toEqual({ kind: 'refused', message: 'There is no method named “avm.nope”.' });
    expect(arrive('method=admin.lockProfile')).toMatchObject({ kind: 'refused', message: /sign in as the operator/ });
    expect(arrive('method=admin.lockProfile', true)).toMatchObject({ kind: 'call', method: 'admin.lockProfile' });
  });

  it('a page of one method opens on it, unsent; the whole console opens on none', () => {
    expect(arrive('', false, 'genesis')).toEqual({ kind: 'call', method: 'avm.buildGenesis', send: false });
    expect(arrive('')).toEqual({ kind: 'none' });
  });

  it('sends each method’s summary only: no schema reaches the page', () => {
    const info = all.find((m) => m.method === 'info.getNetworkID')!;
    expect(Object.keys(info).sort()).toEqual(['method', 'service', 'summary']);
  });
});
