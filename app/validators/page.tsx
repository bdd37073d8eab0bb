import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ValidatorsView } from '@/components/validators/validators-view';
import { UptimeNote } from '@/components/validators/uptime-note';

export const metadata: Metadata = { title: 'Validators' };

export default function ValidatorsPage() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Validators</h1>
        <UptimeNote />
      </div>
      <Suspense>
        <ValidatorsView />
      </Suspense>
    </div>
  );
}
