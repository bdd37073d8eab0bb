import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { MessageList } from '@/components/icm/message-list';

export const metadata: Metadata = {
  title: 'ICM messages',
  description: 'Interchain messages sent and received, with their state.',
};

export default function IcmMessagesPage() {
  return (
    <div className="space-y-4">
      <PageTitle title="ICM messages">Interchain messages the history follower read, newest first.</PageTitle>
      <Suspense>
        <MessageList />
      </Suspense>
    </div>
  );
}
