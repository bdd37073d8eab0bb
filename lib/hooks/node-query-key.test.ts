import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { canonicalJson, nodeQueryKey } from './node-query-key';

describe('node query key', () => {
  it('holds bigint params, which TanStack could not hash by itself', () => {
    const key = nodeQueryKey('avm.getBlockByHeight', { height: 2n ** 64n - 1n, encoding: 'hex' });
    expect(() => hashKey(key)).not.toThrow();
    expect(key.join(' ')).toContain('18446744073709551615');
  });

  it('is the same whatever order the params were written in', () => {
    expect(nodeQueryKey('platform.getBlockByHeight', { height: 5n, encoding: 'hex' })).toEqual(
      nodeQueryKey('platform.getBlockByHeight', { encoding: 'hex', height: 5n }),
    );
    expect(canonicalJson({ b: { d: 1, c: [2n, undefined] }, a: undefined })).toBe(
      canonicalJson({ b: { c: [2n, null], d: 1 } }),
    );
  });

  it('tells apart what the node would answer differently', () => {
    const base = nodeQueryKey('avm.getBlockByHeight', { height: 5n });
    expect(nodeQueryKey('avm.getBlockByHeight', { height: 6n })).not.toEqual(base);
    // A bigint and the same digits as text are different params.
    expect(nodeQueryKey('avm.getBlockByHeight', { height: '5' })).not.toEqual(base);
    expect(nodeQueryKey('platform.getBlockByHeight', { height: 5n })).not.toEqual(base);
    // Tuple order matters (eth params are positional).
    expect(nodeQueryKey('eth_getBalance', ['0xabc', 'latest'])).not.toEqual(
      nodeQueryKey('eth_getBalance', ['latest', '0xabc']),
    );
  });

  it('differs by target: chain and index, but not call options', () => {
    const x = nodeQueryKey('avm.getHeight', {}, { chain: 'X' });
    expect(
      nodeQueryKey('avm.getHeight', {}, { chain: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM' }),
    ).not.toEqual(x);
    expect(nodeQueryKey('index.getLastAccepted', {}, { chain: 'X', kind: 'tx' })).not.toEqual(
      nodeQueryKey('index.getLastAccepted', {}, { chain: 'X', kind: 'block' }),
    );
    const withOptions = { chain: 'X', signal: new AbortController().signal, timeoutMs: 5 } as { chain: string };
    expect(nodeQueryKey('avm.getHeight', {}, withOptions)).toEqual(x);
  });

  it('starts with the method, so one method can be invalidated across params', () => {
    expect(nodeQueryKey('platform.getHeight', {}).slice(0, 2)).toEqual(['node', 'platform.getHeight']);
  });
});
