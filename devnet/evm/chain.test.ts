import { describe, expect, it } from 'vitest';
import {
  createPublicClient,
  createWalletClient,
  custom,
  decodeErrorResult,
  defineChain,
  encodeFunctionData,
  fromRlp,
  getAddress,
  hexToBytes,
  keccak256,
  parseEther,
  toHex,
  toRlp,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { eth } from '@/lib/registry/eth';
import { C_CHAIN_ID, EWOQ_EVM_ADDRESS, EWOQ_PRIVATE_KEY } from '../genesis/constants';
import { C_CHAIN_EWOQ_BALANCE } from './index';
import type { EvmChain } from './chain';
import { headerHash, type RpcBlock } from './block-rlp';
import { TOKEN_ABI, TOKEN_DEPLOY_GAS, TOKEN_INIT_CODE, TOKEN_SUPPLY, TRANSFER_TOPIC } from './token';
import { ARTIFACTS } from './contracts';
import { cChainPerSuite } from './c-chain-fixture';
import { jsonRpcReply } from '../core/json-rpc-client';

const cchain = defineChain({
  id: 43112,
  name: 'Avalanche local C-chain',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9650/ext/bc/C/rpc'] } },
});

/** An EIP-1193 transport over handleRpc: what viem would get from the HTTP endpoint. */
function transportFor(evm: EvmChain) {
  let id = 0;
  return custom({
    async request({ method, params }: { method: string; params?: unknown }) {
      const reply = (await evm.handleRpc(
        JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      )) as {
        result?: unknown;
        error?: { code: number; message: string; data?: unknown };
      };
      if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
      return reply.result;
    },
  });
}

const rpc = (evm: EvmChain, method: string, params: unknown[] = []) => jsonRpcReply(evm, method, params);

const ewoq = privateKeyToAccount(toHex(EWOQ_PRIVATE_KEY));
const RECIPIENT = '0x00000000000000000000000000000000000c0ffe' as const;
/** A signed EIP-1559 transfer of `value` wei from ewoq to RECIPIENT at `nonce`, on the C-chain unless `chainId` says otherwise. */
const ewoqTransfer = (nonce: number, value: bigint, { chainId = 43112 } = {}) =>
  ewoq.signTransaction({
    chainId,
    nonce,
    to: RECIPIENT,
    value,
    gas: 21_000n,
    maxFeePerGas: 10n ** 11n,
    maxPriorityFeePerGas: 1n,
    type: 'eip1559',
  });

describe('C-chain on EDR', () => {
  const c = cChainPerSuite();

  it('is chain 43112 with the ewoq genesis balance, read by a viem public client', async () => {
    const client = createPublicClient({ chain: cchain, transport: transportFor(c.evm) });
    expect(await client.getChainId()).toBe(43112);
    expect(ewoq.address).toBe(EWOQ_EVM_ADDRESS);
    expect(await client.getBalance({ address: EWOQ_EVM_ADDRESS, blockNumber: 0n })).toBe(C_CHAIN_EWOQ_BALANCE);
    const genesis = await client.getBlock({ blockNumber: 0n });
    expect(genesis.number).toBe(0n);
    expect(genesis.timestamp).toBe(0n);
    expect((await rpc(c.evm, 'net_version')).result).toBe('43112');
  });

  it('mines a signed ewoq transfer at the clock time, with a receipt, index entry and block RLP', async () => {
    const client = createPublicClient({ chain: cchain, transport: transportFor(c.evm) });
    const wallet = createWalletClient({ account: ewoq, chain: cchain, transport: transportFor(c.evm) });
    const before = c.evm.blockNumber();
    const indexedBefore = c.ctx.indexStore.count('C/block');
    c.ctx.clock.advance(5_000);

    const hash = await wallet.sendTransaction({ to: RECIPIENT, value: parseEther('1.5') });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    expect(receipt.status).toBe('success');
    expect(receipt.blockNumber).toBe(BigInt(before + 1));
    expect(c.evm.blockNumber()).toBe(before + 1);
    expect(await client.getBalance({ address: RECIPIENT })).toBe(parseEther('1.5'));

    const block = (await rpc(c.evm, 'eth_getBlockByNumber', [toHex(receipt.blockNumber), false])).result as RpcBlock;
    expect(Number(BigInt(block.timestamp))).toBe(Math.floor(c.ctx.clock.nowMs() / 1000));
    expect(block.transactions).toEqual([hash]);
    // Our header RLP is the real one: it hashes to the block hash.
    expect(headerHash(block)).toBe(block.hash);

    expect(c.ctx.indexStore.count('C/block')).toBe(indexedBefore + 1);
    const entry = c.ctx.indexStore.byIndex('C/block', indexedBefore);
    expect(toHex(entry!.id)).toBe(block.hash);
    const decoded = fromRlp(entry!.bytes, 'hex') as unknown[];
    // coreth's extended body: [header, txs, uncles, version, extData]; no atomic txs, so empty extra data.
    expect(decoded).toHaveLength(5);
    expect(decoded.slice(3)).toEqual(['0x', '0x']);
    expect(keccak256(toRlp(decoded[0] as Hex[]))).toBe(block.hash);
    expect(decoded[2]).toEqual([]);
    const txs = decoded[1] as Hex[];
    expect(txs).toHaveLength(1);
    expect(keccak256(txs[0]!)).toBe(hash);
    // The raw tx is served back as geth does.
    expect(keccak256((await rpc(c.evm, 'eth_getRawTransactionByHash', [hash])).result as Hex)).toBe(hash);
  });

  it('answers the standard reads: gas price, priority fee, fee history, base fee, syncing', async () => {
    const client = createPublicClient({ chain: cchain, transport: transportFor(c.evm) });
    expect(await client.getGasPrice()).toBeGreaterThan(0n);
    expect(await client.estimateMaxPriorityFeePerGas()).toBeGreaterThanOrEqual(0n);
    const history = await client.getFeeHistory({ blockCount: 2, rewardPercentiles: [50] });
    expect(history.baseFeePerGas.length).toBe(3);
    expect(BigInt((await rpc(c.evm, 'eth_baseFee')).result as Hex)).toBeGreaterThanOrEqual(1_000_000_000n);
    expect((await rpc(c.evm, 'eth_syncing')).result).toBe(false);
    for (const m of ['eth_chainId', 'eth_blockNumber', 'eth_gasPrice', 'net_version', 'web3_clientVersion'] as const) {
      const r = await rpc(c.evm, m);
      expect(() => eth[m].result.parse(r.result)).not.toThrow();
    }
  });

  it('deploys a contract, reads it with eth_call, finds its logs, and reports reverts like geth', async () => {
    const client = createPublicClient({ chain: cchain, transport: transportFor(c.evm) });
    const wallet = createWalletClient({ account: ewoq, chain: cchain, transport: transportFor(c.evm) });
    const deployHash = await wallet.sendTransaction({ data: TOKEN_INIT_CODE, gas: TOKEN_DEPLOY_GAS });
    const deployed = await client.waitForTransactionReceipt({ hash: deployHash, pollingInterval: 10 });
    const token = deployed.contractAddress!;
    expect(await client.readContract({ address: token, abi: TOKEN_ABI, functionName: 'totalSupply' })).toBe(
      TOKEN_SUPPLY,
    );

    const hash = await wallet.writeContract({
      address: token,
      abi: TOKEN_ABI,
      functionName: 'transfer',
      args: [RECIPIENT, 123n],
    });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    expect(receipt.status).toBe('success');
    expect(
      await client.readContract({ address: token, abi: TOKEN_ABI, functionName: 'balanceOf', args: [RECIPIENT] }),
    ).toBe(123n);
    const transferEvent = TOKEN_ABI.find((e) => e.type === 'event' && e.name === 'Transfer')!;
    const logs = await client.getLogs({ address: token, event: transferEvent, fromBlock: 0n });
    expect(logs.map((l) => l.args.value)).toEqual([TOKEN_SUPPLY, 123n]);
    expect(logs[1]!.topics[0]).toBe(TRANSFER_TOPIC);

    // RECIPIENT has 123 tokens; sending 124 reverts with OpenZeppelin's custom error, which geth
    // reports bare, its encoding in `data`.
    const data = encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transfer', args: [ewoq.address, 124n] });
    for (const m of ['eth_call', 'eth_estimateGas']) {
      const r = await rpc(c.evm, m, [{ from: RECIPIENT, to: token, data }, 'latest']);
      expect(r.error?.code).toBe(3);
      expect(r.error?.message).toBe('execution reverted');
      const decoded = decodeErrorResult({ abi: ARTIFACTS.GlacierToken.abi, data: r.error?.data as Hex });
      expect([decoded.errorName, ...(decoded.args ?? [])]).toEqual([
        'ERC20InsufficientBalance',
        getAddress(RECIPIENT),
        123n,
        124n,
      ]);
    }
    // A require string is the reason in the message: Error(string) in `data`.
    const splitDeploy = await wallet.sendTransaction({ data: ARTIFACTS.Splitter.bytecode, gas: TOKEN_DEPLOY_GAS });
    const splitter = (await client.waitForTransactionReceipt({ hash: splitDeploy, pollingInterval: 10 }))
      .contractAddress!;
    const split = encodeFunctionData({ abi: ARTIFACTS.Splitter.abi, functionName: 'split', args: [[]] });
    const r = await rpc(c.evm, 'eth_call', [{ to: splitter, data: split }, 'latest']);
    expect(r.error?.code).toBe(3);
    expect(r.error?.message).toBe('execution reverted: Splitter: no recipients');
    expect(r.error?.data).toMatch(/^0x08c379a0/);
  });

  it('puts concurrent transactions in one block (group commit)', async () => {
    const nonce = Number(
      BigInt((await rpc(c.evm, 'eth_getTransactionCount', [ewoq.address, 'pending'])).result as Hex),
    );
    const before = c.evm.blockNumber();
    const raws = await Promise.all([0, 1, 2, 3].map((i) => ewoqTransfer(nonce + i, 1n)));
    const hashes = await Promise.all(raws.map((r) => c.evm.issueRawTx(r)));
    expect(c.evm.blockNumber()).toBe(before + 1);
    const block = (await rpc(c.evm, 'eth_getBlockByNumber', ['latest', false])).result as RpcBlock;
    expect(block.transactions).toEqual(hashes);
  });

  it('refuses bad transactions with geth messages and changes nothing', async () => {
    const height = c.evm.blockNumber();
    const rows = c.ctx.indexStore.count('C/block');
    const nonce = Number(BigInt((await rpc(c.evm, 'eth_getTransactionCount', [ewoq.address, 'latest'])).result as Hex));
    const stale = await ewoqTransfer(0, 1n);
    expect((await rpc(c.evm, 'eth_sendRawTransaction', [stale])).error).toEqual({
      code: -32000,
      message: `nonce too low: next nonce ${nonce}, tx nonce 0`,
    });

    const wrongChain = await ewoqTransfer(nonce, 1n, { chainId: 1 });
    expect((await rpc(c.evm, 'eth_sendRawTransaction', [wrongChain])).error).toEqual({
      code: -32000,
      message: 'invalid sender: invalid chain id for signer: have 1 want 43112',
    });

    const tooRich = await ewoqTransfer(nonce, C_CHAIN_EWOQ_BALANCE * 2n);
    const poor = await rpc(c.evm, 'eth_sendRawTransaction', [tooRich]);
    expect(poor.error?.code).toBe(-32000);
    expect(poor.error?.message).toMatch(
      /^insufficient funds for gas \* price \+ value: balance \d+, tx cost \d+, overshot \d+$/,
    );

    expect((await rpc(c.evm, 'eth_sendRawTransaction', ['deadbeef'])).error).toEqual({
      code: -32602,
      message:
        'invalid argument 0: json: cannot unmarshal hex string without 0x prefix into Go value of type hexutil.Bytes',
    });
    expect((await rpc(c.evm, 'eth_sendRawTransaction', [])).error).toEqual({
      code: -32602,
      message: 'missing value for required argument 0',
    });
    expect((await rpc(c.evm, 'eth_getBalance', ['0x12', 'latest'])).error?.code).toBe(-32602);

    expect(c.evm.blockNumber()).toBe(height);
    expect(c.ctx.indexStore.count('C/block')).toBe(rows);
    expect(Number(BigInt((await rpc(c.evm, 'eth_getTransactionCount', [ewoq.address, 'pending'])).result as Hex))).toBe(
      nonce,
    );
  });

  it('has coreth extras only: eth_getChainConfig, and no eth_feeConfig / eth_getActiveRulesAt', async () => {
    const config = (await rpc(c.evm, 'eth_getChainConfig')).result as Record<string, unknown>;
    expect(eth.eth_getChainConfig.result.parse(config).chainId).toBe(43112);
    expect(config).toMatchObject({
      homesteadBlock: 0,
      londonBlock: 0,
      apricotPhase1BlockTimestamp: 1607144400,
      durangoBlockTimestamp: 1607144400,
      etnaTimestamp: 1607144400,
      graniteTimestamp: 1607144400,
      heliconTimestamp: 253399622400,
    });
    expect(config).not.toHaveProperty('feeConfig');
    for (const m of [
      'eth_feeConfig',
      'eth_getActiveRulesAt',
      'eth_getActivePrecompilesAt',
      'hardhat_mine',
      'evm_mine',
      'eth_foo',
    ]) {
      expect((await rpc(c.evm, m, [])).error).toEqual({
        code: -32601,
        message: `the method ${m} does not exist/is not available`,
      });
    }
  });

  it('exposes a ChainHandle whose issueTx accepts raw bytes and reports failures as NodeError', async () => {
    expect(c.evm.handle.chainID).toEqual(C_CHAIN_ID);
    const nonce = Number(
      BigInt((await rpc(c.evm, 'eth_getTransactionCount', [ewoq.address, 'pending'])).result as Hex),
    );
    const raw = await ewoqTransfer(nonce, 7n);
    expect(toHex(await c.evm.handle.issueTx(hexToBytes(raw)))).toBe(keccak256(raw));
    await expect(c.evm.handle.issueTx(hexToBytes(raw))).rejects.toMatchObject({ name: 'NodeError' });
  });
});
