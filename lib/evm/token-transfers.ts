// Token transfers out of a tx's logs: ERC-20 and ERC-721 Transfer (told apart by the topic count),
// ERC-1155 TransferSingle and TransferBatch (one transfer per id). Read from topics and data directly:
// fifty logs cost microseconds. Metadata is looked up once per distinct token by the caller.
import { decodeAbiParameters, type Hex } from 'viem';
import { formatAmount } from '@/lib/format/amount';
import { logIndexOf } from './log-index';
import type { EvmLogInput, TokenMeta, TokenStandard, TokenTransfer } from './types';

/** keccak256 of the events' signatures. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const TRANSFER_SINGLE_TOPIC = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62';
const TRANSFER_BATCH_TOPIC = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb';

/** At most this many ids of one TransferBatch are listed (a hostile log could carry millions). */
const MAX_BATCH = 1000;

const WORD = /^0x[0-9a-f]{64}$/;
const topicAddress = (t: string) => `0x${t.slice(-40)}` as Hex;

/** A transfer without metadata (the follower's view). */
export type RawTokenTransfer = Omit<TokenTransfer, 'meta' | 'amountText'>;

function transfersOfLog(log: EvmLogInput): RawTokenTransfer[] {
  const topics = log.topics.map((t) => t.toLowerCase());
  const data = (log.data || '0x').toLowerCase() as Hex;
  const token = log.address.toLowerCase() as Hex;
  const logIndex = logIndexOf(log.logIndex);
  const t0 = topics[0];
  if (!topics.every((t) => WORD.test(t))) return [];
  const base = { logIndex, token, operator: null, batchIndex: null };
  if (t0 === TRANSFER_TOPIC) {
    if (topics.length === 3 && WORD.test(data)) {
      const from = topicAddress(topics[1]!);
      const to = topicAddress(topics[2]!);
      return [{ ...base, standard: 'erc20', from, to, tokenId: null, amount: BigInt(data) }];
    }
    if (topics.length === 4 && data === '0x') {
      const from = topicAddress(topics[1]!);
      const to = topicAddress(topics[2]!);
      return [{ ...base, standard: 'erc721', from, to, tokenId: BigInt(topics[3]!), amount: 1n }];
    }
    return [];
  }
  if ((t0 !== TRANSFER_SINGLE_TOPIC && t0 !== TRANSFER_BATCH_TOPIC) || topics.length !== 4) return [];
  const head = {
    ...base,
    standard: 'erc1155' as const,
    operator: topicAddress(topics[1]!),
    from: topicAddress(topics[2]!),
    to: topicAddress(topics[3]!),
  };
  try {
    if (t0 === TRANSFER_SINGLE_TOPIC) {
      const [id, value] = decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], data);
      return [{ ...head, tokenId: id, amount: value }];
    }
    const [ids, values] = decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], data);
    if (ids.length !== values.length) return [];
    return ids.slice(0, MAX_BATCH).map((id, i) => ({ ...head, tokenId: id, amount: values[i]!, batchIndex: i }));
  } catch {
    return [];
  }
}

/** Every token transfer the logs carry, in log order. */
export function rawTokenTransfers(logs: readonly EvmLogInput[]): RawTokenTransfer[] {
  return logs.flatMap(transfersOfLog);
}

/** The distinct tokens that moved, for one metadata read each. */
export function transferTokens(transfers: readonly RawTokenTransfer[]): Map<Hex, TokenStandard> {
  const out = new Map<Hex, TokenStandard>();
  for (const t of transfers) if (!out.has(t.token)) out.set(t.token, t.standard);
  return out;
}

/** The amount in the token's decimals and symbol; ERC-721 as its id. */
export function transferAmountText(t: RawTokenTransfer, meta: TokenMeta | null): string {
  const symbol = meta?.symbol ?? undefined;
  if (t.standard === 'erc721') return `${symbol ? `${symbol} ` : ''}#${t.tokenId}`;
  const decimals = t.standard === 'erc20' ? (meta?.decimals ?? 0) : 0;
  const amount = formatAmount(t.amount, decimals, { symbol });
  return t.standard === 'erc1155' ? `${amount} of #${t.tokenId}` : amount;
}

/** Transfers for the top of a tx page, each with its token's metadata and amount text. */
export function tokenTransfers(
  logs: readonly EvmLogInput[],
  meta: ReadonlyMap<string, TokenMeta> = new Map(),
): TokenTransfer[] {
  return rawTokenTransfers(logs).map((t) => {
    const m = meta.get(t.token) ?? null;
    return { ...t, meta: m, amountText: transferAmountText(t, m) };
  });
}
