// The assembled devnet over real HTTP: each of the node's services answers on its path, the C-chain
// works for viem, admin is opt-in, the keystore round-trips a user, L1 chains serve subnet-evm's
// methods, and the C-chain's state survives a restart on the same data dir.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  hexToBytes,
  http as viemHttp,
  parseEther,
  toHex,
  type Hash,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { formatAddress } from '@/lib/codec/address';
import { decodeAvmUtxo } from '@/lib/codec/avm/tx';
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { idToString } from '@/lib/codec/ids';
import { privateKeyFromString } from '@/lib/codec/secp256k1';
import { AVAX, AVAX_ASSET_ID, EWOQ_ADDRESS_STR, X_CHAIN_ID_STR } from './genesis/constants';
import { EWOQ_KEY, deriveKey } from './genesis/keys';
import { SUBNET_EVM_VM_ID_STR } from './pchain/genesis';
import { LOCAL_X_TX_CONTEXT, buildBaseTx, owners, transferOut } from './xchain/wallet';
import { jsonRpc, jsonRpcReply } from './core/json-rpc-client';
import { startDevnet, type DevnetOptions, type RunningDevnet } from './main';

const EWOQ_EVM = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
const RECIPIENT = '0x00000000000000000000000000000000c0ffee00';

let dataDir: string;
let devnet: RunningDevnet;
const start = (extra: Partial<DevnetOptions> = {}) =>
  startDevnet({ port: 0, dataDir, activity: 'off', validators: 5, delegators: 5, logLevel: 'silent', ...extra });

/** One JSON-RPC call; the result is checked against the registry's result schema when it describes the method. */
const rpc = (pathName: string, method: string, params?: unknown) => jsonRpc(devnet.url + pathName, method, params);

async function rpcError(
  pathName: string,
  method: string,
  params?: unknown,
): Promise<{ code: number; message: string }> {
  const { error } = await jsonRpcReply(devnet.url + pathName, method, params);
  if (!error) throw new Error(`${method} on ${pathName} succeeded`);
  return error;
}

const X_RECIPIENT = deriveKey('services-test', 'x', 0);

/** Sends `amount` nAVAX from ewoq to X_RECIPIENT on the X-chain; resolves with the accepted tx id. */
async function sendX(amount: bigint, pathName = '/ext/bc/X', method = 'avm.issueTx'): Promise<string> {
  const got = await rpc('/ext/bc/X', 'avm.getUTXOs', { addresses: [formatAddress('X', 'local', EWOQ_KEY.address)] });
  const utxos = (got.utxos as string[]).map((h) => decodeAvmUtxo(parseBytes(h)));
  const tx = buildBaseTx(LOCAL_X_TX_CONTEXT, {
    utxos,
    keys: [EWOQ_KEY],
    outputs: [transferOut(AVAX_ASSET_ID, amount, owners([X_RECIPIENT.address]))],
    changeTo: EWOQ_KEY.address,
    nowSec: BigInt(Math.floor(Date.now() / 1000)),
  });
  const { txID } = await rpc(pathName, method, { tx: formatBytes(tx.bytes) });
  expect(txID).toBe(idToString(tx.txID));
  return txID as string;
}

const cChain = () => {
  const url = devnet.url + '/ext/bc/C/rpc';
  const chain = defineChain({
    id: 43112,
    name: 'C-Chain',
    nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
  return { url, chain, client: createPublicClient({ chain, transport: viemHttp(url), pollingInterval: 20 }) };
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devnet-services-'));
  devnet = await start();
});
afterAll(async () => {
  await devnet?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let xTxID: string;
let cTxHash: Hash;
let cBlockHash: Hash;

describe('every service answers on its path', () => {
  test('wallet: a signed X-chain transfer from ewoq is accepted through /ext/bc/X/wallet', async () => {
    xTxID = await sendX(3n * AVAX, '/ext/bc/X/wallet', 'wallet.issueTx');
    const balance = await rpc('/ext/bc/X', 'avm.getBalance', {
      address: formatAddress('X', 'local', X_RECIPIENT.address),
      assetID: 'AVAX',
    });
    expect(balance.balance).toBe(String(3n * AVAX));
  });

  test('avm (X-chain), platform (P-chain), info, health, index', async () => {
    expect(Number((await rpc('/ext/bc/X', 'avm.getHeight')).height)).toBeGreaterThan(0);
    expect(Number((await rpc('/ext/bc/P', 'platform.getHeight')).height)).toBeGreaterThan(0);
    expect(await rpc('/ext/info', 'info.getNetworkID')).toEqual({ networkID: '12345' });
    expect((await rpc('/ext/health', 'health.health')).healthy).toBe(true);
    // The transfer above is the X-chain tx index's newest container.
    expect((await rpc('/ext/index/X/tx', 'index.getLastAccepted', { encoding: 'hex' })).id).toBe(xTxID);
  });

  test('static avm API at /ext/vm/avm builds a genesis', async () => {
    const r = await rpc('/ext/vm/avm', 'avm.buildGenesis', {
      networkID: 12345,
      genesisData: {
        asset1: {
          name: 'Fixed',
          symbol: 'FIX',
          denomination: 0,
          initialState: { fixedCap: [{ amount: 1000, address: EWOQ_ADDRESS_STR }] },
        },
      },
    });
    expect(r.encoding).toBe('hex');
    expect(r.bytes).toMatch(/^0x[0-9a-f]{20,}$/);
  });

  test('keystore: createUser, avm.createAddress, exportUser, importUser round-trip over HTTP', async () => {
    const password = 'correct horse battery staple 42!';
    expect(await rpc('/ext/keystore', 'keystore.createUser', { username: 'alice', password })).toEqual({});
    const { address } = await rpc('/ext/bc/X', 'avm.createAddress', { username: 'alice', password });
    expect(address).toMatch(/^X-local1/);
    const exported = await rpc('/ext/keystore', 'keystore.exportUser', { username: 'alice', password });
    expect(
      await rpc('/ext/keystore', 'keystore.importUser', { username: 'bob', password, user: exported.user }),
    ).toEqual({});
    expect((await rpc('/ext/keystore', 'keystore.listUsers')).users.sort()).toEqual(['alice', 'bob']);
    // The imported user holds the same key: the same address, usable on the P-chain too.
    expect((await rpc('/ext/bc/X', 'avm.listAddresses', { username: 'bob', password })).addresses).toEqual([address]);
    expect((await rpc('/ext/bc/P', 'platform.listAddresses', { username: 'bob', password })).addresses).toEqual([
      address.replace(/^X-/, 'P-'),
    ]);
  });

  test('admin: /ext/admin is a 404 while the admin API is off', async () => {
    const res = await fetch(devnet.url + '/ext/admin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'admin.getLoggerLevel', params: {} }),
    });
    expect({ status: res.status, text: await res.text() }).toEqual({ status: 404, text: '404 page not found\n' });
  });
});

describe('C-chain', () => {
  test('viem reads blocks, sends a signed transfer from ewoq and sees its receipt', async () => {
    const { chain, client, url } = cChain();
    const account = privateKeyToAccount(
      toHex(privateKeyFromString('PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN')),
    );
    expect(account.address).toBe(EWOQ_EVM);
    expect(await client.getChainId()).toBe(43112);
    const before = await client.getBlockNumber();
    const genesis = await client.getBlock({ blockNumber: 0n });
    expect(genesis.number).toBe(0n);

    const wallet = createWalletClient({ chain, account, transport: viemHttp(url) });
    cTxHash = await wallet.sendTransaction({ to: RECIPIENT, value: parseEther('1.5') });
    const receipt = await client.waitForTransactionReceipt({ hash: cTxHash, pollingInterval: 20 });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(EWOQ_EVM.toLowerCase());
    expect(receipt.blockNumber).toBe(before + 1n);
    cBlockHash = receipt.blockHash;
    expect((await client.getBlock({ blockHash: cBlockHash })).transactions).toEqual([cTxHash]);
    expect(await client.getBalance({ address: RECIPIENT })).toBe(parseEther('1.5'));
  });

  test('/ext/index/C/block has the block of that transfer', async () => {
    const last = await rpc('/ext/index/C/block', 'index.getLastAccepted', { encoding: 'hex' });
    expect(last.id).toBe(idToString(hexToBytes(cBlockHash)));
    const byIndex = await rpc('/ext/index/C/block', 'index.getContainerByIndex', {
      index: last.index,
      encoding: 'hex',
    });
    expect(byIndex.bytes).toBe(last.bytes);
  });

  test('the C-chain refuses subnet-evm methods like coreth; an L1 chain answers them on its /rpc', async () => {
    const {
      status,
      headers: _headers,
      ...refused
    } = await jsonRpcReply(devnet.url + '/ext/bc/C/rpc', 'eth_feeConfig', []);
    expect(status).toBe(200);
    expect(refused).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'the method eth_feeConfig does not exist/is not available' },
    });
    const chains = (await rpc('/ext/bc/P', 'platform.getBlockchains')).blockchains as { id: string; vmID: string }[];
    const l1 = chains.find((c) => c.vmID === SUBNET_EVM_VM_ID_STR);
    expect(l1).toBeDefined();
    const r = await jsonRpcReply<any>(devnet.url + `/ext/bc/${l1?.id}/rpc`, 'eth_feeConfig', []);
    expect(r.result.feeConfig).toMatchObject({
      gasLimit: expect.any(Number),
      minBaseFee: expect.any(Number),
      targetGas: expect.any(Number),
    });
    expect(typeof r.result.lastChangedAt).toBe('number');
  });
});

describe('after a restart on the same data dir, with the admin API on', () => {
  beforeAll(async () => {
    await devnet.close();
    devnet = await start({ apiAdminEnabled: true });
  });

  test('the C-chain kept its blocks, balances and receipts', async () => {
    const { client } = cChain();
    const receipt = await client.getTransactionReceipt({ hash: cTxHash });
    expect(receipt.blockHash).toBe(cBlockHash);
    expect(await client.getBalance({ address: RECIPIENT })).toBe(parseEther('1.5'));
    expect((await rpc('/ext/index/C/block', 'index.getLastAccepted', { encoding: 'hex' })).id).toBe(
      idToString(hexToBytes(cBlockHash)),
    );
    // And it still takes transactions on top.
    const wallet = createWalletClient({
      chain: cChain().chain,
      account: privateKeyToAccount(toHex(EWOQ_KEY.privateKey)),
      transport: viemHttp(cChain().url),
    });
    const hash = await wallet.sendTransaction({ to: RECIPIENT, value: parseEther('0.5') });
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe('success');
    expect(await client.getBalance({ address: RECIPIENT })).toBe(parseEther('2'));
  });

  test('admin.alias makes the alias path answer', async () => {
    expect(await rpc('/ext/admin', 'admin.alias', { endpoint: 'bc/X', alias: 'myx' })).toEqual({});
    expect(Number((await rpc('/ext/myx', 'avm.getHeight')).height)).toBeGreaterThan(0);
    expect(await rpc('/ext/myx/wallet', 'wallet.issueTx', { tx: '0x' }).catch((e: Error) => e.message)).toMatch(
      /problem decoding transaction/,
    );
  });

  test('admin.aliasChain: the alias works as a path and wherever a chain id is accepted', async () => {
    expect(await rpc('/ext/admin', 'admin.aliasChain', { chain: 'X', alias: 'assets' })).toEqual({});
    expect(await rpc('/ext/bc/assets', 'avm.getHeight')).toEqual(await rpc('/ext/bc/X', 'avm.getHeight'));
    expect(await rpc('/ext/info', 'info.getBlockchainID', { alias: 'assets' })).toEqual({
      blockchainID: X_CHAIN_ID_STR,
    });
    expect(await rpc('/ext/info', 'info.isBootstrapped', { chain: 'assets' })).toEqual({ isBootstrapped: true });
    // As a source chain: the same atomic UTXOs as through 'X' (platform.getUTXOs does not echo the source).
    const ewoqP = [formatAddress('P', 'local', EWOQ_KEY.address)];
    const viaAlias = await rpc('/ext/bc/P', 'platform.getUTXOs', { addresses: ewoqP, sourceChain: 'assets' });
    expect(viaAlias).toEqual(await rpc('/ext/bc/P', 'platform.getUTXOs', { addresses: ewoqP, sourceChain: 'X' }));
    await expect(
      rpc('/ext/bc/P', 'platform.getUTXOs', { addresses: ewoqP, sourceChain: 'nosuchalias' }),
    ).rejects.toThrow(/problem parsing source chainID "nosuchalias"/);
    expect((await rpc('/ext/admin', 'admin.getChainAliases', { chain: X_CHAIN_ID_STR })).aliases).toContain('assets');
    // The C-chain's EVM endpoint follows its chain aliases too.
    await rpc('/ext/admin', 'admin.aliasChain', { chain: 'C', alias: 'contracts' });
    expect(await rpc('/ext/bc/contracts/rpc', 'eth_chainId', [])).toBe('0xa868');
  });

  test('admin.setLoggerLevel changes the named loggers the devnet logs through', async () => {
    const all = (await rpc('/ext/admin', 'admin.getLoggerLevel')).loggerLevels;
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['main', 'X', 'P', 'C', 'http']));
    expect(all.X).toEqual({ logLevel: 'OFF', displayLevel: 'OFF' });
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      await sendX(AVAX);
      expect(lines.filter((l) => l.includes('<X>'))).toEqual([]);
      const r = await rpc('/ext/admin', 'admin.setLoggerLevel', { loggerName: 'X', displayLevel: 'debug' });
      expect(r.loggerLevels).toEqual({ X: { logLevel: 'OFF', displayLevel: 'DEBUG' } });
      await sendX(AVAX);
    } finally {
      spy.mockRestore();
    }
    // Now the X-chain's debug lines print, and only its own.
    expect(lines.some((l) => / DEBUG <X> accepted \{"height":\d+,"txs":1\}/.test(l))).toBe(true);
    expect(lines.every((l) => l.includes('<X>'))).toBe(true);
    expect((await rpc('/ext/admin', 'admin.getLoggerLevel', { loggerName: 'P' })).loggerLevels.P.displayLevel).toBe(
      'OFF',
    );
    expect(await rpcError('/ext/admin', 'admin.getLoggerLevel', { loggerName: 'nope' })).toMatchObject({
      code: -32000,
      message: 'logger with name "nope" not found',
    });
  });
});
