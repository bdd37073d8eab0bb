import { describe, expect, it } from 'vitest';
import { HttpStatusError, RpcError, SchemaError, TransportError } from '@/lib/client';
import { isNotFound, nodeFailureOf, orNull, orNullUnlessServed } from './errors';

describe('not found vs node failure', () => {
  it('treats the node’s JSON-RPC error as not found and a transport or HTTP failure as a failure', async () => {
    expect(isNotFound(new RpcError('avm.getTx', -32000, 'not found', null))).toBe(true);
    expect(isNotFound(new SchemaError('avm.getTx', 'params', 'txID', 'expected cb58 id'))).toBe(true);
    expect(isNotFound(new SchemaError('avm.getTx', 'result', 'tx', 'bad'))).toBe(false);
    expect(isNotFound(new TransportError('avm.getTx', 'network', 'refused'))).toBe(false);
    expect(isNotFound(new HttpStatusError('avm.getTx', 503, 'bootstrapping'))).toBe(false);
    await expect(orNull(Promise.reject(new RpcError('m', -32000, 'x', null)))).resolves.toBeNull();
    await expect(orNull(Promise.reject(new TransportError('m', 'timeout', 't')))).rejects.toThrow('t');
  });

  it('recognizes an RpcError from another copy of the module', () => {
    const foreign = Object.assign(new Error('avm.getTx: nil transaction ID'), { name: 'RpcError' });
    expect(isNotFound(foreign)).toBe(true);
  });
});

describe('nodeFailureOf', () => {
  it('names how the node failed, for our errors and viem’s', () => {
    expect(nodeFailureOf(new TransportError('avm.getTx', 'network', 'ECONNREFUSED'))).toEqual({ kind: 'unreachable' });
    expect(nodeFailureOf(new TransportError('avm.getTx', 'timeout', 'slow'))).toEqual({ kind: 'timeout' });
    expect(nodeFailureOf(new HttpStatusError('avm.getTx', 503, 'bootstrapping'))).toEqual({
      kind: 'http',
      status: 503,
    });
    expect(nodeFailureOf(new SchemaError('avm.getTx', 'result', 'tx', 'bad'))).toEqual({ kind: 'invalid' });
    // viem: HttpRequestError without a status is a failed connection; wrapped errors are unwrapped.
    const refused = Object.assign(new Error('HTTP request failed.'), { name: 'HttpRequestError' });
    const wrapped = new Error('getBlock failed', { cause: refused });
    expect(nodeFailureOf(wrapped)).toEqual({ kind: 'unreachable' });
    expect(
      nodeFailureOf(Object.assign(new Error('HTTP request failed.'), { name: 'HttpRequestError', status: 502 })),
    ).toEqual({
      kind: 'http',
      status: 502,
    });
    expect(nodeFailureOf(Object.assign(new Error('took too long'), { name: 'TimeoutError' }))).toEqual({
      kind: 'timeout',
    });
  });

  it('is null for "not found" and for errors that are not the node’s', () => {
    expect(nodeFailureOf(new RpcError('avm.getTx', -32000, 'not found', null))).toBeNull();
    expect(nodeFailureOf(new SchemaError('avm.getTx', 'params', 'txID', 'expected cb58 id'))).toBeNull();
    expect(nodeFailureOf(new TypeError('x is undefined'))).toBeNull();
    expect(nodeFailureOf('NEXT_NOT_FOUND')).toBeNull();
  });
});

describe('orNullUnlessServed', () => {
  it('treats a 404 for the path (the API is not served) as nothing there, other HTTP errors as failures', async () => {
    await expect(
      orNullUnlessServed(Promise.reject(new HttpStatusError('avax.getAtomicTx', 404, '404 page not found'))),
    ).resolves.toBeNull();
    await expect(
      orNullUnlessServed(Promise.reject(new RpcError('avax.getAtomicTx', -32000, 'could not find tx', null))),
    ).resolves.toBeNull();
    await expect(
      orNullUnlessServed(Promise.reject(new HttpStatusError('avax.getAtomicTx', 503, 'bootstrapping'))),
    ).rejects.toThrow('503');
    await expect(orNullUnlessServed(Promise.resolve(7))).resolves.toBe(7);
  });
});
