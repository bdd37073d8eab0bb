import { formatCount } from './amount';

/** "1 tx", "2 txs", "1,204 transactions": the count grouped, the word agreeing with it. */
export function plural(n: number | bigint, word: string, pluralWord = `${word}s`): string {
  return `${formatCount(n)} ${n === 1 || n === 1n ? word : pluralWord}`;
}
