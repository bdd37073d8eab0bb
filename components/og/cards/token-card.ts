// A token's card from its token key (`<address>` on C, `<L1 chain id>:<address>`): the EVM chain's token card.
import { splitTokenKey } from '@/lib/store/history/chain-keys';
import type { CardText } from '../entity-card';
import { evmTokenCard } from './evm-cards';

export async function tokenCard(raw: string): Promise<CardText | null> {
  const key = splitTokenKey(raw);
  return key ? evmTokenCard(key.chain, key.address) : null;
}
