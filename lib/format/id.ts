/** Long ids are shortened in the middle for display; the full value stays on hover and copy. */
export function shortenId(id: string, head = 8, tail = 6): string {
  if (id.length <= head + tail + 1) return id;
  return `${id.slice(0, head)}…${id.slice(-tail)}`;
}
