// Whether Redis is shared: a blank variable reads as unset (envText), as every other setting does.
import { expect, it } from 'vitest';
import { readRedisConfig } from './config';

it('shares no Redis when its URL is blank, and takes a blank key prefix as the default', () => {
  expect(readRedisConfig({ SNOWLINE_REDIS_URL: ' ' }, 'http://node')).toBeNull();
  const c = readRedisConfig({ SNOWLINE_REDIS_URL: 'redis://r:6379', SNOWLINE_REDIS_KEY_PREFIX: '  ' }, 'http://node');
  expect(c?.namespace).toMatch(/^snowline:[0-9a-f]{12}$/);
});
