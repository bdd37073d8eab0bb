// The metadata of a shareable page: its title and description for link previews. Its preview card
// (the route's opengraph-image) is named only when SNOWLINE_PUBLIC_URL says where Snowline is
// reached: without it Next would name http://localhost, which no one who gets the link can open.
import type { Metadata } from 'next';
import { securityConfig } from '@/lib/security/config';

/**
 * Any page's metadata, naming no card without SNOWLINE_PUBLIC_URL: a not-found or node-down page
 * under a route with a card would otherwise get Next's file card, at localhost.
 */
export function withoutLocalCard(metadata: Metadata): Metadata {
  if (securityConfig().publicUrl) return metadata;
  return { ...metadata, openGraph: { ...metadata.openGraph, images: [] } };
}

export function shareMetadata(title: string, description: string): Metadata {
  return withoutLocalCard({ title, description, openGraph: { title, description, type: 'website' } });
}
