import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allMethods, findMethod, immutableWithoutTip, registry, resolveMethod } from '@/lib/registry';
import { NODE_INTERFACE } from './node-interface';
// A callTracer answer: a CALL whose CREATE2 reverted, with a STATICCALL under that.
import frame from './testing/call-tracer-frame.json' with { type: 'json' };

describe('registry covers the node interface', () => {
  const names = NODE_INTERFACE.flatMap((e) => e.methods);

  it('lists the 92 methods of the interface', () => {
    expect(new Set(names).size).toBe(92);
  });

  it('has an entry for every method of the interface, in its service', () => {
    const missing = names.filter((n) => !findMethod(n));
    expect(missing).toEqual([]);
    for (const endpoint of NODE_INTERFACE) {
      for (const name of endpoint.methods) expect(findMethod(name)?.service, name).toBe(endpoint.service);
    }
  });

  it('serves every method of the interface on the path the interface gives', () => {
    const unserved = NODE_INTERFACE.flatMap((e) =>
      e.methods.filter((m) => !resolveMethod(e.path, m)).map((m) => `${e.path} ${m}`),
    );
    expect(unserved).toEqual([]);
  });

  it('has the newer real-node methods (facts §7, §9, §11)', () => {
    const newer = [
      'admin.stacktrace',
      'admin.getConfig',
      'admin.dbGet',
      'platform.getL1Validator',
      'platform.getProposedHeight',
      'platform.getAllValidatorsAt',
      'platform.getFeeConfig',
      'platform.getFeeState',
      'platform.getValidatorFeeConfig',
      'platform.getValidatorFeeState',
      'info.upgrades',
      'health.health',
      'health.readiness',
      'health.liveness',
      'eth_feeConfig',
      'eth_getChainConfig',
      'eth_getActivePrecompilesAt',
      'eth_chainId',
      'eth_getTransactionReceipt',
      'net_version',
      'web3_clientVersion',
    ];
    expect(newer.filter((n) => !findMethod(n))).toEqual([]);
  });

  it('gives every entry params and result schemas, a summary, a unique name and a matching service', () => {
    const seen = new Set<string>();
    for (const def of allMethods) {
      expect(def.params, def.method).toBeInstanceOf(z.ZodType);
      expect(def.result, def.method).toBeInstanceOf(z.ZodType);
      expect(def.summary.length, def.method).toBeGreaterThan(5);
      expect(seen.has(def.method), def.method).toBe(false);
      seen.add(def.method);
    }
    for (const [service, methods] of Object.entries(registry)) {
      for (const [key, def] of Object.entries(methods)) {
        expect(def.service).toBe(service);
        // Keys are the wire name without the namespace (eth keeps the full name).
        expect(def.method.endsWith(key)).toBe(true);
      }
    }
  });

  it('flags node-specific methods: admin, keystore, node identity, keystore-based spending', () => {
    const nodeSpecific = allMethods.filter((m) => m.nodeSpecific).map((m) => m.method);
    for (const def of [...Object.values(registry.admin), ...Object.values(registry.keystore)]) {
      expect(nodeSpecific).toContain(def.method);
    }
    for (const name of [
      'info.getNodeID',
      'info.getNodeIP',
      'info.getVMs',
      'platform.exportKey',
      'platform.listAddresses',
      'avm.createAddress',
      'avm.send',
      'avm.exportKey',
      'avm.mint',
      'wallet.send',
    ]) {
      expect(nodeSpecific).toContain(name);
    }
    for (const publicName of [
      'info.getNodeVersion',
      'platform.getCurrentValidators',
      'avm.getTx',
      'index.getContainerRange',
    ]) {
      expect(nodeSpecific).not.toContain(publicName);
    }
  });

  it('declares a cache policy for every method: by-id fetches immutable, live views live, state changes never', () => {
    for (const def of allMethods) expect(['immutable', 'static', 'live', 'never'], def.method).toContain(def.cache);
    const examples = {
      immutable: [
        'avm.getTx',
        'avm.getBlock',
        'platform.getTx',
        'platform.getBlock',
        'index.getContainerByID',
        'eth_getBlockByHash',
      ],
      live: [
        'platform.getHeight',
        'platform.getCurrentValidators',
        'index.getLastAccepted',
        'eth_blockNumber',
        'info.peers',
      ],
      static: [
        'info.getNetworkID',
        'info.getNetworkName',
        'platform.getStakingAssetID',
        'eth_chainId',
        'info.getNodeVersion',
      ],
    };
    for (const [cache, names] of Object.entries(examples)) {
      for (const name of names) expect(findMethod(name)?.cache, name).toBe(cache);
    }
    for (const def of allMethods) {
      if (def.nodeSpecific || /issueTx$|eth_sendRawTransaction/.test(def.method))
        expect(def.cache, def.method).toBe('never');
    }
  });

  it('keeps a status, a receipt or a block by number only once it is final', () => {
    const keep = (name: string, params: unknown, result: unknown) =>
      immutableWithoutTip(findMethod(name)!, params, result);
    expect(keep('avm.getTxStatus', { txID: 'x' }, { status: 'Processing' })).toBe(false);
    expect(keep('avm.getTxStatus', { txID: 'x' }, { status: 'Accepted' })).toBe(true);
    expect(keep('platform.getTxStatus', { txID: 'x' }, { status: 'Dropped', reason: 'r' })).toBe(false);
    expect(keep('platform.getTxStatus', { txID: 'x' }, { status: 'Committed' })).toBe(true);
    expect(keep('eth_getTransactionByHash', ['0x1'], { hash: '0x1', blockHash: null })).toBe(false);
    expect(keep('eth_getTransactionReceipt', ['0x1'], null)).toBe(false);
    expect(keep('index.getContainerRange', { startIndex: 0, numToFetch: 10 }, [{}, {}])).toBe(false);
    // A block by number needs the tip: never kept without it.
    expect(keep('eth_getBlockByNumber', ['0x1', false], { number: '0x1' })).toBe(false);
    expect(findMethod('eth_getBlockByNumber')?.atHeight?.height(['0x10', false])).toBe(16n);
    expect(findMethod('eth_getBlockByNumber')?.atHeight?.height(['latest', false])).toBeUndefined();
  });

  it('records removals the facts file names', () => {
    expect(findMethod('keystore.createUser')?.removedIn).toBe('v1.12.2');
    expect(findMethod('platform.getPendingValidators')?.removedIn).toBeDefined();
    expect(findMethod('avm.getTxStatus')?.deprecated?.since).toBe('v1.10.0');
  });
});

describe('debug_traceTransaction', () => {
  const def = findMethod('debug_traceTransaction')!;

  it('asks for the call tracer and reads its nested frames', () => {
    expect(def.params.safeParse(['0x' + 'ab'.repeat(32), { tracer: 'callTracer' }]).success).toBe(true);
    expect(def.params.safeParse(['0x' + 'ab'.repeat(32), { tracer: 'prestateTracer' }]).success).toBe(false);
    expect(def.result.parse(frame)).toEqual(frame);
    const broken = structuredClone(frame);
    (broken.calls[0]!.calls[0] as Record<string, unknown>).gasUsed = 7;
    expect(def.result.safeParse(broken).success).toBe(false);
  });

  it('keeps a trace for good, and is a heavy call public callers need the operator to allow', () => {
    expect(immutableWithoutTip(def, ['0x' + 'ab'.repeat(32), { tracer: 'callTracer' }], frame)).toBe(true);
    expect(def.heavy).toBe(true);
    expect(def.nodeSpecific).toBeFalsy();
  });
});
