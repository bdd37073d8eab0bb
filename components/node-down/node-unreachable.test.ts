import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const config = vi.hoisted(() => ({
  mode: 'operator' as 'public' | 'operator',
  nodeUrl: 'http://key:s3cret@10.1.2.3:9650',
}));
const viewing = vi.hoisted(() => ({ operator: false }));
vi.mock('@/lib/server/config', () => ({ serverConfig: () => config }));
vi.mock('@/lib/auth/current-caller', () => ({ currentCaller: async () => viewing }));

const { NodeUnreachable, nodeDownMetadata } = await import('./node-unreachable');

const render = async (failure: Parameters<typeof NodeUnreachable>[0]['failure']) =>
  renderToStaticMarkup(createElement('div', null, await NodeUnreachable({ failure })));

describe('node-down state', () => {
  it('says the node is unreachable, offers Retry, and keeps the node’s address from anyone not signed in', async () => {
    // Operator mode is not enough: the visitor must be the operator.
    viewing.operator = false;
    const html = await render({ kind: 'unreachable' });
    expect(html).toContain('The node is unreachable');
    expect(html).toContain('Retry');
    expect(html).not.toContain('10.1.2.3');
    expect(html).not.toContain('s3cret');
  });

  it('names the node to a signed-in operator, and the HTTP status the node answered', async () => {
    viewing.operator = true;
    const html = await render({ kind: 'http', status: 503 });
    expect(html).toContain('http://key:s3cret@10.1.2.3:9650');
    expect(html).toContain('HTTP 503');
    expect(html).toContain('The node answered with an error');
  });

  it('titles the page for what happened and keeps it out of search indexes', () => {
    expect(nodeDownMetadata({ kind: 'unreachable' })).toEqual({ title: 'Node unreachable', robots: { index: false } });
    expect(nodeDownMetadata({ kind: 'timeout' }).title).toBe('Node not answering');
    expect(nodeDownMetadata({ kind: 'invalid' }).title).toBe('Node error');
  });
});
