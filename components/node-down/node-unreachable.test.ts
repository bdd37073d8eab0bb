import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const config = vi.hoisted(() => ({ mode: 'public' as 'public' | 'operator', nodeUrl: 'http://10.1.2.3:9650' }));
vi.mock('@/lib/server/config', () => ({ serverConfig: () => config }));

const { NodeUnreachable, nodeDownMetadata } = await import('./node-unreachable');

const render = (failure: Parameters<typeof NodeUnreachable>[0]['failure']) =>
  renderToStaticMarkup(createElement(NodeUnreachable, { failure }));

describe('node-down state', () => {
  it('says the node is unreachable, offers Retry, and keeps the node’s address to itself in public mode', () => {
    config.mode = 'public';
    const html = render({ kind: 'unreachable' });
    expect(html).toContain('The node is unreachable');
    expect(html).toContain('Retry');
    expect(html).not.toContain('10.1.2.3');
  });

  it('names the node to an operator, and the HTTP status the node answered', () => {
    config.mode = 'operator';
    const html = render({ kind: 'http', status: 503 });
    expect(html).toContain('http://10.1.2.3:9650');
    expect(html).toContain('HTTP 503');
    expect(html).toContain('The node answered with an error');
  });

  it('titles the page for what happened and keeps it out of search indexes', () => {
    expect(nodeDownMetadata({ kind: 'unreachable' })).toEqual({ title: 'Node unreachable', robots: { index: false } });
    expect(nodeDownMetadata({ kind: 'timeout' }).title).toBe('Node not answering');
    expect(nodeDownMetadata({ kind: 'invalid' }).title).toBe('Node error');
  });
});
