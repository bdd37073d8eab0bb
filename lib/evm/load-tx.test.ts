// The EVM tx loader on a scripted node: what it asks the node (never once per log), and what it
// makes of a success, a revert and a node that does not serve traces.
import {
  createPublicClient,
  custom,
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  erc20Abi,
  type Hex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { loadEvmTxDetail } from './load-tx';
import { revertData } from './testing/revert';
import { storedTokenMeta } from './token-meta';

const HASH = `0x${'ab'.repeat(32)}` as Hex;
const FROM = '0x1111111111111111111111111111111111111111';
const TOKENS: Hex[] = ['0x3333333333333333333333333333333333333333', '0x4444444444444444444444444444444444444444'];
const word = (v: bigint) => encodeAbiParameters([{ type: 'uint256' }], [v]);
const text = (s: string) => encodeAbiParameters([{ type: 'string' }], [s]);

interface Script {
  status?: '0x1' | '0x0';
  trace?: unknown;
  traceError?: { code: number; message: string };
  callRevert?: Hex;
}

function node(script: Script) {
  const calls: string[] = [];
  const logs = Array.from({ length: 50 }, (_, i) => ({
    address: TOKENS[i % 2],
    topics: encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: FROM, to: TOKENS[0] } }),
    data: word(BigInt(i + 1) * 10n ** 17n),
    logIndex: `0x${i.toString(16)}`,
    blockNumber: '0x10',
    blockHash: `0x${'cd'.repeat(32)}`,
    transactionHash: HASH,
    transactionIndex: '0x0',
    removed: false,
  }));
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    calls.push(method);
    const p = params as unknown[];
    switch (method) {
      case 'eth_getTransactionByHash':
        return {
          hash: HASH,
          from: FROM,
          to: TOKENS[0],
          input: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [FROM, 5n] }),
          value: '0x0',
          gas: '0x186a0',
          nonce: '0x1',
          type: '0x2',
          maxFeePerGas: '0x32',
          maxPriorityFeePerGas: '0x2',
          gasPrice: '0x1b',
          chainId: '0xa868',
          blockHash: `0x${'cd'.repeat(32)}`,
          blockNumber: '0x10',
          transactionIndex: '0x0',
          v: '0x0',
          r: '0x1',
          s: '0x1',
        };
      case 'eth_getTransactionReceipt':
        return {
          transactionHash: HASH,
          blockHash: `0x${'cd'.repeat(32)}`,
          blockNumber: '0x10',
          transactionIndex: '0x0',
          from: FROM,
          to: TOKENS[0],
          status: script.status ?? '0x1',
          gasUsed: '0x5208',
          cumulativeGasUsed: '0x5208',
          effectiveGasPrice: '0x1b',
          contractAddress: null,
          type: '0x2',
          logsBloom: `0x${'00'.repeat(256)}`,
          logs: script.status === '0x0' ? [] : logs,
        };
      case 'debug_traceTransaction':
        if (script.traceError) throw Object.assign(new Error(script.traceError.message), script.traceError);
        return script.trace;
      case 'eth_getBlockByNumber':
        return {
          number: '0x10',
          hash: `0x${'cd'.repeat(32)}`,
          parentHash: `0x${'00'.repeat(32)}`,
          timestamp: '0x64',
          baseFeePerGas: '0x19',
          gasLimit: '0x7a1200',
          gasUsed: '0x5208',
          transactions: [],
        };
      case 'eth_getCode':
        return '0x';
      case 'eth_call': {
        if (script.callRevert)
          throw Object.assign(new Error('execution reverted'), { code: 3, data: script.callRevert });
        const data = (p[0] as { data: Hex }).data;
        if (data === '0x06fdde03') return text('Snow\u202e Dollar');
        if (data === '0x95d89b41') return text('SNOW');
        return word(18n);
      }
    }
    throw new Error(`unexpected ${method}`);
  };
  return { evm: createPublicClient({ transport: custom({ request }, { retryCount: 0 }) }), calls };
}

describe('loadEvmTxDetail', () => {
  it('decodes fifty logs with one metadata read per token, and sums their transfers', async () => {
    const { evm, calls } = node({ traceError: { code: -32601, message: 'the method does not exist' } });
    const d = (await loadEvmTxDetail(evm, HASH))!;
    expect(d.status).toBe('success');
    expect(d.timeMs).toBe(100_000);
    expect(d.call).toMatchObject({ name: 'transfer', abi: 'ERC-20' });
    expect(d.logs).toHaveLength(50);
    expect(d.logs.every((l) => l.name === 'Transfer')).toBe(true);
    expect(d.transfers[0]!.amountText).toBe('0.1 SNOW');
    expect(d.transfers[0]!.meta?.name).toBe('Snow Dollar');
    expect(d.fee).toMatchObject({ burned: 25n * 21_000n, tip: 2n * 21_000n, typeNumber: 2 });
    expect(d.trace).toEqual({ state: 'not-served' });
    // tx, receipt, trace, block, code, and name/symbol/decimals once per distinct token: never per log.
    expect(calls.filter((m) => m === 'eth_call')).toHaveLength(6);
    expect(calls).toHaveLength(11);
  });

  it('reads metadata from the store first, the node only for what it lacks', async () => {
    const { evm, calls } = node({ trace: null });
    const stored = new Map([[TOKENS[0]!, { kind: 'erc20' as const, name: 'Kept', symbol: 'KEPT', decimals: 2 }]]);
    const d = (await loadEvmTxDetail(evm, HASH, {
      traceServed: false,
      tokenMeta: storedTokenMeta(
        async (keys) => new Map([...stored].filter(([k]) => keys.includes(k))),
        (a) => a,
        (await import('./token-meta')).nodeTokenMeta(evm),
      ),
    }))!;
    expect(d.transfers[0]!.amountText).toBe('1,000,000,000,000,000 KEPT');
    expect(d.transfers[1]!.meta?.symbol).toBe('SNOW');
    expect(calls.filter((m) => m === 'eth_call')).toHaveLength(3);
    expect(calls).not.toContain('debug_traceTransaction');
    expect(d.trace).toEqual({ state: 'not-served' });
  });

  it('tells a failed tx’s reason from its trace, or from a replay when the trace has none', async () => {
    const reason = revertData('too late');
    const traced = node({
      status: '0x0',
      trace: {
        type: 'CALL',
        from: FROM,
        to: TOKENS[0],
        value: '0x5',
        gas: '0x1',
        gasUsed: '0x1',
        input: '0x',
        error: 'execution reverted',
        output: reason,
        calls: [{ type: 'CALL', from: TOKENS[0], to: FROM, value: '0x3', gas: '0x1', gasUsed: '0x1', input: '0x' }],
      },
    });
    const a = (await loadEvmTxDetail(traced.evm, HASH))!;
    expect(a.status).toBe('reverted');
    expect(a.revert).toEqual({ kind: 'error', message: 'too late' });
    expect(a.trace.state).toBe('ok');
    expect(traced.calls).not.toContain('eth_call');

    const replayed = node({ status: '0x0', traceError: { code: -32601, message: 'no debug' }, callRevert: reason });
    const b = (await loadEvmTxDetail(replayed.evm, HASH))!;
    expect(b.revert).toEqual({ kind: 'error', message: 'too late' });
    expect(b.trace).toEqual({ state: 'not-served' });
  });

  it('says null for what is not a tx hash, without asking the node', async () => {
    const { evm, calls } = node({});
    expect(await loadEvmTxDetail(evm, '0x1234')).toBeNull();
    expect(calls).toEqual([]);
  });
});
