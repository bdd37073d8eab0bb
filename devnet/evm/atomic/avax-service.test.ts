// The C-chain's `avax` service over real HTTP: AVAX exported from X waits in shared memory, a signed
// ImportTx credits the EVM balance, an ExportTx sends it on to P and X, each lookup method answers as
// coreth does, and every broken rule is refused with coreth's words while nothing changes.
import { describe, expect, test } from 'vitest';
import { bytesToHex, hexToBytes, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { formatAddress } from '@/lib/codec/address';
import { decodeAvmUtxo } from '@/lib/codec/avm/tx';
import type { TransferableInput, Utxo } from '@/lib/codec/avax';
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { idFromString, idToString } from '@/lib/codec/ids';
import { evmAddressOf } from '@/lib/codec/secp256k1';
import {
  atomicTxFee,
  decodeAtomicUtxo,
  decodeBlockExtraData,
  encodeAtomicTx,
  signAtomicTx,
  type AtomicTx,
  type AtomicUnsignedTx,
} from '@/lib/codec/evm-atomic';
import { AVAX, AVAX_ASSET_ID, C_CHAIN_ID, NETWORK_ID, P_CHAIN_ID, X_CHAIN_ID } from '../../genesis/constants';
import { EWOQ_KEY, deriveKey } from '../../genesis/keys';
import { LOCAL_X_TX_CONTEXT, buildImportTx, owners, transferOut } from '../../xchain/wallet';
import { jsonRpc, jsonRpcReply } from '../../core/json-rpc-client';
import { exportXAvaxToC } from '../../xchain/over-http';
import { devnetPerFile } from '../../core/devnet-per-file';
import { P_PARAMS } from '../../pchain/params';
import { signPTx } from '../../pchain/txs';
import { transferInput } from '../../pchain/utxo';
import { avaxOut, baseFields, ownerOf } from '../../pchain/wallet';

const devnet = devnetPerFile('avax');
const EWOQ_C = formatAddress('C', 'local', EWOQ_KEY.address);
const EWOQ_EVM = hexToBytes(evmAddressOf(EWOQ_KEY.privateKey));
const OTHER = deriveKey('avax-test', 'other', 0);

/** The reply of one call, error or not (the devnet answers JSON-RPC errors with HTTP 200). */
async function call(pathName: string, method: string, params?: unknown) {
  const reply = await jsonRpcReply<any>(devnet.url + pathName, method, params);
  expect(reply.status).toBe(200);
  return reply;
}
const rpc = (pathName: string, method: string, params?: unknown) => jsonRpc(devnet.url + pathName, method, params);
const avax = (method: string, params: unknown = {}) => rpc('/ext/bc/C/avax', method, params);
const eth = (method: string, params: unknown[] = []) => rpc('/ext/bc/C/rpc', method, params);
const balanceWei = async (a: Uint8Array): Promise<bigint> =>
  BigInt(await eth('eth_getBalance', [bytesToHex(a), 'latest']));
const nonceOf = async (a: Uint8Array): Promise<bigint> =>
  BigInt(await eth('eth_getTransactionCount', [bytesToHex(a), 'latest']));
const baseFee = async (): Promise<bigint> => BigInt(await eth('eth_baseFee'));
const cHeight = async (): Promise<number> => Number(BigInt(await eth('eth_blockNumber')));
const waitingOnC = async (source: string, addr = EWOQ_C): Promise<Utxo[]> =>
  ((await avax('avax.getUTXOs', { addresses: [addr], sourceChain: source })).utxos as string[]).map((u) =>
    decodeAtomicUtxo(parseBytes(u)),
  );

/** The UTXOs `sourceChain` exported to ewoq that wait on X or P, as that chain lists them. */
const waitingOn = async (chain: 'X' | 'P', sourceChain: string): Promise<string[]> =>
  (
    await rpc(`/ext/bc/${chain}`, chain === 'X' ? 'avm.getUTXOs' : 'platform.getUTXOs', {
      addresses: [formatAddress(chain, 'local', EWOQ_KEY.address)],
      sourceChain,
    })
  ).utxos;

/** Exports `amount` nAVAX of ewoq's X funds to ewoq's C- address; returns the X txID. */
const exportXToC = (amount: bigint): Promise<string> => exportXAvaxToC(devnet.url, EWOQ_KEY, amount);

/** An ImportTx of `utxos` to `to`, burning exactly the fee at `fee` wei base fee (or `burn` when given). */
function importTx(
  utxos: Utxo[],
  to: Uint8Array,
  feeWei: bigint,
  over: Partial<Extract<AtomicUnsignedTx, { kind: 'ImportTx' }>> = {},
  keys = [EWOQ_KEY.privateKey],
): AtomicTx {
  const ins: TransferableInput[] = utxos.map((u) => ({
    txID: u.txID,
    outputIndex: u.outputIndex,
    assetID: u.assetID,
    input: { kind: 'secp256k1fx.TransferInput', amount: (u.output as { amount: bigint }).amount, sigIndices: [0] },
  }));
  const total = ins.reduce((s, i) => s + (i.input as { amount: bigint }).amount, 0n);
  const u: AtomicUnsignedTx = {
    kind: 'ImportTx',
    networkID: NETWORK_ID,
    blockchainID: C_CHAIN_ID,
    sourceChain: X_CHAIN_ID,
    importedInputs: ins,
    outs: [{ address: to, amount: total, assetID: AVAX_ASSET_ID }],
    ...over,
  };
  const draft = signAtomicTx(
    u,
    ins.map(() => keys),
  );
  const fee = atomicTxFee(draft, feeWei);
  if (over.outs) return draft;
  const final = { ...u, outs: [{ address: to, amount: total - fee, assetID: AVAX_ASSET_ID }] };
  return signAtomicTx(
    final,
    ins.map(() => keys),
  );
}

function exportTx(
  amount: bigint,
  nonce: bigint,
  feeWei: bigint,
  dest: Uint8Array = P_CHAIN_ID,
  key = EWOQ_KEY.privateKey,
  extra = 0n,
): AtomicTx {
  const u = (inAmount: bigint): AtomicUnsignedTx => ({
    kind: 'ExportTx',
    networkID: NETWORK_ID,
    blockchainID: C_CHAIN_ID,
    destinationChain: dest,
    ins: [{ address: EWOQ_EVM, amount: inAmount, assetID: AVAX_ASSET_ID, nonce }],
    exportedOutputs: [transferOut(AVAX_ASSET_ID, amount, owners([EWOQ_KEY.address]))],
  });
  const fee = atomicTxFee(signAtomicTx(u(amount), [[key]]), feeWei);
  return signAtomicTx(u(amount + fee + extra), [[key]]);
}

const issue = (tx: AtomicTx) =>
  call('/ext/bc/C/avax', 'avax.issueTx', { tx: formatBytes(encodeAtomicTx(tx)), encoding: 'hex' });

describe('avax service on the devnet C-chain', () => {
  let imported: AtomicTx;
  let importID: string;

  test('X → C: the export waits in shared memory for a C- address, on every C path', async () => {
    await exportXToC(30n * AVAX);
    const utxos = await waitingOnC('X');
    expect(utxos).toHaveLength(1);
    expect((utxos[0]?.output as { amount: bigint }).amount).toBe(30n * AVAX);
    const byId = await rpc(`/ext/bc/${idToString(C_CHAIN_ID)}/avax`, 'avax.getUTXOs', {
      addresses: [EWOQ_C],
      sourceChain: idToString(X_CHAIN_ID),
    });
    expect(byId.numFetched).toBe('1');
    expect(byId.endIndex.address).toBe(EWOQ_C);
    expect((await rpc('/ext/C/avax', 'avax.getUTXOs', { addresses: [EWOQ_C], sourceChain: 'P' })).utxos).toEqual([]);
    expect((await avax('avax.version')).version).toMatch(/^v\d/);
  });

  test('a signed ImportTx credits amount × 1e9 wei in the next block, with extra data and status', async () => {
    const utxos = await waitingOnC('X');
    const before = await balanceWei(EWOQ_EVM);
    const h0 = await cHeight();
    imported = importTx(utxos, EWOQ_EVM, await baseFee());
    const bytes = encodeAtomicTx(imported);
    const { txID } = await avax('avax.issueTx', { tx: formatBytes(bytes) });
    importID = txID;
    const credited = (imported.unsigned as Extract<AtomicUnsignedTx, { kind: 'ImportTx' }>).outs[0]!.amount;
    expect(await balanceWei(EWOQ_EVM)).toBe(before + credited * 1_000_000_000n);
    expect(await cHeight()).toBe(h0 + 1);
    expect(await waitingOnC('X')).toEqual([]);

    expect(await avax('avax.getAtomicTxStatus', { txID })).toEqual({ status: 'Accepted', blockHeight: String(h0 + 1) });
    const got = await avax('avax.getAtomicTx', { txID, encoding: 'hex' });
    expect(got).toEqual({ tx: formatBytes(bytes), encoding: 'hex', blockHeight: String(h0 + 1) });
    const block = await eth('eth_getBlockByNumber', [`0x${(h0 + 1).toString(16)}`, false]);
    expect(decodeBlockExtraData(hexToBytes(block.blockExtraData as Hex))).toEqual([imported]);
    expect(block.extDataHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await eth('eth_getBlockByNumber', ['0x0', false])).blockExtraData).toBe('0x');
  });

  test('C → P and C → X: ExportTx debits the EVM account, bumps its nonce, and the other chains import it', async () => {
    const nonce = await nonceOf(EWOQ_EVM);
    const before = await balanceWei(EWOQ_EVM);
    const tx = exportTx(5n * AVAX, nonce, await baseFee());
    const { txID } = await avax('avax.issueTx', { tx: formatBytes(encodeAtomicTx(tx)) });
    const spent = (tx.unsigned as Extract<AtomicUnsignedTx, { kind: 'ExportTx' }>).ins[0]!.amount;
    expect(await balanceWei(EWOQ_EVM)).toBe(before - spent * 1_000_000_000n);
    expect(await nonceOf(EWOQ_EVM)).toBe(nonce + 1n);
    const onP = await waitingOn('P', 'C');
    expect(onP).toHaveLength(1);
    const pUtxo = decodeAtomicUtxo(parseBytes(onP[0]!));
    expect(idToString(pUtxo.txID)).toBe(txID);
    // The P-chain imports it with a P ImportTx.
    const pImport = signPTx(
      {
        kind: 'ImportTx',
        base: baseFields(NETWORK_ID, [], [avaxOut(5n * AVAX - P_PARAMS.txFee, ownerOf(EWOQ_KEY.address))]),
        sourceChain: C_CHAIN_ID,
        importedInputs: [
          {
            txID: pUtxo.txID,
            outputIndex: pUtxo.outputIndex,
            assetID: AVAX_ASSET_ID,
            input: transferInput(5n * AVAX, [0]),
          },
        ],
      },
      [[EWOQ_KEY.privateKey]],
    );
    await rpc('/ext/bc/P', 'platform.issueTx', { tx: formatBytes(pImport.bytes) });
    expect(await waitingOn('P', 'C')).toEqual([]);

    // To X, then imported there by an AVM ImportTx.
    const toX = exportTx(2n * AVAX, nonce + 1n, await baseFee(), X_CHAIN_ID);
    await avax('avax.issueTx', { tx: formatBytes(encodeAtomicTx(toX)) });
    const onX = await waitingOn('X', 'C');
    expect(onX).toHaveLength(1);
    const xImport = buildImportTx(LOCAL_X_TX_CONTEXT, {
      atomicUtxos: onX.map((u) => decodeAvmUtxo(parseBytes(u))),
      keys: [EWOQ_KEY],
      to: EWOQ_KEY.address,
      sourceChain: C_CHAIN_ID,
      nowSec: BigInt(Math.floor(Date.now() / 1000)),
    });
    await rpc('/ext/bc/X', 'avm.issueTx', { tx: formatBytes(xImport.bytes) });
    expect(await waitingOn('X', 'C')).toEqual([]);
  });

  test("an export is accepted while another account's EVM tx waits in the pool, which still lands once its nonce gap fills", async () => {
    const ewoq = privateKeyToAccount(bytesToHex(EWOQ_KEY.privateKey));
    const other = privateKeyToAccount(bytesToHex(OTHER.privateKey));
    const fee = await baseFee();
    const send = async (from: typeof ewoq, nonce: number, to: Hex, value: bigint): Promise<Hex> =>
      eth('eth_sendRawTransaction', [
        await from.signTransaction({
          type: 'eip1559',
          chainId: 43112,
          nonce,
          to,
          value,
          gas: 21_000n,
          maxFeePerGas: fee * 4n,
          maxPriorityFeePerGas: 0n,
        }),
      ]);
    await send(ewoq, Number(await nonceOf(EWOQ_EVM)), other.address, 10n ** 18n);
    // Nonce 1 before 0: it waits in EDR's pool, where EDR refuses to set any account's nonce.
    const gapped = await send(other, 1, ewoq.address, 1n);
    const nonce = await nonceOf(EWOQ_EVM);
    const tx = exportTx(AVAX, nonce, await baseFee());
    const res = await issue(tx);
    expect(res.error).toBeUndefined();
    expect(await nonceOf(EWOQ_EVM)).toBe(nonce + 1n);
    expect(await eth('eth_getTransactionReceipt', [gapped])).toBeNull();
    await send(other, 0, ewoq.address, 1n);
    expect((await eth('eth_getTransactionReceipt', [gapped]))?.status).toBe('0x1');
    // The chain still takes atomic txs afterwards.
    expect((await issue(exportTx(AVAX, nonce + 1n, await baseFee()))).error).toBeUndefined();
  });

  test('lookups: unknown tx, nil id, bad encodings, bad addresses and missing source chain', async () => {
    const unknown = idToString(new Uint8Array(32).fill(7));
    expect(await avax('avax.getAtomicTxStatus', { txID: unknown })).toEqual({ status: 'Unknown' });
    expect((await call('/ext/bc/C/avax', 'avax.getAtomicTx', { txID: unknown })).error?.message).toBe(
      `could not find tx ${unknown}`,
    );
    expect((await call('/ext/bc/C/avax', 'avax.getAtomicTxStatus', {})).error?.message).toBe('nil transaction ID');
    expect(
      (await call('/ext/bc/C/avax', 'avax.getAtomicTx', { txID: importID, encoding: 'json' })).error?.message,
    ).toBe('invalid encoding');
    expect((await call('/ext/bc/C/avax', 'avax.getUTXOs', { addresses: [EWOQ_C] })).error?.message).toBe(
      'no source chain provided',
    );
    expect((await call('/ext/bc/C/avax', 'avax.getUTXOs', { addresses: [], sourceChain: 'X' })).error?.message).toBe(
      'no addresses provided',
    );
    const xAddr = formatAddress('X', 'local', EWOQ_KEY.address);
    expect(
      (await call('/ext/bc/C/avax', 'avax.getUTXOs', { addresses: [xAddr], sourceChain: 'X' })).error?.message,
    ).toMatch(/^couldn't parse address .*expected chainID to be/);
    expect(
      (await call('/ext/bc/C/avax', 'avax.getUTXOs', { addresses: [EWOQ_C], sourceChain: 'nope' })).error?.message,
    ).toMatch(/^problem parsing source chainID "nope"/);
    expect((await call('/ext/bc/C/avax', 'avax.issueTx', { tx: '0x1234' })).error?.message).toMatch(
      /^problem decoding transaction/,
    );
    expect(
      (await call('/ext/bc/C/avax', 'avax.issueTx', { tx: formatBytes(Uint8Array.of(0, 0, 0, 0, 0, 9)) })).error
        ?.message,
    ).toMatch(/^problem parsing transaction/);
    expect((await call('/ext/bc/C/avax', 'avax.getTx', {})).error?.message).toBe(
      'rpc: can\'t find method "avax.GetTx"',
    );
  });

  test("each broken rule is refused with coreth's words, and nothing changes", async () => {
    await exportXToC(3n * AVAX);
    const utxos = await waitingOnC('X');
    expect(utxos).toHaveLength(1);
    const fee = await baseFee();
    const nonce = await nonceOf(EWOQ_EVM);
    const snapshot = async () => ({
      height: await cHeight(),
      balance: await balanceWei(EWOQ_EVM),
      nonce: await nonceOf(EWOQ_EVM),
      waiting: (await waitingOnC('X')).length,
    });
    const before = await snapshot();
    const otherEvm = hexToBytes(evmAddressOf(OTHER.privateKey));
    const good = importTx(utxos, EWOQ_EVM, fee);
    const goodU = good.unsigned as Extract<AtomicUnsignedTx, { kind: 'ImportTx' }>;
    const cases: [string, AtomicTx, RegExp | string][] = [
      ['wrong network', importTx(utxos, EWOQ_EVM, fee, { networkID: 1 }), 'tx was issued with a different network ID'],
      ['wrong blockchain', importTx(utxos, EWOQ_EVM, fee, { blockchainID: X_CHAIN_ID }), 'tx has wrong chain ID'],
      ['source is C itself', importTx(utxos, EWOQ_EVM, fee, { sourceChain: C_CHAIN_ID }), 'tx has wrong chain ID'],
      ['no outputs', importTx(utxos, EWOQ_EVM, fee, { outs: [] }), 'tx has no EVM outputs'],
      [
        'outputs not sorted and unique',
        importTx(utxos, EWOQ_EVM, fee, { outs: [goodU.outs[0]!, goodU.outs[0]!].map((o) => ({ ...o, amount: 1n })) }),
        'outputs not sorted and unique',
      ],
      [
        'burns less than the fee',
        importTx(utxos, EWOQ_EVM, fee, { outs: [{ address: EWOQ_EVM, amount: 3n * AVAX, assetID: AVAX_ASSET_ID }] }),
        /^import tx flow check failed due to: insufficient funds/,
      ],
      [
        'signed by a key that does not own the UTXO',
        importTx(utxos, EWOQ_EVM, fee, {}, [OTHER.privateKey]),
        'import tx transfer failed verification: wrong signature',
      ],
      [
        'missing credential',
        { ...good, credentials: [] },
        'import tx contained mismatched number of inputs/credentials (1 vs. 0)',
      ],
      [
        'a UTXO that is not in shared memory',
        importTx([{ ...utxos[0]!, outputIndex: 9 }], EWOQ_EVM, fee),
        `failed to fetch import UTXOs from ${idToString(X_CHAIN_ID)} due to: not found`,
      ],
      ['export with a stale nonce', exportTx(AVAX, nonce - 1n, fee), 'invalid nonce'],
      ['export of more than the balance', exportTx(10n ** 8n * AVAX, nonce, fee), 'insufficient funds'],
      [
        'export signed by another key',
        exportTx(AVAX, nonce, fee, P_CHAIN_ID, OTHER.privateKey),
        "signature doesn't match public key",
      ],
      [
        'export to an unknown chain',
        exportTx(AVAX, nonce, fee, idFromString('2nRRoR76HuEk1JjDpRdN8FKvZFvUXWxY3b9C5rZRPFjcgEh7S7')),
        'tx has wrong chain ID',
      ],
      [
        'export burning less than the fee',
        exportTx(
          AVAX,
          nonce,
          fee * 2n,
          P_CHAIN_ID,
          EWOQ_KEY.privateKey,
          -atomicTxFee(exportTx(AVAX, nonce, fee), fee * 2n),
        ),
        /^export tx flow check failed due to: insufficient funds/,
      ],
    ];
    for (const [name, tx, want] of cases) {
      const err = (await issue(tx)).error;
      expect(err?.code, name).toBe(-32000);
      if (typeof want === 'string') expect(err?.message, name).toBe(want);
      else expect(err?.message, name).toMatch(want);
    }
    expect(await snapshot()).toEqual(before);
    expect(otherEvm.length).toBe(20);
    // The good one still goes through; issuing it again finds its UTXO gone.
    expect((await issue(good)).error).toBeUndefined();
    expect((await issue(good)).error?.message).toBe(
      `failed to fetch import UTXOs from ${idToString(X_CHAIN_ID)} due to: not found`,
    );
  });
});
