// The "Transactions" card of an address page.
import { AddressHistory } from './address-history';
import { HistoryCard } from './history-card';

export function AddressHistoryCard({ address, chains }: { address: string; chains: readonly ('X' | 'P' | 'C')[] }) {
  return (
    <HistoryCard title="Transactions">
      <AddressHistory address={address} chains={chains} />
    </HistoryCard>
  );
}
