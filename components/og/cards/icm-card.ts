// An ICM message's card: where it goes from and to, how far it got, who sent it and when. Chain
// names are chain text (the card cleans what it draws); a chain the node does not list is its id.
import { ICM_STATUS_LABEL } from '@/components/icm/status-badge';
import { MESSAGE_ID } from '@/lib/icm/api';
import { messageOf } from '@/lib/icm/message';
import { networkInfo } from '@/lib/explorer/network';
import { absoluteTime } from '@/lib/format/time';
import { serverNodeClient } from '@/lib/node/server-client';
import type { CardText } from '../entity-card';
import { indexedHistory } from './indexed-history';

/** Names a blockchain id (or 'C'): the C-Chain, else the name the P-Chain lists it by. */
async function chainNamer(): Promise<(id: string | null) => string> {
  const [net, list] = await Promise.all([
    networkInfo(),
    serverNodeClient()
      .platform.getBlockchains({})
      .catch(() => null),
  ]);
  return (id) => {
    if (!id) return 'an unknown chain';
    if (id === 'C' || id === net.cChainID) return 'C-Chain';
    return list?.blockchains.find((b) => b.id === id)?.name ?? `L1 chain ${id.slice(0, 8)}...`;
  };
}

export async function icmCard(id: string): Promise<CardText | null> {
  if (!MESSAGE_ID.test(id)) return null;
  const h = await indexedHistory();
  const events = h ? await h.icmEvents(id) : [];
  if (events.length === 0) return null;
  const name = await chainNamer();
  const m = messageOf(events[0]!.messageID, events);
  if (!m) {
    // A Warp message only: what chain it was seen on.
    const e = events[0]!;
    return { kind: 'Warp message', id: e.messageID, facts: [`Sent on ${name(e.sourceChain ?? e.chain)}`] };
  }
  return {
    kind: 'ICM message',
    id: m.id,
    facts: [
      `From ${name(m.source.chain)} to ${name(m.destination.chain)}`,
      `Status: ${ICM_STATUS_LABEL[m.status] ?? m.status}`,
      ...(m.source.sender ? [`Sender ${m.source.sender}`] : []),
      ...(m.source.timeMs !== null ? [`Sent ${absoluteTime(m.source.timeMs)}`] : []),
    ],
  };
}
