import type { Metadata } from 'next';
import { PageTitle } from '@/components/ui/page-title';
import { MessageList } from '@/components/icm/message-list';
import { apiAnswer } from '@/components/shell/api-answer';
import { QuerySeed } from '@/components/shell/query-seed';

export const metadata: Metadata = {
  title: 'ICM messages',
  description: 'Interchain messages sent and received, with their state.',
};

export default async function IcmMessagesPage() {
  // The C-Chain's first page, as the list asks for it with no filter in the URL: its rows come in the HTML.
  const first = await apiAnswer('icm.messages', { query: { chain: 'C' } });
  return (
    <div className="space-y-4">
      <PageTitle title="ICM messages">Interchain messages the history follower read, newest first.</PageTitle>
      <QuerySeed answers={[first]}>
        <MessageList />
      </QuerySeed>
    </div>
  );
}
