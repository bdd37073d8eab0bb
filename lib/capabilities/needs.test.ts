import { expect, it } from 'vitest';
import { findMethod } from '@/lib/registry';
import { capabilityNeeded, missingApis } from './needs';
import type { Capabilities } from './probe';

const need = (method: string) => capabilityNeeded(findMethod(method)!);

it('names the API each method needs: the whole of index, admin, keystore and health, one avm method, old EVM state', () => {
  expect(need('index.getLastAccepted')).toEqual({ api: 'index', always: true });
  expect(need('admin.getChainAliases')).toEqual({ api: 'admin', always: true });
  expect(need('keystore.listUsers')).toEqual({ api: 'keystore', always: true });
  expect(need('health.health')).toEqual({ api: 'health', always: true });
  expect(need('avm.getAddressTxs')).toEqual({ api: 'addressTxs', always: true });
  // A state read needs old state only at an old block.
  expect(need('eth_getBalance')).toEqual({ api: 'evmArchive', always: false });
  expect(need('eth_blockNumber')).toBeNull();
  expect(need('platform.getHeight')).toBeNull();
});

it('lists what the node lacks with its reason, the admin and keystore APIs to the operator only', () => {
  const caps: Capabilities = {
    checkedMs: 0,
    items: {
      index: { state: 'missing', reason: 'HTTP 404' },
      admin: { state: 'missing', reason: 'HTTP 404' },
      keystore: { state: 'available' },
      health: { state: 'unknown', reason: 'timeout' },
      addressTxs: { state: 'available' },
      evmArchive: { state: 'available' },
    },
    nodeVersion: null,
  };
  expect(missingApis(caps, true)).toEqual({
    index: 'this node runs without the index API',
    admin: 'this node runs without the admin API',
  });
  expect(missingApis(caps, false)).toEqual({ index: 'this node runs without the index API' });
  expect(missingApis(null, true)).toEqual({});
});
