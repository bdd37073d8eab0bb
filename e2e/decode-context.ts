// The decode context of the devnet behind the app (its HRP and chain aliases), for specs that decode
// blocks themselves to compare with the pages.
import type { APIRequestContext } from '@playwright/test';
import type { DecodeContext } from '@/lib/decode/model';
import { PRIMARY_NETWORK_ID } from '@/lib/schemas/primary-network';
import { rpc } from './node-rpc';

export async function devnetDecodeContext(request: APIRequestContext): Promise<DecodeContext> {
  const [x, c] = await Promise.all(
    (['X', 'C'] as const).map((alias) =>
      rpc<{ blockchainID: string }>(request, 'info', 'info.getBlockchainID', { alias }),
    ),
  );
  return { hrp: 'local', chainAliases: { [x!.blockchainID]: 'X', [c!.blockchainID]: 'C', [PRIMARY_NETWORK_ID]: 'P' } };
}
