// The "Transactions" card of an address page. The listing's unfiltered first page, as it asks for it
// (address-history.tsx), is read beside the page and seeded: its rows draw as soon as its code is in.
// Under a filter in the URL the listing asks for its own key.
import { apiAnswer } from '@/components/shell/api-answer';
import { LazyAddressHistory } from './lazy-address-history';
import { HistoryCard } from './history-card';

export async function AddressHistoryCard({
  address,
  chains,
}: {
  address: string;
  chains: readonly ('X' | 'P' | 'C')[];
}) {
  const first = await apiAnswer('history.address', { params: { address }, query: {} });
  return (
    <HistoryCard title="Transactions" seed={[first]}>
      <LazyAddressHistory address={address} chains={chains} />
    </HistoryCard>
  );
}
