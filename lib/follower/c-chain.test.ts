// The follower's reading of EVM receipts: every token standard's transfers, as the store keeps them.
import { describe, expect, it } from 'vitest';
import { erc1155BatchLog, erc1155SingleLog, erc20Log, erc721Log } from '@/lib/evm/testing/logs';
import type { ChainContext } from './chain-context';
import { decodeCBlock, type EvmBlockJson, type EvmReceiptJson } from './c-chain';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const ZERO = '0x0000000000000000000000000000000000000000';
const TOKEN = '0x3333333333333333333333333333333333333333';

// EVM txs never reach the context (only atomic txs in extra data do).
const ctx = {} as ChainContext;

/** The decoded tx of a block at height 5 holding `tx` alone, with its receipt. */
const decodedTx = (tx: EvmBlockJson['transactions'][number], receipt: EvmReceiptJson) =>
  decodeCBlock(ctx, { number: '0x5', hash: '0xb5', gasUsed: '0x0', timestamp: '0x64', transactions: [tx] }, [receipt])
    .txs[0]!;

const block = (receipt: EvmReceiptJson) =>
  decodedTx({ hash: '0xT', from: A, to: TOKEN, value: '0x0', input: '0x01' }, receipt);

describe('decodeCBlock token transfers', () => {
  it('reads ERC-20, ERC-721, and ERC-1155 single and batch transfers with ids and amounts', () => {
    const d = block({
      status: '0x1',
      gasUsed: '0x5208',
      effectiveGasPrice: '0x1',
      logs: [
        erc20Log(TOKEN, A, B, 7n, 0),
        erc721Log(TOKEN, ZERO, B, 42n, 1),
        erc1155SingleLog(TOKEN, [A, A, B], 3n, 10n, 2),
        erc1155BatchLog(TOKEN, [A, ZERO, A], [4n, 5n], [1n, 2n], 3),
      ],
    });
    expect(d.tokenTransfers.map((t) => [t.kind, t.logIndex, t.batchIndex, t.tokenId, t.amount, t.value])).toEqual([
      ['erc20', 0, 0, null, 7n, 7n],
      ['erc721', 1, 0, 42n, 1n, 42n],
      ['erc1155', 2, 0, 3n, 10n, 10n],
      ['erc1155', 3, 0, 4n, 1n, 1n],
      ['erc1155', 3, 1, 5n, 2n, 2n],
    ]);
    expect(d.tokenKinds?.get(TOKEN)).toBe('erc1155');
  });

  it('keeps no transfer of a failed tx', () => {
    const d = block({
      status: '0x0',
      gasUsed: '0x5208',
      logs: [erc20Log(TOKEN, A, B, 7n, 0)],
    });
    expect(d.tokenTransfers).toEqual([]);
  });

  it('names a created contract and its creator, and none for a failed creation', () => {
    const create = (status: string) =>
      decodedTx(
        { hash: '0xC', from: A.toUpperCase().replace('0X', '0x'), to: null, value: '0x0', input: '0x60' },
        { status, gasUsed: '0x5208', effectiveGasPrice: '0x1', contractAddress: TOKEN, logs: [] },
      );
    expect(create('0x1').created).toEqual({ address: TOKEN, creator: A });
    expect(create('0x0').created).toBeUndefined();
  });
});
