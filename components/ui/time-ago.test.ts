import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { TimeAgo } from './time-ago';

const render = (ms: number) => renderToStaticMarkup(createElement(TimeAgo, { ms }));

it('shows a time past what a Date holds (a u64 "never" from the chain) as invalid, not a crash', () => {
  expect(render(18446744073709551615 * 1000)).toBe('<span>invalid time</span>');
  const html = render(Date.UTC(2026, 10, 22, 3, 41, 7));
  expect(html).toContain('dateTime="2026-11-22T03:41:07.000Z"');
  expect(html).toContain('title="2026-11-22 03:41:07 UTC"');
});
