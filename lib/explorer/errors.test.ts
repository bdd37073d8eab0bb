import { describe, expect, it } from 'vitest';
import { HttpStatusError, RpcError, SchemaError, TransportError } from '@/lib/client';
import { isNotFound, orNull } from './errors';

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
