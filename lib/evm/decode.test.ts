import {
  encodeAbiParameters,
  encodeErrorResult,
  encodeEventTopics,
  encodeFunctionData,
  erc1155Abi,
  erc20Abi,
  erc721Abi,
  parseAbi,
  toFunctionSelector,
  type Hex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { commonAbi, ozTokenErrorsAbi } from '@/lib/codec/abis/common';
import { icmMessengerAbi } from '@/lib/codec/abis/icm-messenger';
import { WARP_PRECOMPILE_ADDRESS, warpMessengerAbi } from '@/lib/codec/abis/warp';
import { nativeMinterAbi } from '@/lib/codec/abis/precompiles';
import { wavaxAbi } from '@/lib/codec/abis/wavax';
import { erc1155BatchLog, erc1155SingleLog, erc20Log, erc721Log } from './testing/logs';
import { revertData } from './testing/revert';
import { bytecodeFacts } from './bytecode';
import { callTree, internalTransfers } from './call-tree';
import { decodeCall } from './decode-call';
import { decodeLog } from './decode-log';
import { feeBreakdown } from './fee';
import { decodeRevert } from './revert';
import { displayText, labelText } from './text';
import { tokenTransfers, transferTokens, rawTokenTransfers } from './token-transfers';
import type { DecodedArg, TokenMeta } from './types';

const A = '0x1111111111111111111111111111111111111111' as Hex;
const B = '0x2222222222222222222222222222222222222222' as Hex;
const TOKEN = '0x3333333333333333333333333333333333333333' as Hex;

const values = (args: DecodedArg[]) => args.map((a) => ('value' in a.value ? a.value.value : a.value.items));
/** viem's topics (null for unset indexed args, never here) as the log's words. */
const topicsOf = (a: Parameters<typeof encodeEventTopics>[0]) => encodeEventTopics(a) as Hex[];
const names = (args: DecodedArg[]) => args.map((a) => a.name);

/** Runtime code whose dispatcher jumps on `selectors` and that emits `topics` (the shape solc writes). */
function dispatcher(selectors: string[], topics: string[] = []): Hex {
  const head = '60003560e01c';
  const jumpsLen = selectors.length * 11;
  const logsLen = topics.length * 38;
  const firstDest = head.length / 2 + jumpsLen + logsLen + 1;
  const jumps = selectors
    .map((s, i) => `8063${s.slice(2)}1461${(firstDest + i * 2).toString(16).padStart(4, '0')}57`)
    .join('');
  const logs = topics.map((t) => `7f${t.slice(2)}60006000a1`).join('');
  return `0x${head}${jumps}${logs}00${'5b00'.repeat(selectors.length)}` as Hex;
}

describe('decodeCall against viem encodings', () => {
  it('reads an ERC-20 transfer with its parameter names', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [B, 1_500_000n] });
    const call = decodeCall(data)!;
    expect(call).toMatchObject({ name: 'transfer', signature: 'transfer(address,uint256)', how: 'known-abi' });
    expect(call.abi).toBe('ERC-20');
    expect(names(call.args)).toEqual(['recipient', 'amount']);
    expect(values(call.args)).toEqual([B.toLowerCase(), '1500000']);
  });

  it('reads an ERC-721 transferFrom as ERC-721 when the contract is one', () => {
    const data = encodeFunctionData({ abi: erc721Abi, functionName: 'transferFrom', args: [A, B, 7n] });
    expect(decodeCall(data)!.abi).toBe('ERC-20');
    const call = decodeCall(data, { standard: 'erc721' })!;
    expect(call.abi).toBe('ERC-721');
    expect(names(call.args)).toEqual(['sender', 'recipient', 'tokenId']);
    const safe = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'safeTransferFrom',
      args: [A, B, 9n, '0xbeef'],
    });
    expect(decodeCall(safe)).toMatchObject({ name: 'safeTransferFrom', abi: 'ERC-721' });
    expect(values(decodeCall(safe)!.args)[3]).toBe('0xbeef');
  });

  it('reads an ERC-1155 batch transfer with its arrays', () => {
    const data = encodeFunctionData({
      abi: erc1155Abi,
      functionName: 'safeBatchTransferFrom',
      args: [A, B, [1n, 2n], [10n, 20n], '0x'],
    });
    const call = decodeCall(data)!;
    expect(call).toMatchObject({ name: 'safeBatchTransferFrom', abi: 'ERC-1155', how: 'known-abi' });
    expect(call.args[2]!.value).toEqual({
      kind: 'array',
      items: [
        { name: null, type: 'uint256', value: { kind: 'uint', value: '1' } },
        { name: null, type: 'uint256', value: { kind: 'uint', value: '2' } },
      ],
    });
  });

  it('reads WAVAX and a precompile only at its address', () => {
    expect(decodeCall(encodeFunctionData({ abi: wavaxAbi, functionName: 'deposit' }))).toMatchObject({
      name: 'deposit',
      abi: 'WAVAX',
    });
    const mint = encodeFunctionData({ abi: nativeMinterAbi, functionName: 'mintNativeCoin', args: [B, 5n] });
    expect(decodeCall(mint, { address: '0x0200000000000000000000000000000000000001' })).toMatchObject({
      name: 'mintNativeCoin',
      abi: 'NativeMinter',
      how: 'known-abi',
    });
    const elsewhere = decodeCall(mint, { address: TOKEN })!;
    expect(elsewhere.name).toBeNull();
    expect(elsewhere.how).toBe('guessed');
  });

  it('reads the Warp precompile and the ICM messenger, with tuple arguments by name', () => {
    const send = encodeFunctionData({ abi: warpMessengerAbi, functionName: 'sendWarpMessage', args: ['0xabcd'] });
    expect(decodeCall(send, { address: WARP_PRECOMPILE_ADDRESS })).toMatchObject({
      name: 'sendWarpMessage',
      abi: 'Warp',
    });
    const dest = `0x${'aa'.repeat(32)}` as Hex;
    const icm = encodeFunctionData({
      abi: icmMessengerAbi,
      functionName: 'sendCrossChainMessage',
      args: [
        {
          destinationBlockchainID: dest,
          destinationAddress: B,
          feeInfo: { feeTokenAddress: TOKEN, amount: 3n },
          requiredGasLimit: 100_000n,
          allowedRelayerAddresses: [],
          message: '0x01',
        },
      ],
    });
    const call = decodeCall(icm, { address: A })!;
    expect(call).toMatchObject({ name: 'sendCrossChainMessage', abi: 'ICM messenger', how: 'known-abi' });
    const input = call.args[0]!;
    expect(input.type).toBe('(bytes32,address,(address,uint256),uint256,address[],bytes)');
    if (input.value.kind !== 'tuple') throw new Error(input.value.kind);
    expect(names(input.value.items)).toEqual([
      'destinationBlockchainID',
      'destinationAddress',
      'feeInfo',
      'requiredGasLimit',
      'allowedRelayerAddresses',
      'message',
    ]);
    expect(input.value.items[2]!.value).toMatchObject({ kind: 'tuple' });
    expect(values(input.value.items)[3]).toBe('100000');
  });

  it('names a selector the bytecode carries from the offline signatures, and only then', () => {
    const data = encodeFunctionData({ abi: commonAbi, functionName: 'transferOwnership', args: [B] });
    const sel = toFunctionSelector('transferOwnership(address)');
    const carries = decodeCall(data, { address: TOKEN, bytecode: bytecodeFacts(dispatcher([sel])) })!;
    expect(carries).toMatchObject({ name: 'transferOwnership', how: 'signature', abi: null, inBytecode: true });
    const lacks = decodeCall(data, { address: TOKEN, bytecode: bytecodeFacts(dispatcher(['0x12345678'])) })!;
    expect(lacks).toMatchObject({ name: null, how: 'guessed', inBytecode: false });
  });

  it('guesses the layout of unknown calldata and marks it guessed', () => {
    const abi = parseAbi(['function frobnicate(uint256 a, address b, string c)']);
    const data = encodeFunctionData({ abi, functionName: 'frobnicate', args: [42n, B, 'hello'] });
    const call = decodeCall(data)!;
    expect(call.how).toBe('guessed');
    expect(call.name).toBeNull();
    expect(call.signature.startsWith(toFunctionSelector('frobnicate(uint256,address,string)'))).toBe(true);
    expect(call.args.map((a) => a.value.kind)).toContain('string');
    expect(JSON.stringify(call.args)).toContain('hello');
  });

  it('returns null for a plain transfer and raw for a stub', () => {
    expect(decodeCall('0x')).toBeNull();
    expect(decodeCall('0xabcd')!.how).toBe('raw');
  });
});

describe('decodeLog against viem encodings', () => {
  it('tells an ERC-20 Transfer from an ERC-721 Transfer by its topics', () => {
    const l20 = decodeLog(erc20Log(TOKEN, A, B, 99n, 3));
    expect(l20).toMatchObject({ name: 'Transfer', abi: 'ERC-20', how: 'known-abi', logIndex: 3 });
    expect(values(l20.args)).toEqual([A, B, '99']);
    expect(l20.args.map((a) => a.indexed)).toEqual([true, true, false]);

    const l721 = decodeLog(erc721Log(TOKEN, A, B, 5n));
    expect(l721).toMatchObject({ name: 'Transfer', abi: 'ERC-721' });
    expect(names(l721.args)).toEqual(['from', 'to', 'tokenId']);
  });

  it('reads ERC-1155 TransferSingle and TransferBatch', () => {
    const single = decodeLog(erc1155SingleLog(TOKEN, [A, A, B], 4n, 10n));
    expect(single).toMatchObject({ name: 'TransferSingle', abi: 'ERC-1155' });
    expect(values(single.args).slice(3)).toEqual(['4', '10']);
    const batch = decodeLog(erc1155BatchLog(TOKEN, [A, A, B], [1n, 2n], [3n, 4n]));
    expect(batch.name).toBe('TransferBatch');
    expect(batch.args[3]!.value.kind).toBe('array');
  });

  it('guesses an unknown event and marks it guessed', () => {
    const abi = parseAbi(['event Mystery(address indexed who, uint256 amount, uint256 when)']);
    const log = decodeLog({
      address: TOKEN,
      topics: topicsOf({ abi, eventName: 'Mystery', args: { who: A } }),
      data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [7n, 8n]),
    });
    expect(log.how).toBe('guessed');
    expect(log.name).toBeNull();
    expect(log.args[0]).toMatchObject({ indexed: true, type: 'bytes32' });
    expect(values(log.args).slice(1)).toEqual(['7', '8']);
  });
});

describe('tokenTransfers', () => {
  const fungible = erc20Log(TOKEN, A, B, 1_500_000n, 0);
  const nftLog = erc721Log(B, A, B, 12n, 1);
  const batchLog = erc1155BatchLog(A, [A, A, B], [1n, 2n], [30n, 40n], 2);

  it('sums up each standard in the token decimals and symbol', () => {
    const meta = new Map<string, TokenMeta>([
      [TOKEN, { address: TOKEN, standard: 'erc20', name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
      [B, { address: B, standard: 'erc721', name: 'Kitties', symbol: 'KIT', decimals: null }],
    ]);
    const ts = tokenTransfers([fungible, nftLog, batchLog], meta);
    expect(ts.map((t) => t.amountText)).toEqual(['1.5 USDC', 'KIT #12', '30 of #1', '40 of #2']);
    expect(ts.map((t) => t.standard)).toEqual(['erc20', 'erc721', 'erc1155', 'erc1155']);
    expect(ts[2]).toMatchObject({ operator: A, from: A, to: B, tokenId: 1n, amount: 30n, batchIndex: 0 });
    expect([...transferTokens(ts).keys()]).toEqual([TOKEN, B, A]);
  });

  it('shows raw units when a token has no decimals, and skips logs that are not transfers', () => {
    expect(tokenTransfers([fungible])[0]!.amountText).toBe('1,500,000');
    expect(rawTokenTransfers([{ ...fungible, data: '0x12' }])).toEqual([]);
  });
});

describe('feeBreakdown', () => {
  it('splits a dynamic-fee tx into burned base fee and tip', () => {
    const f = feeBreakdown(
      { type: 'eip1559', gas: 100_000n, maxFeePerGas: 50n, maxPriorityFeePerGas: 2n },
      { gasUsed: 21_000n, effectiveGasPrice: 27n },
      25n,
    );
    expect(f).toMatchObject({ typeNumber: 2, burned: 525_000n, tip: 42_000n, total: 567_000n, gasUsedRatio: 0.21 });
    expect(f.typeName).toContain('1559');
    expect(feeBreakdown({ type: '0x0', gas: 21_000n, gasPrice: 5n }, { gasUsed: 21_000n }, null)).toMatchObject({
      typeNumber: 0,
      burned: 0n,
      tip: 105_000n,
      effectiveGasPrice: 5n,
    });
  });
});

describe('decodeRevert', () => {
  it('reads Error(string), Panic(uint256) and a known custom error', () => {
    const err = revertData('not enough');
    expect(decodeRevert(err)).toEqual({ kind: 'error', message: 'not enough' });
    const panic = encodeErrorResult({ abi: parseAbi(['error Panic(uint256)']), errorName: 'Panic', args: [0x11n] });
    expect(decodeRevert(panic)).toEqual({ kind: 'panic', code: 0x11n, meaning: 'arithmetic overflow or underflow' });
    const custom = encodeErrorResult({
      abi: ozTokenErrorsAbi,
      errorName: 'ERC20InsufficientBalance',
      args: [A, 1n, 2n],
    });
    expect(decodeRevert(custom)).toMatchObject({
      kind: 'custom',
      name: 'ERC20InsufficientBalance',
      signature: 'ERC20InsufficientBalance(address,uint256,uint256)',
    });
    expect(decodeRevert('0xdeadbeef')).toEqual({ kind: 'unknown', data: '0xdeadbeef' });
    expect(decodeRevert('0x')).toEqual({ kind: 'empty' });
  });
});

describe('hostile chain text', () => {
  it('keeps markup as text, shows control and direction marks, and bounds the length', () => {
    const hostile = `<img src=x onerror=alert(1)>\u202egnp.exe\u0007${'A'.repeat(5000)}`;
    const err = revertData(hostile);
    const r = decodeRevert(err);
    if (r.kind !== 'error') throw new Error(r.kind);
    expect(r.message.startsWith('<img src=x onerror=alert(1)>\\u{202e}gnp.exe\\u{7}')).toBe(true);
    expect(r.message).not.toMatch(/[\u0000-\u001f\u202e]/);
    expect(r.message.length).toBeLessThanOrEqual(1025);
    expect(displayText('ok')).toBe('ok');
  });

  it('strips hidden marks from names and symbols', () => {
    expect(labelText('\u202eUSDC\u0000 ')).toBe('USDC');
    expect(labelText('\u0000\u0007')).toBeNull();
    expect(labelText('x'.repeat(500))!.length).toBe(64);
  });

  it('decodes a hostile string argument as display text', () => {
    const abi = parseAbi(['function setName(string name)']);
    const call = decodeCall(encodeFunctionData({ abi, functionName: 'setName', args: ['a\u001b[31mred'] }))!;
    expect(JSON.stringify(call.args)).toContain('a\\\\u{1b}[31mred');
  });
});

describe('bytecodeFacts', () => {
  it('finds the standard a contract carries and the events it emits', () => {
    const sels = ['0x18160ddd', '0x70a08231', '0xa9059cbb', '0xdd62ed3e', '0x23b872dd', '0x095ea7b3'];
    const topic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
    const facts = bytecodeFacts(dispatcher(sels, [topic]));
    expect(facts.standard).toBe('erc20');
    expect([...facts.selectors].sort()).toEqual([...sels].sort());
    expect(facts.eventTopics.has(topic)).toBe(true);
    expect(bytecodeFacts(dispatcher([...sels, '0x6352211e', '0x42842e0e'])).standard).toBe('erc721');
    expect(bytecodeFacts('0x').standard).toBeNull();
  });
});

describe('callTree', () => {
  it('decodes each frame offline and lists internal value transfers', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [B, 1n] });
    const reverted = revertData('nope');
    const tree = callTree({
      type: 'CALL',
      from: A,
      to: TOKEN,
      value: '0x0',
      gasUsed: '0x5208',
      input: '0x',
      calls: [
        { type: 'CALL', from: TOKEN, to: B, value: '0x64', input: transfer, gasUsed: '0x10' },
        { type: 'DELEGATECALL', from: TOKEN, to: A, input: '0x', error: 'execution reverted', output: reverted },
        { type: 'CALL', from: TOKEN, to: A, value: 'nonsense' },
      ],
    });
    expect(tree.frames).toBe(4);
    expect(tree.root.children[0]!.call).toMatchObject({ name: 'transfer', abi: 'ERC-20' });
    expect(tree.root.children[1]).toMatchObject({
      error: 'execution reverted',
      revert: { kind: 'error', message: 'nope' },
    });
    expect(internalTransfers(tree)).toEqual([
      { path: [0], type: 'CALL', from: TOKEN, to: B, value: 100n, failed: false },
    ]);
  });
});
