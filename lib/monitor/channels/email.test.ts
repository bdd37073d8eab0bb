import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Channel } from '@/lib/store/monitor/graded-records';
import { messageFor } from './message';
import { sendToChannel } from './send';

// A real SMTP exchange with a local test server (smtp-server), with authentication.
const mails: { from: string; to: string[]; data: string }[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _s, cb) =>
      auth.username === 'ops' && auth.password === 's3cret' ? cb(null, { user: 'ops' }) : cb(new Error('bad login')),
    onData: (stream, session, cb) => {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const n = {
  id: 1,
  subject: 'l1:2owdGqyG6FFzTHy5qhenDXQcEghvr571KZE3gSfRJERSJinuwC',
  atMs: Date.parse('2026-03-01T00:00:00Z'),
  severity: 'critical' as const,
  items: [
    {
      kind: 'new' as const,
      condition: 'l1-inactive' as const,
      severity: 'critical' as const,
      stage: '',
      detail: 'is inactive',
      openedMs: 0,
    },
  ],
};
const channel = (smtpUrl: string): Channel => ({
  id: 1,
  kind: 'email',
  name: 'mail',
  minSeverity: 'warning',
  secret: { smtpUrl, from: 'snowline@ops.test', to: 'oncall@ops.test' },
  createdMs: 0,
});
const m = messageFor(n, 'warning', { observedBy: 'the node' })!;

it('sends the alert by SMTP to the channel’s recipient', async () => {
  expect(await sendToChannel(channel(`smtp://ops:s3cret@127.0.0.1:${port}`), [{ n, m }], {})).toBeNull();
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ from: 'snowline@ops.test', to: ['oncall@ops.test'] });
  expect(mails[0]!.data).toContain('Subject: [Snowline] CRITICAL: L1 validation');
  expect(mails[0]!.data).toContain('[NEW] critical: L1 validator inactive: is inactive');
});

it('reports a refused login without the password', async () => {
  const error = await sendToChannel(channel(`smtp://ops:wrong-pass@127.0.0.1:${port}`), [{ n, m }], {});
  expect(error).toMatch(/^email not sent: /);
  expect(error).not.toContain('wrong-pass');
});
