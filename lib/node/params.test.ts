import { describe, expect, it } from 'vitest';
import { allMethods, findMethod, type AnyMethodDef } from '@/lib/registry';
import { canonicalParams } from './params';
import { HEAVY_EVM_METHODS, TRANSACTION_METHODS } from './relay-policy';

const def = (name: string): AnyMethodDef => {
  const d = findMethod(name);
  if (!d) throw new Error(name);
  return d;
};
const TX = 'SeLqn3UAUoRymWmwW7axrzJK7JfNaBR2cHCryA6cFscgkny8';

describe('canonical params', () => {
  it('reads native params as the node does and writes them in one form', () => {
    const forms = [
      { txID: TX, encoding: 'hex' },
      { encoding: 'hex', txID: TX, extra: { deep: [1, 2, 3] } },
      { TxId: TX, ENCODING: 'hex' },
      [{ txID: TX, encoding: 'hex' }, 'ignored'],
    ];
    const out = forms.map((p) => canonicalParams(def('avm.getTx'), p));
    expect(new Set(out.map((o) => (o.ok ? o.json : o.message)))).toEqual(
      new Set([`{"txID":"${TX}","encoding":"hex"}`]),
    );
  });

  it('writes uint64 params as decimal strings whatever form they came in', () => {
    for (const height of [5, '5', 5n]) {
      expect(canonicalParams(def('avm.getBlockByHeight'), { height })).toEqual({ ok: true, json: '{"height":"5"}' });
    }
  });

  it('takes EVM params as a tuple, dropping an optional trailing param left undefined', () => {
    const getBalance = def('eth_getBalance');
    const addr = '0x' + '12'.repeat(20);
    expect(canonicalParams(getBalance, [addr])).toEqual({ ok: true, json: `["${addr}"]` });
    expect(canonicalParams(getBalance, [addr, undefined])).toEqual({ ok: true, json: `["${addr}"]` });
    expect(canonicalParams(def('eth_blockNumber'), undefined)).toEqual({ ok: true, json: '[]' });
    expect(canonicalParams(def('eth_getBlockByNumber'), [10, false])).toEqual({ ok: true, json: '["0xa",false]' });
  });

  it('answers a call without params the same every time, whichever empty form it came in', () => {
    for (let i = 0; i < 2; i++) {
      expect(canonicalParams(def('avm.getHeight'), {})).toEqual({ ok: true, json: '{}' });
      expect(canonicalParams(def('avm.getHeight'), undefined)).toEqual({ ok: true, json: '{}' });
      expect(canonicalParams(def('avm.getHeight'), [])).toEqual({ ok: true, json: '{}' });
      expect(canonicalParams(def('eth_blockNumber'), [])).toEqual({ ok: true, json: '[]' });
      expect(canonicalParams(def('eth_blockNumber'), {})).toMatchObject({ ok: false });
      // A method that needs a field says so each time, not only the first.
      expect(canonicalParams(def('avm.getTx'), {})).toMatchObject({ ok: false });
    }
  });

  it('says which field is wrong, without echoing the value', () => {
    const bad = canonicalParams(def('avm.getTx'), { txID: '<script>alert(1)</script>' });
    expect(bad).toEqual({ ok: false, message: 'invalid params for avm.getTx: params.txID: expected cb58 id' });
    expect(canonicalParams(def('avm.getTx'), 'txid')).toMatchObject({ ok: false });
    expect(canonicalParams(def('eth_getBalance'), { address: '0x' })).toMatchObject({
      ok: false,
      message: 'invalid params for eth_getBalance: params: expected an array of positional params',
    });
    expect(canonicalParams(def('avm.getBlockByHeight'), { height: '18446744073709551616' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/params.height: value exceeds u64 range/),
    });
  });

  it('answers params nested too deeply to walk as invalid params', () => {
    let deep: unknown = {};
    for (let i = 0; i < 200_000; i++) deep = { a: deep };
    const call = canonicalParams(def('eth_call'), [{ to: '0x' + '12'.repeat(20), nested: deep }]);
    expect(call).toEqual({ ok: false, message: 'invalid params for eth_call: params: nested too deeply' });
  });
});

describe('relay classes', () => {
  it('every public method that is never cached submits a transaction, and is classed as one', () => {
    const publicNever = allMethods.filter((m) => m.cache === 'never' && !m.nodeSpecific).map((m) => m.method);
    expect(new Set(publicNever)).toEqual(TRANSACTION_METHODS);
    for (const m of HEAVY_EVM_METHODS) expect(findMethod(m), m).toBeDefined();
  });
});
