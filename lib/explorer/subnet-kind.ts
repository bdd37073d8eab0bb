// What kind of subnet a record is: the Primary Network, a converted L1, proof of stake, or permissioned
// (pages and the L1s CSV).
import { PRIMARY_NETWORK_ID } from '@/lib/schemas/primary-network';

/** A subnet not converted has the empty id as its conversion id (the same text as the Primary Network's id). */
const NOT_CONVERTED = PRIMARY_NETWORK_ID;

export function subnetKind(s: {
  id?: string;
  controlKeys: string[];
  threshold: number;
  isPermissioned?: boolean;
  conversionID?: string;
}): string {
  if (s.id === PRIMARY_NETWORK_ID) return 'Proof of stake (AVAX)';
  if (s.conversionID && s.conversionID !== NOT_CONVERTED) return 'L1 (converted, ACP-77)';
  if (s.isPermissioned === false || (s.controlKeys.length === 0 && s.threshold === 0)) return 'Proof of stake';
  return 'Permissioned';
}
