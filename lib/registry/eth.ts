// EVM chain endpoint, /ext/bc/{chain}/rpc (spec "EVM-style chain endpoint", facts §9).
// Params are positional tuples. Most eth_* results are kept permissive: viem does the real formatting
// for pages. Blocks and receipts declare the fields Snowline reads (the follower's types come from
// them); they stay loose objects, since real nodes send more fields and the console shows them all.
import { z } from 'zod';
import { defineService } from './define';
import { evmBlockParam, found, mined } from './cache-rules';
import { evmAddress, hash32, hexData, hexQuantity, quantityParam } from '@/lib/schemas/evm';

const blockTag = z.union([z.enum(['latest', 'earliest', 'pending', 'safe', 'finalized']), quantityParam]);
/** A block number/tag or a block hash (eth_call, eth_getBalance, eth_feeConfig). */
const blockRef = z.union([hash32, blockTag]);

const callRequest = z.looseObject({
  from: evmAddress.optional(),
  to: evmAddress.nullish(),
  gas: quantityParam.optional(),
  gasPrice: quantityParam.optional(),
  maxFeePerGas: quantityParam.optional(),
  maxPriorityFeePerGas: quantityParam.optional(),
  value: quantityParam.optional(),
  data: hexData.optional(),
  input: hexData.optional(),
});

const logFilter = z.looseObject({
  fromBlock: blockTag.optional(),
  toBlock: blockTag.optional(),
  blockHash: hash32.optional(),
  address: z.union([evmAddress, z.array(evmAddress)]).optional(),
  topics: z.array(z.union([hash32, z.array(hash32), z.null()])).optional(),
});

const rpcObject = z.looseObject({});

/** A tx as a block with full txs carries it (the fields the follower reads). */
const evmBlockTx = z.looseObject({
  hash: hash32,
  from: evmAddress,
  /** Null on a contract creation. */
  to: evmAddress.nullable(),
  value: hexQuantity,
  input: hexData.optional(),
});

const blockFields = {
  number: hexQuantity,
  hash: hash32,
  timestamp: hexQuantity,
  gasUsed: hexQuantity,
  /** coreth's atomic txs, hex (absent on Subnet-EVM). */
  blockExtraData: hexData.nullish(),
};
/** A block with its txs in full (`fullTxs` true). */
const evmBlockWithTxs = z.looseObject({ ...blockFields, transactions: z.array(evmBlockTx) });
/** A block with its txs as hashes (`fullTxs` false). */
const evmBlockWithHashes = z.looseObject({ ...blockFields, transactions: z.array(hash32) });
const evmBlock = z.union([evmBlockWithHashes, evmBlockWithTxs]).nullable();

const evmLog = z.looseObject({ address: evmAddress, topics: z.array(hash32), data: hexData, logIndex: hexQuantity });
/** A mined tx's receipt; `status` is absent before Byzantium. */
const evmReceipt = z.looseObject({
  status: hexQuantity.optional(),
  gasUsed: hexQuantity,
  effectiveGasPrice: hexQuantity.optional(),
  contractAddress: evmAddress.nullish(),
  logs: z.array(evmLog),
});

// Positional params carry their names (zod descriptions), for the API console's forms.
const block = blockRef.optional().describe('block');
const address = evmAddress.describe('address');
const txHash = hash32.describe('tx hash');
const blockHash = hash32.describe('block hash');
const blockNumber = blockTag.describe('block');
const fullTxs = z.boolean().describe('full txs');
const timestamp = quantityParam.optional().describe('timestamp');
const call = callRequest.describe('call');

/** Subnet-EVM fee config (facts §9): every value a JSON number. */
const evmFeeConfig = z.object({
  gasLimit: z.number(),
  targetBlockRate: z.number(),
  minBaseFee: z.number(),
  targetGas: z.number(),
  baseFeeChangeDenominator: z.number(),
  minBlockGasCost: z.number(),
  maxBlockGasCost: z.number(),
  blockGasCostStep: z.number(),
});

/** geth's callTracer options; the registry knows only this tracer (the struct logger's output is unbounded). */
const callTracerOptions = z.object({
  tracer: z.literal('callTracer'),
  tracerConfig: z.object({ onlyTopCall: z.boolean().optional(), withLog: z.boolean().optional() }).optional(),
  timeout: z.string().optional(),
});

/** A log a callTracer frame carries with `withLog` (index and position only since geth 1.14). */
const callFrameLog = z.looseObject({
  address: evmAddress,
  topics: z.array(hash32),
  data: hexData,
  position: hexQuantity.optional(),
});

/**
 * One frame of geth's callTracer (eth/tracers/native/call.go): the tx's top call, and every CALL,
 * STATICCALL, DELEGATECALL, CALLCODE, CREATE, CREATE2 and SELFDESTRUCT under it, in order.
 */
const evmCallFrame = z.looseObject({
  type: z.string(),
  from: evmAddress,
  /** Absent on a CREATE that failed before its address existed. */
  to: evmAddress.optional(),
  value: hexQuantity.optional(),
  gas: hexQuantity,
  gasUsed: hexQuantity,
  input: hexData,
  output: hexData.optional(),
  error: z.string().optional(),
  revertReason: z.string().optional(),
  logs: z.array(callFrameLog).optional(),
  get calls() {
    return z.array(evmCallFrame).optional();
  },
});

/** A parameterless read of one quantity that moves with the chain (a height, a price). */
const liveQuantity = { cache: 'live', params: z.tuple([]), result: hexQuantity } as const;

/** A read of one account's state at a block: `[address, block]`, immutable at an accepted height. */
const accountAtBlock = {
  cache: 'immutable',
  atHeight: evmBlockParam(1),
  params: z.tuple([address, block]),
  example: [undefined, 'latest'] as [undefined, string],
} as const;

export const eth = defineService('eth', '', {
  eth_feeConfig: {
    cache: 'live',
    pollMs: 10_000,
    params: z.tuple([block]),
    result: z.object({ feeConfig: evmFeeConfig, lastChangedAt: z.number().nullish() }),
    summary: 'Subnet-EVM fee config in force at a block (not on coreth).',
  },
  eth_getChainConfig: {
    cache: 'static',
    params: z.tuple([]),
    result: z.looseObject({ chainId: z.union([z.number(), z.string()]).optional() }),
    summary: 'Chain config: chain id, fork activation times, fee config, precompiles, upgrades.',
  },
  eth_getActiveRulesAt: {
    cache: 'live',
    pollMs: 10_000,
    params: z.tuple([timestamp]),
    result: z.object({
      ethRules: z.record(z.string(), z.unknown()),
      avalancheRules: z.record(z.string(), z.boolean()),
      precompiles: z
        .record(z.string(), z.looseObject({ timestamp: z.number() }))
        .nullish()
        .transform((v) => v ?? {}),
    }),
    summary: 'Fork rules and precompiles active at a timestamp (Subnet-EVM).',
  },
  eth_getActivePrecompilesAt: {
    cache: 'live',
    params: z.tuple([timestamp]),
    result: z.record(z.string(), z.unknown()),
    deprecated: { since: 'subnet-evm v0.6.0', note: 'use eth_getActiveRulesAt' },
    summary: 'Precompile configs active at a timestamp.',
  },
  eth_chainId: {
    cache: 'static',
    params: z.tuple([]),
    result: hexQuantity,
    summary: 'EVM chain id.',
  },
  eth_blockNumber: {
    ...liveQuantity,
    summary: 'Latest block number.',
  },
  eth_getBlockByNumber: {
    cache: 'immutable',
    settled: found,
    atHeight: evmBlockParam(0),
    params: z.tuple([blockNumber, fullTxs]),
    result: evmBlock,
    summary: 'Block by number or tag (with full txs when the flag is true).',
    example: ['latest', false],
  },
  eth_getBlockByHash: {
    cache: 'immutable',
    settled: found,
    params: z.tuple([blockHash, fullTxs]),
    result: evmBlock,
    summary: 'Block by hash.',
  },
  eth_getTransactionByHash: {
    cache: 'immutable',
    settled: mined,
    params: z.tuple([txHash]),
    result: rpcObject.nullable(),
    // A pending tx changes once mined; pages cache only results with a blockHash.
    summary: 'Transaction by hash.',
  },
  eth_getTransactionReceipt: {
    cache: 'immutable',
    settled: found,
    params: z.tuple([txHash]),
    result: evmReceipt.nullable(),
    summary: 'Receipt of a mined transaction.',
  },
  eth_getBalance: {
    ...accountAtBlock,
    result: hexQuantity,
    summary: 'Balance in wei.',
  },
  eth_getTransactionCount: {
    ...accountAtBlock,
    result: hexQuantity,
    summary: 'Nonce of an address.',
  },
  eth_getCode: {
    ...accountAtBlock,
    result: hexData,
    summary: 'Contract bytecode.',
  },
  eth_getStorageAt: {
    cache: 'immutable',
    atHeight: evmBlockParam(2),
    params: z.tuple([address, quantityParam.describe('slot'), block]),
    result: hexData,
    summary: 'One storage slot.',
  },
  eth_call: {
    heavy: true,
    cache: 'immutable',
    atHeight: evmBlockParam(1),
    params: z.tuple([call, block]),
    result: hexData,
    summary: 'Execute a call without a transaction.',
  },
  eth_estimateGas: {
    heavy: true,
    cache: 'live',
    params: z.tuple([call, block]),
    result: hexQuantity,
    summary: 'Gas a transaction would use.',
  },
  eth_gasPrice: {
    ...liveQuantity,
    summary: 'Suggested gas price.',
  },
  eth_maxPriorityFeePerGas: {
    ...liveQuantity,
    summary: 'Suggested priority fee (tip).',
  },
  eth_feeHistory: {
    cache: 'live',
    params: z.tuple([
      quantityParam.describe('block count'),
      blockTag.describe('newest block'),
      z.array(z.number()).optional().describe('reward percentiles'),
    ]),
    result: rpcObject,
    summary: 'Base fees and reward percentiles of recent blocks.',
    example: [10, 'latest', [25, 75]],
  },
  eth_getLogs: {
    heavy: true,
    cache: 'live',
    params: z.tuple([logFilter.describe('filter')]),
    result: z.array(rpcObject),
    summary: 'Logs matching a filter.',
    example: [{ fromBlock: 'latest', toBlock: 'latest' }],
  },
  debug_traceTransaction: {
    // A trace of a mined tx never changes; an unknown or pending tx is an error, never kept.
    cache: 'immutable',
    settled: found,
    params: z.tuple([txHash, callTracerOptions.describe('tracer')]),
    result: evmCallFrame,
    // Re-executes the tx on the node: served only where the chain's eth-apis include debug-tracer.
    heavy: true,
    summary: 'Call tree of a mined transaction (callTracer); only where the node enables its debug API.',
    example: [undefined, { tracer: 'callTracer' }] as [undefined, { tracer: 'callTracer' }],
  },
  eth_sendRawTransaction: {
    cache: 'never',
    params: z.tuple([hexData.describe('signed tx')]),
    result: hash32,
    changesState: true,
    summary: 'Submit a signed transaction.',
  },
  eth_syncing: {
    cache: 'live',
    params: z.tuple([]),
    result: z.union([z.literal(false), rpcObject]),
    summary: 'Sync progress, or false.',
  },
  eth_getBlockTransactionCountByNumber: {
    cache: 'immutable',
    settled: found,
    atHeight: evmBlockParam(0),
    params: z.tuple([blockNumber]),
    result: hexQuantity.nullable(),
    summary: 'Transaction count of a block by number.',
    example: ['latest'],
  },
  eth_getBlockTransactionCountByHash: {
    cache: 'immutable',
    settled: found,
    params: z.tuple([blockHash]),
    result: hexQuantity.nullable(),
    summary: 'Transaction count of a block by hash.',
  },
  net_version: {
    cache: 'static',
    params: z.tuple([]),
    result: z.string(),
    summary: 'Network id as a decimal string.',
  },
  web3_clientVersion: {
    cache: 'static',
    params: z.tuple([]),
    result: z.string(),
    summary: 'Client name and version.',
  },
});
