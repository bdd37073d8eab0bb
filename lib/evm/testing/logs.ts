// Token transfer logs as viem encodes them, for the tests of every reader of EVM logs.
import { encodeAbiParameters, encodeEventTopics, erc1155Abi, erc20Abi, erc721Abi, type Hex } from 'viem';

const topics = (a: Parameters<typeof encodeEventTopics>[0]) => encodeEventTopics(a) as Hex[];
/** The log's index as the node writes it (a hex quantity). */
const hexIndex = (n: number) => `0x${n.toString(16)}`;
const uints = (...v: bigint[]) =>
  encodeAbiParameters(
    v.map(() => ({ type: 'uint256' })),
    v,
  );

export const erc20Log = (address: Hex, from: Hex, to: Hex, value: bigint, n = 0) => ({
  address,
  topics: topics({ abi: erc20Abi, eventName: 'Transfer', args: { from, to } }),
  data: uints(value),
  logIndex: hexIndex(n),
});

export const erc721Log = (address: Hex, from: Hex, to: Hex, tokenId: bigint, n = 0) => ({
  address,
  topics: topics({ abi: erc721Abi, eventName: 'Transfer', args: { from, to, tokenId } }),
  data: '0x' as Hex,
  logIndex: hexIndex(n),
});

export const erc1155SingleLog = (
  address: Hex,
  [operator, from, to]: [Hex, Hex, Hex],
  id: bigint,
  value: bigint,
  n = 0,
) => ({
  address,
  topics: topics({ abi: erc1155Abi, eventName: 'TransferSingle', args: { operator, from, to } }),
  data: uints(id, value),
  logIndex: hexIndex(n),
});

export const erc1155BatchLog = (
  address: Hex,
  [operator, from, to]: [Hex, Hex, Hex],
  ids: bigint[],
  values: bigint[],
  n = 0,
) => ({
  address,
  topics: topics({ abi: erc1155Abi, eventName: 'TransferBatch', args: { operator, from, to } }),
  data: encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [ids, values]),
  logIndex: hexIndex(n),
});
