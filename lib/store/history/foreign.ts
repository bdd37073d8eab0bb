// A history written against another chain (another network, or a node that was reset): the follower
// refuses to append to it and says so in its error, which pages turn into a banner.

/** Words every such refusal starts with (after the chain's name). */
export const FOREIGN_HISTORY = 'this store holds the history of another chain';

export function isForeignHistoryError(error: string | null): boolean {
  return error !== null && error.includes(FOREIGN_HISTORY);
}
