// X-chain (asset VM) API, /ext/bc/{chain} (spec "X-chain API", facts §2, §5, §11).
import { z } from 'zod';
import { defineService } from './define';
import {
  cb58Id,
  encodingParam,
  noParams,
  spendOptions,
  u32,
  u32Param,
  u64,
  u64Param,
  u8Param,
  userPass,
  utxoID,
} from '@/lib/schemas/common';
import { keystoreSendMultipleParams, keystoreSendParams, keystoreSpend, txIDResult } from '@/lib/schemas/chain-api';
import { chainMethods } from './chain-methods';

/** The user-based methods: they hold keys on the node, so they are node-specific and gone since v1.12.2. */
const keystoreBased = keystoreSpend;
/** The keystore-based operations that build and issue a tx, or give a user a key. */
const keystoreChange = { ...keystoreBased, changesState: true } as const;

const minterSet = z.object({ minters: z.array(z.string()), threshold: u32Param });
const txWithChange = z.object({ txID: cb58Id, changeAddr: z.string() });
const assetWithChange = z.object({ assetID: cb58Id, changeAddr: z.string() });

export const avm = defineService('avm', 'avm.', {
  getHeight: {
    ...chainMethods.getHeight,
    summary: 'Height of the last accepted X-chain block.',
  },
  getBlock: {
    ...chainMethods.getBlock,
    summary: 'An accepted block by id.',
  },
  getBlockByHeight: {
    ...chainMethods.getBlockByHeight,
    summary: 'An accepted block by height.',
  },
  getTx: {
    ...chainMethods.getTx,
    summary: 'An accepted transaction by id.',
  },
  getTxStatus: {
    ...chainMethods.getTxStatus,
    deprecated: { since: 'v1.10.0', note: 'getTx answers once the tx is accepted' },
    summary: 'Accepted / Processing / Rejected / Unknown.',
  },
  issueTx: {
    ...chainMethods.issueTx,
    summary: 'Issue a signed transaction.',
  },
  getUTXOs: {
    ...chainMethods.getUTXOs,
    summary: 'UTXOs referencing the given addresses, paginated (max 1024).',
  },
  getAssetDescription: {
    cache: 'immutable',
    params: z.object({ assetID: z.string() }),
    result: z.object({ assetID: cb58Id, name: z.string(), symbol: z.string(), denomination: u32 }),
    summary: 'Name, symbol and denomination of an asset.',
    example: { assetID: 'AVAX' },
  },
  getTxFee: {
    cache: 'static',
    params: noParams,
    result: z.object({ txFee: u64, createAssetTxFee: u64 }),
    summary: 'X-chain transaction fees.',
  },
  getBalance: {
    cache: 'live',
    params: z.object({ address: z.string(), assetID: z.string(), includePartial: z.boolean().optional() }),
    result: z.object({
      balance: u64,
      utxoIDs: z
        .array(utxoID)
        .nullish()
        .transform((v) => v ?? []),
    }),
    deprecated: { since: 'v1.9.12', note: 'use getUTXOs' },
    summary: 'Balance of one asset at an address.',
    example: { assetID: 'AVAX' },
  },
  getAllBalances: {
    cache: 'live',
    params: z.object({ address: z.string(), includePartial: z.boolean().optional() }),
    result: z.object({
      balances: z
        .array(z.object({ asset: z.string(), balance: u64 }))
        .nullish()
        .transform((v) => v ?? []),
    }),
    deprecated: { since: 'v1.9.12', note: 'use getUTXOs' },
    summary: 'Balances of every asset at an address.',
  },
  getAddressTxs: {
    cache: 'live',
    params: z.object({
      address: z.string(),
      cursor: u64Param.optional(),
      assetID: z.string(),
      pageSize: u64Param.optional(),
    }),
    result: z.object({
      txIDs: z
        .array(cb58Id)
        .nullish()
        .transform((v) => v ?? []),
      cursor: u64,
    }),
    deprecated: {
      since: 'v1.9.12',
      note: 'needs index-transactions',
      replacement: "an indexer: Snowline's own address history (/api/history/address)",
    },
    removedIn: 'v1.13.1', // RELEASES.md v1.13.1: "Removed avm.getAddressTxs api"
    summary: 'Transactions touching an address for one asset (paginated).',
    example: { assetID: 'AVAX', pageSize: 20 },
  },
  createAddress: {
    params: z.object(userPass),
    result: z.object({ address: z.string() }),
    ...keystoreChange,
    summary: 'New address controlled by a keystore user.',
  },
  listAddresses: {
    params: z.object(userPass),
    result: z.object({ addresses: z.array(z.string()) }),
    ...keystoreBased,
    summary: 'Addresses controlled by a keystore user.',
  },
  exportKey: {
    params: z.object({ ...userPass, address: z.string() }),
    result: z.object({ privateKey: z.string() }),
    ...keystoreBased,
    summary: 'Private key of an address held by a keystore user.',
  },
  importKey: {
    params: z.object({ ...userPass, privateKey: z.string() }),
    result: z.object({ address: z.string() }),
    ...keystoreChange,
    summary: 'Give a keystore user control of a private key.',
  },
  createFixedCapAsset: {
    params: z.object({
      name: z.string(),
      symbol: z.string().optional(),
      denomination: u8Param.optional(),
      initialHolders: z.array(z.object({ address: z.string(), amount: u64Param })),
      ...spendOptions,
      ...userPass,
    }),
    result: assetWithChange,
    ...keystoreChange,
    summary: 'Create a fixed-cap fungible asset.',
    example: { name: 'Snowline example', symbol: 'SNOW', denomination: 9 },
  },
  createVariableCapAsset: {
    params: z.object({
      name: z.string(),
      symbol: z.string().optional(),
      denomination: u8Param.optional(),
      minterSets: z.array(minterSet),
      ...spendOptions,
      ...userPass,
    }),
    result: assetWithChange,
    ...keystoreChange,
    summary: 'Create a variable-cap fungible asset with minter sets.',
  },
  createNFTAsset: {
    params: z.object({
      name: z.string(),
      symbol: z.string().optional(),
      minterSets: z.array(minterSet),
      ...spendOptions,
      ...userPass,
    }),
    result: assetWithChange,
    ...keystoreChange,
    summary: 'Create a non-fungible asset family.',
  },
  mint: {
    params: z.object({ amount: u64Param, assetID: z.string(), to: z.string(), ...spendOptions, ...userPass }),
    result: txWithChange,
    ...keystoreChange,
    summary: 'Mint units of a variable-cap asset.',
  },
  mintNFT: {
    params: z.object({
      assetID: z.string(),
      payload: z.string(),
      to: z.string(),
      encoding: encodingParam.optional(),
      ...spendOptions,
      ...userPass,
    }),
    result: txWithChange,
    ...keystoreChange,
    summary: 'Mint a non-fungible token with a payload.',
  },
  send: {
    params: keystoreSendParams,
    result: txWithChange,
    ...keystoreChange,
    summary: 'Send an asset from a keystore user.',
    example: { assetID: 'AVAX' },
  },
  sendMultiple: {
    params: keystoreSendMultipleParams,
    result: txWithChange,
    ...keystoreChange,
    summary: 'Send several outputs from a keystore user.',
  },
  sendNFT: {
    params: z.object({ assetID: z.string(), groupID: u32Param, to: z.string(), ...spendOptions, ...userPass }),
    // The docs' signature omits changeAddr but its example returns it.
    result: z.object({ txID: cb58Id, changeAddr: z.string().optional() }),
    ...keystoreChange,
    summary: 'Send a non-fungible token.',
  },
  export: {
    params: z.object({ to: z.string(), amount: u64Param, assetID: z.string(), ...spendOptions, ...userPass }),
    result: txWithChange,
    ...keystoreChange,
    summary: 'Export an asset to the P- or C-chain.',
    example: { assetID: 'AVAX' },
  },
  import: {
    params: z.object({ to: z.string(), sourceChain: z.string(), ...userPass }),
    result: txIDResult,
    ...keystoreChange,
    summary: 'Import funds exported from another chain.',
    example: { sourceChain: 'P' },
  },
});
