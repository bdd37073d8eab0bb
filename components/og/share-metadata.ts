// The metadata of a shareable page: its title and description for link previews. Its preview card
// (the route's opengraph-image) is named only when SNOWLINE_PUBLIC_URL says where Snowline is
// reached: without it Next would name http://localhost, which no one who gets the link can open.
import type { Metadata } from 'next';
import { securityConfig } from '@/lib/security/config';

export function shareMetadata(title: string, description: string): Metadata {
  const card = securityConfig().publicUrl ? {} : { images: [] };
  return { title, description, openGraph: { title, description, type: 'website', ...card } };
}
