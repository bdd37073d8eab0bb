// A page's query parameters as Next.js hands them (each a string, a list when repeated, or absent).

export type SearchParams<K extends string> = Promise<Partial<Record<K, string | string[]>>>;

/** One parameter's value; undefined when it is absent or given more than once. */
export async function searchParam<K extends string>(params: SearchParams<K>, key: K): Promise<string | undefined> {
  const v = (await params)[key];
  return typeof v === 'string' ? v : undefined;
}
