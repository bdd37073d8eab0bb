import { expect, it } from 'vitest';
import { displayUrl } from './display-url.mjs';

it('shows a node URL without its credentials, query keys or path keys', () => {
  expect(displayUrl('https://ops:s3cret@node.example:9650/k3y-in-path/ext/bc/C/rpc?apikey=s3cret-key')).toBe(
    'https://node.example:9650/…',
  );
  expect(displayUrl('http://127.0.0.1:9650')).toBe('http://127.0.0.1:9650');
  expect(displayUrl('not a url s3cret')).toBe('(not a URL)');
});
