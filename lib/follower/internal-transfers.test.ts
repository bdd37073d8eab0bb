// Internal value transfers in the history: the follower traces the txs that ran code (where the node
// serves traces) and writes the value each call inside moved as the addresses' `evm-internal` change,
// never as a balance; a node without traces is not asked again for a while.
import { describe, expect, it } from 'vitest';
import { failure } from '@/lib/node/errors';
import type { CallFrameJson } from '@/lib/evm/types';
import { EVM_INTERNAL_ASSET } from '@/lib/store/history/evm-internal';
import type { HistoryStore } from '@/lib/store/history/records';
import type { EvmBlockWithReceipts } from './block-sources';
import type { EvmReceiptJson } from './c-chain';
import { localChainContext } from './testing/local-chain-context';
import { evmReader } from './chain-readers';
import { movesOf, TRACE_RECHECK_MS, traceReader } from './internal-transfers';
import { NodeReadError, type NodeReader } from './node-reader';

const SENDER = '0x1111111111111111111111111111111111111111';
const SPLITTER = '0x2222222222222222222222222222222222222222';
const ALICE = '0x3333333333333333333333333333333333333333';
const VAULT = '0x4444444444444444444444444444444444444444';
const BOB = '0x5555555555555555555555555555555555555555';
const hex = (n: bigint) => `0x${n.toString(16)}`;

/** Splitter's split(): 0.3 in, 0.1 to Alice, 0.2 to the Vault, whose call to Bob reverted. */
const SPLIT: CallFrameJson = {
  type: 'CALL',
  from: SENDER,
  to: SPLITTER,
  value: hex(300n),
  input: '0x12345678',
  calls: [
    { type: 'CALL', from: SPLITTER, to: ALICE, value: hex(100n), input: '0x' },
    {
      type: 'CALL',
      from: SPLITTER,
      to: VAULT,
      value: hex(200n),
      input: '0x',
      calls: [
        { type: 'CALL', from: VAULT, to: BOB, value: hex(7n), input: '0x', error: 'execution reverted' },
        { type: 'STATICCALL', from: VAULT, to: BOB, input: '0x' },
      ],
    },
  ],
};

const ran: EvmReceiptJson = { status: '0x1', gasUsed: hex(60_000n), logs: [] };
const plain: EvmReceiptJson = { status: '0x1', gasUsed: hex(21_000n), logs: [] };
const reverted: EvmReceiptJson = { status: '0x0', gasUsed: hex(60_000n), logs: [] };

/** A node that answers traces with `answer`, counting what it was asked. */
function tracingNode(answer: (hash: string) => Promise<unknown>) {
  const asked: string[] = [];
  const node: NodeReader = {
    call: async <T>(_path: string, method: string, params: unknown) => {
      if (method !== 'debug_traceTransaction') throw new Error(`unexpected ${method}`);
      const hash = (params as [string])[0];
      asked.push(hash);
      return (await answer(hash)) as T;
    },
  };
  return { node, asked };
}

const notFound = () =>
  new NodeReadError(
    'debug_traceTransaction',
    failure('rpc', -32601, 200, 'the method debug_traceTransaction does not exist/is not available'),
  );

describe('movesOf', () => {
  it('lists the value of successful calls below the top frame, in tree order', () => {
    expect(movesOf(SPLIT)).toEqual([
      { from: SPLITTER, to: ALICE, value: 100n },
      { from: SPLITTER, to: VAULT, value: 200n },
    ]);
  });
});

describe('traceReader', () => {
  it('traces only txs that succeeded and ran code', async () => {
    const { node, asked } = tracingNode(async () => SPLIT);
    const txs = [
      { hash: '0xa', to: SPLITTER },
      { hash: '0xb', to: ALICE },
      { hash: '0xc', to: SPLITTER },
      { hash: '0xd', to: null },
    ];
    const got = await traceReader(node).movesOf('/ext/bc/C/rpc', txs, [ran, plain, reverted, ran]);
    expect(asked).toEqual(['0xa', '0xd']);
    expect(got.map((m) => m?.length ?? null)).toEqual([2, null, null, 2]);
  });

  it('stops asking a node that does not serve traces, and asks again after a while', async () => {
    const { node, asked } = tracingNode(async () => {
      throw notFound();
    });
    let now = 1_000_000;
    const reader = traceReader(node, () => now);
    const txs = [{ hash: '0xa', to: SPLITTER }];
    expect(await reader.movesOf('/ext/bc/C/rpc', txs, [ran])).toEqual([null]);
    expect(await reader.movesOf('/ext/bc/C/rpc', txs, [ran])).toEqual([null]);
    expect(asked).toHaveLength(1);
    now += TRACE_RECHECK_MS + 1;
    await reader.movesOf('/ext/bc/C/rpc', txs, [ran]);
    expect(asked).toHaveLength(2);
  });

  it('fails the batch (to read it again) when the node is unreachable, and skips a tx it cannot trace', async () => {
    const down = tracingNode(async () => {
      throw new NodeReadError('debug_traceTransaction', failure('timeout', -32011, 504, 'the node did not answer'));
    });
    await expect(traceReader(down.node).movesOf('/p', [{ hash: '0xa', to: SPLITTER }], [ran])).rejects.toThrow(
      /did not answer/,
    );
    const cannot = tracingNode(async () => {
      throw new NodeReadError(
        'debug_traceTransaction',
        failure('rpc', -32000, 200, 'required historical state unavailable'),
      );
    });
    const reader = traceReader(cannot.node);
    expect(await reader.movesOf('/p', [{ hash: '0xa', to: SPLITTER }], [ran])).toEqual([null]);
    // One tx's failure says nothing of the next: it is traced.
    await reader.movesOf('/p', [{ hash: '0xb', to: SPLITTER }], [ran]);
    expect(cannot.asked).toEqual(['0xa', '0xb']);
  });
});

describe('the EVM reader', () => {
  const ctx = localChainContext();
  const store = { tokens: async () => new Map(), utxos: async () => new Map() } as unknown as HistoryStore;
  const raw: EvmBlockWithReceipts[] = [
    {
      block: {
        number: '0x7',
        gasUsed: '0x0',
        hash: `0x${'b7'.repeat(32)}`,
        timestamp: '0x6553f100',
        transactions: [{ hash: '0xa', from: SENDER, to: SPLITTER, value: hex(300n), input: '0x12345678' }],
      },
      receipts: [{ ...ran, effectiveGasPrice: '0x1' }],
    },
  ];
  const derive = (node: NodeReader, traces?: boolean) =>
    evmReader({ ctx, store, node, traces }, 'C', ctx.facts.cChainID!).derive(raw, {
      chain: 'C',
      nextHeight: 7,
    } as Parameters<ReturnType<typeof evmReader>['derive']>[1]);

  it('writes internal value as each address’s internal change, never as a balance or an asset', async () => {
    const { blocks } = await derive(tracingNode(async () => SPLIT).node);
    const tx = blocks[0]!.txs[0]!;
    const change = (a: string) => Object.fromEntries(tx.addresses.find((l) => l.address === a)?.deltas ?? []);
    expect(change(ALICE)).toEqual({ [EVM_INTERNAL_ASSET]: 100n });
    expect(change(VAULT)).toEqual({ [EVM_INTERNAL_ASSET]: 200n });
    // The Splitter got 0.3 from the tx and passed it on inside; Bob's reverted call moved nothing.
    expect(change(SPLITTER)).toEqual({ evm: 300n, [EVM_INTERNAL_ASSET]: -300n });
    expect(change(BOB)).toEqual({});
    expect(tx.assets).not.toContain(EVM_INTERNAL_ASSET);
    expect(tx.evmDeltas).toEqual([]);
  });

  it('never asks the node for a trace with tracing turned off (SNOWLINE_FOLLOW_TRACES=off)', async () => {
    const traced = tracingNode(async () => SPLIT);
    const { blocks } = await derive(traced.node, false);
    expect(traced.asked).toEqual([]);
    const tx = blocks[0]!.txs[0]!;
    expect(tx.addresses.map((l) => l.address).sort()).toEqual([SENDER, SPLITTER]);
    // The same tx, traced: its internal transfers are written.
    await derive(traced.node, true);
    expect(traced.asked).toEqual(['0xa']);
  });

  it('writes the tx without internal rows where the node serves no traces', async () => {
    const { blocks } = await derive(
      tracingNode(async () => {
        throw notFound();
      }).node,
    );
    const tx = blocks[0]!.txs[0]!;
    expect(tx.addresses.map((l) => l.address).sort()).toEqual([SENDER, SPLITTER]);
  });
});
