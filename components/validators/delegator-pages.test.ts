import { expect, it } from 'vitest';
import { delegatorPage } from './delegator-pages';

it('shows 25 delegators a page, the page the URL names, clamped to the pages there are', () => {
  const all = Array.from({ length: 60 }, (_, i) => i);
  expect(delegatorPage(all, null)).toMatchObject({ page: 1, pages: 3, rows: all.slice(0, 25) });
  expect(delegatorPage(all, '3')).toMatchObject({ page: 3, rows: all.slice(50) });
  expect(delegatorPage(all, '9').page).toBe(3);
  for (const bad of ['0', '-2', 'x', '1.5']) expect(delegatorPage(all, bad).page, bad).toBe(1);
  expect(delegatorPage([], null)).toMatchObject({ page: 1, pages: 1, rows: [] });
});
