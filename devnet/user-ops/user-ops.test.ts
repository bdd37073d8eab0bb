import { beforeEach, describe, expect, test } from 'vitest';
import { formatAddress } from '@/lib/codec/address';
import { amountOfOutput, type Utxo } from '@/lib/codec/avax';
import { encodeAvmUtxo } from '@/lib/codec/avm/tx';
import { formatBytes } from '@/lib/codec/encoding';
import { bytesEqual, idFromString, idToString } from '@/lib/codec/ids';
import { privateKeyToString } from '@/lib/codec/secp256k1';
import { callMethod, putExportedAvax, testContext, type TestContext } from '../core/testing';
import {
  AVAX,
  AVAX_ASSET_ID,
  C_CHAIN_ID,
  EWOQ_ADDRESS,
  EWOQ_PRIVATE_KEY_STR,
  HRP,
  P_CHAIN_ID,
  X_CHAIN_ID,
} from '../genesis/constants';
import { deriveKey, type DevnetKey } from '../genesis/keys';
import { Keystore } from '../keystore/keystore';
import { createXChain, type XChainHandle } from '../xchain/index';
import { createUserOps } from './index';

const PW = 'Snowline-devnet-42!';
const FEE = 1_000_000n;
const alice = deriveKey('user-ops', 'alice', 0);
const bob = deriveKey('user-ops', 'bob', 0);
const X = (a: Uint8Array) => formatAddress('X', HRP, a);
const ewoqX = X(EWOQ_ADDRESS);

let ctx: TestContext;
let x: XChainHandle;
let ks: Keystore;
let call: (m: string, p?: Record<string, unknown>) => Promise<Record<string, any>>;
/** The user "u" holds the ewoq key (300M AVAX on X at genesis). */
const u = (extra: Record<string, unknown> = {}) => ({ username: 'u', password: PW, ...extra });

const balance = (addr: Uint8Array, asset = AVAX_ASSET_ID): bigint =>
  x
    .utxosOf([addr])
    .filter((o) => bytesEqual(o.assetID, asset))
    .reduce((s, o) => s + amountOfOutput(o.output), 0n);
/** Everything the chain holds, to prove a refused call changed nothing. */
const snapshot = () => ({
  height: x.height(),
  ewoq: balance(EWOQ_ADDRESS),
  alice: balance(alice.address),
  bob: balance(bob.address),
});

async function addUser(name: string, keys: DevnetKey[]) {
  await ks.createUser(name, PW);
  for (const k of keys) await ks.addKey(name, PW, k.privateKey);
}

beforeEach(async () => {
  ctx = testContext();
  x = createXChain(ctx);
  ks = new Keystore(ctx.db, { argon2MemoryKiB: 64 });
  const ops = createUserOps({ ctx, keystore: ks, xchain: x });
  call = (m, p = {}) => callMethod([ops.avm, ops.platform], m, p) as Promise<Record<string, any>>;
  await ks.createUser('u', PW);
  await call('avm.importKey', u({ privateKey: EWOQ_PRIVATE_KEY_STR }));
});

describe('keys', () => {
  test('createAddress, importKey, listAddresses and exportKey on X and P', async () => {
    const created = await call('avm.createAddress', u());
    expect(created.address).toMatch(/^X-local1/);
    const imported = await call('avm.importKey', u({ privateKey: privateKeyToString(alice.privateKey) }));
    expect(imported.address).toBe(X(alice.address));
    expect((await call('avm.listAddresses', u())).addresses).toEqual([ewoqX, created.address, X(alice.address)]);
    expect((await call('platform.listAddresses', u())).addresses).toEqual([
      formatAddress('P', HRP, EWOQ_ADDRESS),
      created.address.replace(/^X-/, 'P-'),
      formatAddress('P', HRP, alice.address),
    ]);
    expect((await call('avm.exportKey', u({ address: X(alice.address) }))).privateKey).toBe(
      privateKeyToString(alice.privateKey),
    );
    expect((await call('platform.exportKey', u({ address: formatAddress('P', HRP, EWOQ_ADDRESS) }))).privateKey).toBe(
      EWOQ_PRIVATE_KEY_STR,
    );
  });

  test('each key method refuses a wrong password', async () => {
    const bad = { username: 'u', password: 'Wrong-Passw0rd!' };
    const msg = 'problem retrieving user "u": incorrect password: user "u"';
    await expect(call('avm.createAddress', bad)).rejects.toThrow(msg);
    await expect(call('avm.listAddresses', bad)).rejects.toThrow(msg);
    await expect(call('avm.importKey', { ...bad, privateKey: privateKeyToString(alice.privateKey) })).rejects.toThrow(
      msg,
    );
    await expect(call('avm.exportKey', { ...bad, address: ewoqX })).rejects.toThrow(msg);
    await expect(call('platform.listAddresses', bad)).rejects.toThrow(msg);
    await expect(
      call('platform.exportKey', { ...bad, address: formatAddress('P', HRP, EWOQ_ADDRESS) }),
    ).rejects.toThrow(msg);
    expect((await call('avm.listAddresses', u())).addresses).toEqual([ewoqX]);
  });

  test('exportKey refuses an address the user does not hold or one on another chain', async () => {
    await expect(call('avm.exportKey', u({ address: X(bob.address) }))).rejects.toThrow(
      'problem retrieving private key: not found',
    );
    await expect(call('avm.exportKey', u({ address: formatAddress('P', HRP, EWOQ_ADDRESS) }))).rejects.toThrow(
      /problem parsing address ".*": couldn't parse address ".*": mismatched chainIDs/,
    );
    await expect(call('platform.exportKey', u({ address: ewoqX }))).rejects.toThrow(/mismatched chainIDs/);
    await expect(call('avm.exportKey', u({ address: 'X-fuji1xyz' }))).rejects.toThrow(/problem parsing address/);
  });

  test('importKey refuses a missing or malformed key', async () => {
    await expect(call('avm.importKey', u())).rejects.toThrow("argument 'privateKey' not given");
    await expect(call('avm.importKey', u({ privateKey: 'PrivateKey-nope' }))).rejects.toThrow(
      "couldn't unmarshal an argument",
    );
    expect((await call('avm.listAddresses', u())).addresses).toEqual([ewoqX]);
  });
});

describe('send / sendMultiple', () => {
  test('send pays the recipient, burns the fee and returns change to the change address', async () => {
    const before = balance(EWOQ_ADDRESS);
    const r = await call(
      'avm.send',
      u({ amount: String(5n * AVAX), assetID: 'AVAX', to: X(alice.address), memo: 'hi' }),
    );
    expect(r.changeAddr).toBe(ewoqX);
    expect(x.height()).toBe(1);
    expect(balance(alice.address)).toBe(5n * AVAX);
    expect(balance(EWOQ_ADDRESS)).toBe(before - 5n * AVAX - FEE);
    // changeAddr moves the change elsewhere.
    const r2 = await call(
      'avm.send',
      u({ amount: 1, assetID: idToString(AVAX_ASSET_ID), to: X(alice.address), changeAddr: X(bob.address) }),
    );
    expect(r2.changeAddr).toBe(X(bob.address));
    expect(balance(bob.address)).toBe(before - 5n * AVAX - FEE - 1n - FEE);
  });

  test('sendMultiple sends several outputs in one tx', async () => {
    const r = await call(
      'avm.sendMultiple',
      u({
        outputs: [
          { assetID: 'AVAX', amount: 10, to: X(alice.address) },
          { assetID: 'AVAX', amount: 20, to: X(bob.address) },
        ],
      }),
    );
    expect(idFromString(r.txID)).toHaveLength(32);
    expect([balance(alice.address), balance(bob.address)]).toEqual([10n, 20n]);
  });

  test.each([
    [
      'a memo over 256 bytes',
      { memo: 'm'.repeat(257) },
      'max memo length is 256 but provided memo field is length 257',
    ],
    ['a zero amount', { amount: 0 }, 'amount must be positive'],
    ['an unknown asset', { assetID: 'NOPE' }, "couldn't find asset NOPE"],
    ['a bad to address', { to: 'X-fuji1qqqq' }, /problem parsing to address "X-fuji1qqqq"/],
    ['a P-chain to address', { to: formatAddress('P', HRP, alice.address) }, /mismatched chainIDs/],
    ['from addresses without keys', { from: [X(bob.address)] }, 'from addresses have no keys or funds'],
    ['a bad changeAddr', { changeAddr: 'nope' }, /couldn't parse changeAddr/],
    [
      'more than the user has',
      { amount: String(10n ** 18n) },
      /want to spend 1000000000001000000 of asset .* but only have/,
    ],
    ['a wrong password', { password: 'Wrong-Passw0rd!' }, 'incorrect password: user "u"'],
  ])('send refuses %s and changes nothing', async (_n, extra, message) => {
    const before = snapshot();
    await expect(call('avm.send', u({ amount: 5, assetID: 'AVAX', to: X(alice.address), ...extra }))).rejects.toThrow(
      message,
    );
    expect(snapshot()).toEqual(before);
  });

  test('sendMultiple refuses an empty output list', async () => {
    await expect(call('avm.sendMultiple', u({ outputs: [] }))).rejects.toThrow('no outputs to send');
    expect(x.height()).toBe(0);
  });
});

describe('assets', () => {
  test('createFixedCapAsset gives the holders the whole supply', async () => {
    const r = await call(
      'avm.createFixedCapAsset',
      u({
        name: 'Snow Token',
        symbol: 'SNOW',
        denomination: 2,
        initialHolders: [{ address: X(alice.address), amount: 1000 }],
      }),
    );
    expect(r.changeAddr).toBe(ewoqX);
    expect(balance(alice.address, idFromString(r.assetID))).toBe(1000n);
    expect(x.state.getAsset(idFromString(r.assetID))).toMatchObject({
      name: 'Snow Token',
      symbol: 'SNOW',
      denomination: 2,
    });
  });

  test.each([
    ['a 5-character symbol', { symbol: 'SNOWY' }, 'problem issuing transaction: symbol is too long, maximum size is 4'],
    ['no holders', { initialHolders: [] }, 'no minters or initialHolders provided'],
    [
      'a bad holder address',
      { initialHolders: [{ address: 'X-local1bad', amount: 1 }] },
      /couldn't parse address "X-local1bad"/,
    ],
  ])('createFixedCapAsset refuses %s', async (_n, extra, message) => {
    const before = snapshot();
    await expect(
      call(
        'avm.createFixedCapAsset',
        u({ name: 'Snow', symbol: 'SNOW', initialHolders: [{ address: X(alice.address), amount: 1 }], ...extra }),
      ),
    ).rejects.toThrow(message);
    expect(snapshot()).toEqual(before);
  });

  test('an empty symbol is allowed', async () => {
    const r = await call(
      'avm.createFixedCapAsset',
      u({ name: 'Nameless', initialHolders: [{ address: X(alice.address), amount: 1 }] }),
    );
    expect(x.state.getAsset(idFromString(r.assetID))?.symbol).toBe('');
  });

  test('mint succeeds only for a user holding threshold keys of a minter set', async () => {
    await ks.addKey('u', PW, alice.privateKey);
    const minters = [X(alice.address), X(bob.address), ewoqX];
    const asset = await call(
      'avm.createVariableCapAsset',
      u({ name: 'Var', symbol: 'VAR', minterSets: [{ minters, threshold: 2 }] }),
    );
    const assetID = idFromString(asset.assetID);
    // "u" holds ewoq + alice: 2 of 3.
    const m = await call('avm.mint', u({ amount: 500, assetID: asset.assetID, to: X(bob.address) }));
    expect(m.changeAddr).toBe(ewoqX);
    expect(balance(bob.address, assetID)).toBe(500n);
    // The minter set survives the mint: mint again.
    await call('avm.mint', u({ amount: 1, assetID: asset.assetID, to: X(bob.address) }));
    expect(balance(bob.address, assetID)).toBe(501n);

    // "v" holds only bob's key (1 of 3) plus AVAX for the fee: not enough.
    await call('avm.send', u({ amount: String(AVAX), assetID: 'AVAX', to: X(bob.address) }));
    await addUser('v', [bob]);
    const before = snapshot();
    await expect(
      call('avm.mint', { username: 'v', password: PW, amount: 5, assetID: asset.assetID, to: X(bob.address) }),
    ).rejects.toThrow("provided addresses don't have the authority to mint the provided asset");
    expect(snapshot()).toEqual(before);
    await expect(call('avm.mint', u({ amount: 0, assetID: asset.assetID, to: X(bob.address) }))).rejects.toThrow(
      'amount minted must be positive',
    );
    await expect(call('avm.mint', u({ amount: 1, assetID: 'nope', to: X(bob.address) }))).rejects.toThrow(
      "asset 'nope' not found",
    );
  });

  test('a minter set whose threshold exceeds its minters is refused', async () => {
    await expect(
      call(
        'avm.createVariableCapAsset',
        u({ name: 'Var', symbol: 'VAR', minterSets: [{ minters: [ewoqX], threshold: 2 }] }),
      ),
    ).rejects.toThrow('problem issuing transaction: output is unspendable');
    expect(x.height()).toBe(0);
  });

  test('createNFTAsset, mintNFT and sendNFT move a token with its payload', async () => {
    const nft = await call(
      'avm.createNFTAsset',
      u({ name: 'Art', symbol: 'ART', minterSets: [{ minters: [ewoqX], threshold: 1 }] }),
    );
    const payload = new TextEncoder().encode('first edition');
    const minted = await call('avm.mintNFT', u({ assetID: nft.assetID, payload: formatBytes(payload), to: ewoqX }));
    expect(minted.changeAddr).toBe(ewoqX);
    const sent = await call('avm.sendNFT', u({ assetID: nft.assetID, groupID: 0, to: X(alice.address) }));
    expect(idFromString(sent.txID)).toHaveLength(32);
    const token = x.utxosOf([alice.address]).find((o) => o.output.kind === 'nftfx.TransferOutput') as Utxo;
    expect(token.output).toMatchObject({ groupID: 0, payload });

    const before = snapshot();
    await expect(call('avm.sendNFT', u({ assetID: nft.assetID, groupID: 0, to: X(alice.address) }))).rejects.toThrow(
      'insufficient funds',
    );
    // The group's mint output was used up by the mint (nftfx mints each group once).
    await expect(
      call('avm.mintNFT', u({ assetID: nft.assetID, payload: formatBytes(payload), to: ewoqX })),
    ).rejects.toThrow("provided addresses don't have the authority to mint the provided asset");
    await expect(call('avm.mintNFT', u({ assetID: nft.assetID, payload: '0x1234', to: ewoqX }))).rejects.toThrow(
      /problem decoding payload bytes/,
    );
    await expect(call('avm.createNFTAsset', u({ name: 'Art', symbol: 'ART', minterSets: [] }))).rejects.toThrow(
      'no minters provided',
    );
    expect(snapshot()).toEqual(before);
  });

  test('a payload over 1024 bytes is refused, one of 1024 bytes accepted', async () => {
    const nft = await call(
      'avm.createNFTAsset',
      u({ name: 'Art', symbol: 'ART', minterSets: [{ minters: [ewoqX], threshold: 1 }] }),
    );
    const before = snapshot();
    await expect(
      call('avm.mintNFT', u({ assetID: nft.assetID, payload: formatBytes(new Uint8Array(1025)), to: ewoqX })),
    ).rejects.toThrow('problem issuing transaction: payload too large');
    expect(snapshot()).toEqual(before);
    await call(
      'avm.mintNFT',
      u({ assetID: nft.assetID, payload: formatBytes(new Uint8Array(1024).fill(1)), to: ewoqX }),
    );
    expect(
      x
        .utxosOf([EWOQ_ADDRESS])
        .some((o) => o.output.kind === 'nftfx.TransferOutput' && o.output.payload.length === 1024),
    ).toBe(true);
  });
});

describe('export / import', () => {
  test('export to P and to C puts atomic UTXOs for the destination', async () => {
    const r = await call(
      'avm.export',
      u({ to: formatAddress('P', HRP, alice.address), amount: String(7n * AVAX), assetID: 'AVAX' }),
    );
    expect(r.changeAddr).toBe(ewoqX);
    const onP = ctx.atomic.list(P_CHAIN_ID, X_CHAIN_ID, [alice.address]);
    expect(onP).toHaveLength(1);
    await call('avm.export', u({ to: formatAddress('C', HRP, bob.address), amount: 3, assetID: 'AVAX' }));
    expect(ctx.atomic.list(C_CHAIN_ID, X_CHAIN_ID, [bob.address])).toHaveLength(1);
  });

  test.each([
    ['an X-chain to', () => X(alice.address), 'problem issuing transaction: same chain'],
    ['an unknown chain', () => 'Q-local1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq', /problem parsing to address/],
    ['no chain prefix', () => 'local1xyz', 'no separator found in address'],
  ])('export refuses %s and changes nothing', async (_n, to, message) => {
    const before = snapshot();
    await expect(call('avm.export', u({ to: to(), amount: 5, assetID: 'AVAX' }))).rejects.toThrow(message);
    expect(snapshot()).toEqual(before);
    expect(ctx.atomic.list(P_CHAIN_ID, X_CHAIN_ID, [alice.address])).toHaveLength(0);
  });

  test('export refuses a zero amount', async () => {
    await expect(
      call('avm.export', u({ to: formatAddress('P', HRP, alice.address), amount: 0, assetID: 'AVAX' })),
    ).rejects.toThrow('amount must be positive');
  });

  test('import takes the UTXOs exported from the named source chain, once', async () => {
    await addUser('b', [bob]);
    putExportedAvax(ctx, {
      sourceChain: P_CHAIN_ID,
      destinationChain: X_CHAIN_ID,
      txID: new Uint8Array(32).fill(9),
      owner: bob.address,
      amount: 3n * AVAX,
      encode: encodeAvmUtxo,
    });
    const b = (extra: Record<string, unknown>) => ({ username: 'b', password: PW, ...extra });
    // The export came from P: importing "from C" finds nothing and bob has no X funds for a fee.
    await expect(call('avm.import', b({ to: X(alice.address), sourceChain: 'C' }))).rejects.toThrow(
      /want to spend 1000000 of asset .* but only have 0/,
    );
    await expect(call('avm.import', b({ to: X(alice.address), sourceChain: 'Z' }))).rejects.toThrow(
      'problem parsing chainID "Z": there is no ID with alias: Z',
    );
    await expect(call('avm.import', b({ to: 'X-nope', sourceChain: 'P' }))).rejects.toThrow(
      /problem parsing to address "X-nope"/,
    );
    expect(balance(alice.address)).toBe(0n);

    const r = await call('avm.import', b({ to: X(alice.address), sourceChain: 'P' }));
    expect(idFromString(r.txID)).toHaveLength(32);
    expect(balance(alice.address)).toBe(3n * AVAX - FEE);
    expect(ctx.atomic.list(X_CHAIN_ID, P_CHAIN_ID, [bob.address])).toHaveLength(0);
    // Nothing left to import.
    await expect(call('avm.import', b({ to: X(alice.address), sourceChain: idToString(P_CHAIN_ID) }))).rejects.toThrow(
      /but only have 0/,
    );
  });
});
