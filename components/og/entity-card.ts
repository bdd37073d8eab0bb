// The preview card of any shareable entity, from what its loader finds: a card of its own, or the
// generic card when it finds nothing (an unknown or malformed id, the node down). A new entity's card
// is one loader in components/og/cards and an opengraph-image file beside its page that calls it.
import { ogCard } from './og-card';
import { cardResponse, genericCardResponse } from './og-response';

export interface CardText {
  /** What it is ("Validator", "X-Chain address"). */
  kind: string;
  id: string;
  /** What a person would want to know before clicking, most telling first (four at most are drawn). */
  facts: string[];
  /** It never changes (an accepted tx): drawn once and kept under `cacheKey`. */
  final?: { cacheKey: string };
}

export async function entityCardResponse(load: () => Promise<CardText | null>): Promise<Response> {
  let card: CardText | null;
  try {
    card = await load();
  } catch {
    card = null;
  }
  if (!card) return genericCardResponse();
  const { kind, id, facts, final } = card;
  return cardResponse(final?.cacheKey ?? '', final !== undefined, () => ogCard({ kind, id, facts }));
}
