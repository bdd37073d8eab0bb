import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { ChainProgress } from './use-history';
import { IndexedNote } from './indexed-note';

const chain = (over: Partial<ChainProgress>): ChainProgress => ({
  chain: 'X',
  source: 'index',
  startHeight: 0,
  indexedHeight: 494,
  tipHeight: 495,
  txs: 10,
  txsPerSec: 0,
  blocksPerSec: 0,
  etaSec: null,
  error: null,
  foreign: false,
  updatedMs: 0,
  ...over,
});

const note = (chains: ChainProgress[], only?: string[]) =>
  renderToStaticMarkup(createElement(IndexedNote, { chains, only }));

it('puts a banner above every history listing while the store holds another chain, with the way out', () => {
  const refused = chain({ chain: 'P', foreign: true, error: 'P: this store holds the history of another chain: …' });
  const html = note([chain({}), refused], ['X']);
  expect(html).toContain('This history belongs to another chain.');
  expect(html).toContain('href="/status"');
  expect(html).toContain('P-Chain');
  // Otherwise only how far indexing got.
  const plain = note([chain({})]);
  expect(plain).not.toContain('another chain');
  expect(plain).toContain('indexed to height 494 of 495');
});
