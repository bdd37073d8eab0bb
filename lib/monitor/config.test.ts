import { expect, it } from 'vitest';
import { readMonitorConfig } from './config';

it('refuses a webhook URL that is not http(s) without echoing it (it carries a token)', () => {
  for (const bad of ['ftp://hooks.example/T0/s3cret-token', 'http://[s3cret-token']) {
    expect(() => readMonitorConfig({ SNOWLINE_ALERT_WEBHOOK_URL: bad } as unknown as NodeJS.ProcessEnv)).toThrow(
      /^SNOWLINE_ALERT_WEBHOOK_URL must be an http\(s\) URL \(its value is not shown/,
    );
  }
  expect(
    readMonitorConfig({ SNOWLINE_ALERT_WEBHOOK_URL: 'https://hooks.example/T0/tok' } as unknown as NodeJS.ProcessEnv)
      .webhookUrl,
  ).toBe('https://hooks.example/T0/tok');
});
