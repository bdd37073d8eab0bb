// Cards of an EVM chain's entities, on the C-Chain or an L1's EVM chain (named by its URL segment):
// the chain, a block, a tx, an address and a token. Names and symbols are chain text (the card cleans
// what it draws); a chain the node does not serve gets no card of its own.
import { STANDARD_NAMES } from '@/components/evm/evm-standard';
import { coinAmount } from '@/components/evm/evm-amount';
import { evmChainLabel, evmClient, resolveEvmChain, type EvmChain } from '@/lib/explorer/evm-chains';
import { loadEvmAddress, loadEvmBlock } from '@/lib/explorer/evm';
import { loadEvmTxDetail } from '@/lib/evm/load-tx';
import { loadTokenHeader } from '@/lib/history/evm-token';
import { formatCount } from '@/lib/format/amount';
import { absoluteTime } from '@/lib/format/time';
import { tokenKey } from '@/lib/store/history/chain-keys';
import type { CardText } from '../entity-card';
import { indexedHistory } from './indexed-history';

/** The card `card` draws of the chain `segment` names; null when the node serves no EVM there. */
async function onChain(segment: string, card: (chain: EvmChain) => Promise<CardText | null>) {
  const chain = await resolveEvmChain(segment);
  return chain ? card(chain) : null;
}

export const evmChainCard = (segment: string) =>
  onChain(segment, async (chain) => {
    const head = await evmClient(chain).getBlock();
    return {
      kind: chain.isC ? 'C-Chain (EVM)' : 'Avalanche L1 EVM chain',
      id: evmChainLabel(chain),
      facts: [
        ...(chain.blockchainID ? [`Blockchain ${chain.blockchainID}`] : []),
        `Chain id ${chain.chainId} · coin ${chain.coin}`,
        `Height ${formatCount(head.number)} · ${absoluteTime(Number(head.timestamp) * 1000)}`,
      ],
    };
  });

const TX_STATUS = { success: 'Success', reverted: 'Failed', pending: 'Pending' } as const;

export const evmTxCard = (segment: string, hash: string) =>
  onChain(segment, async (chain) => {
    // No trace: the card says what the tx did, not how.
    const d = await loadEvmTxDetail(evmClient(chain), hash, { traceServed: false });
    if (!d) return null;
    const method = d.call?.name ? ` · ${d.call.name}()` : '';
    return {
      kind: `${evmChainLabel(chain)} transaction`,
      id: d.tx.hash,
      facts: [
        `Status: ${TX_STATUS[d.status]}${method}`,
        `Value: ${coinAmount(chain, d.tx.value)}`,
        `From ${d.tx.from}`,
        d.tx.to ? `To ${d.tx.to}` : `Created ${d.created ?? 'a contract'}`,
        ...(d.transfers.length ? [`${d.transfers.length} token transfer${d.transfers.length === 1 ? '' : 's'}`] : []),
      ],
      ...(d.receipt ? { final: { cacheKey: `${chain.key}/tx/${d.tx.hash}` } } : {}),
    };
  });

export const evmBlockCard = (segment: string, ref: string) =>
  onChain(segment, async (chain) => {
    const b = await loadEvmBlock(evmClient(chain), ref);
    if (!b || !b.hash || b.number === null) return null;
    const n = b.transactions.length;
    return {
      kind: `${evmChainLabel(chain)} block ${formatCount(b.number)}`,
      id: b.hash,
      facts: [
        `${formatCount(n)} transaction${n === 1 ? '' : 's'} · gas used ${formatCount(b.gasUsed)}`,
        absoluteTime(Number(b.timestamp) * 1000),
      ],
      final: { cacheKey: `${chain.key}/block/${b.hash}` },
    };
  });

export const evmAddressCard = (segment: string, address: string) =>
  onChain(segment, async (chain) => {
    const a = await loadEvmAddress(evmClient(chain), address);
    if (!a) return null;
    return {
      kind: `${evmChainLabel(chain)} ${a.isContract ? 'contract' : 'address'}`,
      id: address,
      facts: [`Balance: ${coinAmount(chain, a.balance)}`, `${formatCount(a.nonce)} transactions sent`],
    };
  });

export const evmTokenCard = (segment: string, address: string) =>
  onChain(segment, async (chain) => {
    const addr = address.toLowerCase();
    const t = await loadTokenHeader(chain, addr);
    if (!t) return null;
    const name = [t.meta.name, t.meta.symbol && `(${t.meta.symbol})`].filter(Boolean).join(' ');
    const standard = t.facts.standard ? `${STANDARD_NAMES[t.facts.standard]} token` : 'Token';
    // Holders and transfers as Snowline's history counts them, when it follows the chain.
    const h = await indexedHistory();
    const key = tokenKey(chain.key, addr);
    const known = h ? (await h.tokens([key])).get(key) : undefined;
    return {
      kind: `${standard} on ${evmChainLabel(chain)}`,
      id: addr,
      facts: [
        ...(name ? [name] : []),
        ...(typeof t.meta.decimals === 'number' ? [`${t.meta.decimals} decimals`] : []),
        ...(known ? [`${formatCount(known.holders)} holders · ${formatCount(known.transfers)} transfers`] : []),
      ],
    };
  });
