import { expect, it } from 'vitest';
import { describeEachStore } from '@/lib/store/testing/each-store';

const H1 = 'a'.repeat(64);
const H2 = 'b'.repeat(64);

describeEachStore('session store', (s) => {
  it('finds a session until it expires or is revoked, across a restart', async () => {
    const config = await s.freshConfig();
    let store = await s.open(config);
    await store.sessions.create({ idHash: H1, createdMs: 1_000, expiresMs: 10_000 });
    await store.sessions.create({ idHash: H2, createdMs: 1_000, expiresMs: 10_000 });
    await store.close();
    store = await s.open(config);
    expect(await store.sessions.find(H1, 9_999)).toEqual({ idHash: H1, createdMs: 1_000, expiresMs: 10_000 });
    expect(await store.sessions.find(H1, 10_000)).toBeNull();
    expect(await store.sessions.revoke(H2)).toBe(true);
    expect(await store.sessions.revoke(H2)).toBe(false);
    expect(await store.sessions.find(H2, 2_000)).toBeNull();
    expect(await store.sessions.find('c'.repeat(64), 2_000)).toBeNull();
  });

  it('purges expired sessions only', async () => {
    const store = await s.open(await s.freshConfig());
    await store.sessions.create({ idHash: H1, createdMs: 0, expiresMs: 5_000 });
    await store.sessions.create({ idHash: H2, createdMs: 0, expiresMs: 50_000 });
    expect(await store.sessions.purgeExpired(5_000)).toBe(1);
    expect(await store.sessions.find(H2, 5_000)).not.toBeNull();
    expect(await store.sessions.purgeExpired(5_000)).toBe(0);
  });

  it('refuses a second session with the same id hash', async () => {
    const store = await s.open(await s.freshConfig());
    await store.sessions.create({ idHash: H1, createdMs: 0, expiresMs: 5_000 });
    await expect(store.sessions.create({ idHash: H1, createdMs: 1, expiresMs: 9_000 })).rejects.toThrow();
    expect(await store.sessions.find(H1, 1)).toMatchObject({ expiresMs: 5_000 });
  });

  it('finds a session made by another instance on the same store', async () => {
    const config = await s.freshConfig();
    const [one, other] = [await s.open(config), await s.open(config)];
    await one.sessions.create({ idHash: H1, createdMs: 0, expiresMs: 5_000 });
    expect(await other.sessions.find(H1, 1_000)).toMatchObject({ idHash: H1 });
    expect(await other.sessions.revoke(H1)).toBe(true);
    expect(await one.sessions.find(H1, 1_000)).toBeNull();
  });
});
