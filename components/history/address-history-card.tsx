// The "Transactions" card of an address page.
import { LazyAddressHistory } from './lazy-address-history';
import { HistoryCard } from './history-card';

export function AddressHistoryCard({ address, chains }: { address: string; chains: readonly ('X' | 'P' | 'C')[] }) {
  return (
    <HistoryCard title="Transactions">
      <LazyAddressHistory address={address} chains={chains} />
    </HistoryCard>
  );
}
