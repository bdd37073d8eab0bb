import { beforeEach, describe, expect, it, vi } from 'vitest';

const config = vi.hoisted(() => ({ publicUrl: null as URL | null }));
vi.mock('@/lib/security/config', () => ({ securityConfig: () => config }));

const { shareMetadata, withoutLocalCard } = await import('./share-metadata');

describe('share metadata', () => {
  beforeEach(() => {
    config.publicUrl = null;
  });

  it('names no card without SNOWLINE_PUBLIC_URL, on shared and on not-found pages alike', () => {
    const shared = shareMetadata('ICM message 0x12', 'From C-Chain to L1. Status: Executed.');
    expect(shared.title).toBe('ICM message 0x12');
    expect(shared.openGraph).toMatchObject({ title: 'ICM message 0x12', images: [] });
    const notFound = withoutLocalCard({ title: 'L1 token not found' });
    expect(notFound).toEqual({ title: 'L1 token not found', openGraph: { images: [] } });
  });

  it('leaves the route’s card to Next when the public address is set', () => {
    config.publicUrl = new URL('https://explorer.example');
    const shared = shareMetadata('Block 5', 'Block 5 with 2 transactions.');
    expect(shared.openGraph).not.toHaveProperty('images');
    expect(shared.openGraph).toMatchObject({ description: 'Block 5 with 2 transactions.' });
    const notFound = { title: 'Block not found' };
    expect(withoutLocalCard(notFound)).toBe(notFound);
  });
});
