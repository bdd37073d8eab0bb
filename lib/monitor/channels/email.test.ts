import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Channel } from '@/lib/store/monitor/graded-records';
import { messageFor } from './message';
import { sendToChannel } from './send';
import { LOCALHOST_CERT, LOCALHOST_KEY } from './testing/localhost-cert';

// A real SMTP exchange with local test servers (smtp-server), with authentication: one offers
// STARTTLS (a certificate for localhost), one does not (as when a man in the middle strips it).
const mails: { from: string; to: string[]; data: string }[] = [];
const logins: { secure: boolean; password: string | undefined }[] = [];
let tlsServer: SMTPServer;
let plainServer: SMTPServer;
let port = 0;
let plainPort = 0;

function smtpServer(startTls: boolean) {
  return new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    ...(startTls ? { key: LOCALHOST_KEY, cert: LOCALHOST_CERT } : { disabledCommands: ['STARTTLS'] }),
    onAuth: (auth, s, cb) => {
      logins.push({ secure: s.secure, password: auth.password ?? undefined });
      return auth.username === 'ops' && auth.password === 's3cret'
        ? cb(null, { user: 'ops' })
        : cb(new Error('bad login'));
    },
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
}
const listen = async (s: SMTPServer) => {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return (s.server.address() as { port: number }).port;
};

beforeAll(async () => {
  tlsServer = smtpServer(true);
  plainServer = smtpServer(false);
  port = await listen(tlsServer);
  plainPort = await listen(plainServer);
});
afterAll(async () => {
  await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
  await new Promise<void>((resolve) => plainServer.close(() => resolve()));
});
beforeEach(() => {
  mails.length = 0;
  logins.length = 0;
});
// The test servers are on loopback: allowed as the operator's opt-in allows them.
const local = { allowPrivate: true, smtpCa: LOCALHOST_CERT };

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

it('sends the alert by SMTP to the channel’s recipient, logging in over STARTTLS', async () => {
  expect(await sendToChannel(channel(`smtp://ops:s3cret@localhost:${port}`), [{ n, m }], local)).toBeNull();
  expect(logins).toEqual([{ secure: true, password: 's3cret' }]);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ from: 'snowline@ops.test', to: ['oncall@ops.test'] });
  expect(mails[0]!.data).toContain('Subject: [Snowline] CRITICAL: L1 validation');
  expect(mails[0]!.data).toContain('[NEW] critical: L1 validator inactive: is inactive');
});

it('reports a refused login without the password', async () => {
  const error = await sendToChannel(channel(`smtp://ops:wrong-pass@localhost:${port}`), [{ n, m }], local);
  expect(error).toBe('email not sent: the SMTP server refused the login');
  expect(error).not.toContain('wrong-pass');
});

it('never sends the password to a server that offers no STARTTLS', async () => {
  const error = await sendToChannel(channel(`smtp://ops:s3cret@127.0.0.1:${plainPort}`), [{ n, m }], local);
  expect(error).toMatch(/^email not sent: no TLS with the SMTP server/);
  expect(logins).toEqual([]);
  expect(mails).toEqual([]);
});

it('refuses a certificate it cannot trust before logging in', async () => {
  const error = await sendToChannel(channel(`smtp://ops:s3cret@localhost:${port}`), [{ n, m }], {
    allowPrivate: true,
  });
  expect(error).toMatch(/^email not sent: no TLS with the SMTP server/);
  expect(logins).toEqual([]);
});

it('sends nothing to a loopback or private SMTP server unless the operator allows private targets', async () => {
  for (const host of ['127.0.0.1', 'localhost', '[::1]', '10.1.2.3', '169.254.169.254']) {
    const error = await sendToChannel(channel(`smtp://ops:s3cret@${host}:${port}`), [{ n, m }], {
      allowPrivate: false,
    });
    expect(error).toMatch(/^email not sent: the target is not a public internet host/);
  }
  expect(logins).toEqual([]);
  expect(mails).toEqual([]);
});
