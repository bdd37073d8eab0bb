'use client';
// An address's history listing, its code split from the page's own (the X, P and C address routes stay
// within their first-load budget, P4), preloaded by the HTML and hydrated with the page.
import dynamic from 'next/dynamic';
import { orUnavailable } from '@/components/ui/lazy-section';

export const LazyAddressHistory = dynamic(() =>
  orUnavailable(import('./address-history').then((m) => m.AddressHistory)),
);
