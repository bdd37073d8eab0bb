// Who an output belongs to, as the history store keys it: a single-key output by its address
// (`local1…`, without a chain prefix, so an X and a P address of one key are one history), any other
// owner set by its threshold and members (`2/3:local1a,local1b,local1c`). An owner set is one holder of
// its balance: counting it once per member would make an asset's holders add up to more than it has.
import { formatBech32, type OutputOwners } from '@/lib/codec';

export interface OwnerKey {
  /** The balance holder key. */
  holder: string;
  /** Every address that is part of it. */
  addresses: string[];
}

/** Formats addresses of one network, caching the bech32 text of addresses seen often. */
export function ownerFormatter(hrp: string) {
  const cache = new Map<string, string>();
  const address = (bytes: Uint8Array): string => {
    const k = Buffer.from(bytes).toString('hex');
    let s = cache.get(k);
    if (s === undefined) {
      s = formatBech32(hrp, bytes);
      if (cache.size > 100_000) cache.clear();
      cache.set(k, s);
    }
    return s;
  };
  const owners = (o: { threshold: number; addrs: Uint8Array[] }): OwnerKey => {
    const addresses = o.addrs.map(address);
    if (addresses.length === 1 && o.threshold <= 1) return { holder: addresses[0]!, addresses };
    // Owners are sorted on chain; sorted here too so one owner set has one key however it was written.
    const sorted = [...addresses].sort();
    return { holder: `${o.threshold}/${sorted.length}:${sorted.join(',')}`, addresses: sorted };
  };
  return { address, owners: (o: OutputOwners | { threshold: number; addrs: Uint8Array[] }) => owners(o) };
}

export type OwnerFormatter = ReturnType<typeof ownerFormatter>;
