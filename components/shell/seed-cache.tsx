'use client';
// Puts the server's answers into the browser's query cache before the page's hooks first read it. Not
// TanStack's HydrationBoundary: setQueryData is already in every page's JavaScript, its hydrate code is
// not (the dashboard's first load stays within its budget). An answer the cache already has (a
// client-side navigation back) is newer than the page's and is kept.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

export function SeedCache({
  answers,
  children,
}: {
  answers: readonly (readonly [QueryKey, unknown])[];
  children: ReactNode;
}) {
  const client = useQueryClient();
  // Once per mount, during the first render: the children's hooks find the answers at once.
  useState(() => {
    for (const [key, data] of answers) {
      if (client.getQueryData(key) === undefined) client.setQueryData(key, data);
    }
    return null;
  });
  return children;
}
