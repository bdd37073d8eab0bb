import type { TokenStandard } from '@/lib/evm/types';

/** A token standard as people write it. */
export const STANDARD_NAMES: Record<TokenStandard, string> = {
  erc20: 'ERC-20',
  erc721: 'ERC-721',
  erc1155: 'ERC-1155',
};

/** A stored kind (any text) as people write it, else as it is. */
export const standardName = (kind: string): string => STANDARD_NAMES[kind as TokenStandard] ?? kind;
