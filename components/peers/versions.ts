/** Peers per version, most common first. */
export function versionDistribution(versions: readonly string[]): { version: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const v of versions) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .map(([version, count]) => ({ version, count }))
    .sort((a, b) => b.count - a.count || (a.version < b.version ? 1 : -1));
}
