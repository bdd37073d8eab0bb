import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startOperatorSession } from '@/lib/auth/operator-sessions';
import { sameOriginJson } from '@/lib/server/testing/request-from';
import { operatorTestConfig, testServerConfig } from '@/lib/server/testing/server-config';
import { ENV_CHANNEL_NAME, syncEnvChannel } from './graded/env-channel';
import {
  deleteChannel,
  getChannels,
  getL1Watches,
  getNotifications,
  getSettings,
  patchChannel,
  postChannel,
  postChannelTest,
  postL1Watch,
  postSettings,
  type L1Client,
} from './graded-api';
import { idleMonitorForFile } from './testing/idle-monitor';
import { exportWatchlist } from './watchlist-file';
import { notificationRun } from '@/lib/store/testing/sample-runs';
import { L1_SUBNET_ID as SUBNET, L1_VALIDATION_ID as VID, WATCHED_NODE_ID as A } from '@/lib/store/testing/watched-ids';

const HOST = 'snowline.test';
const SLACK = 'https://hooks.slack.com/services/T000/B000/s3cretPathToken';

const suite = idleMonitorForFile(undefined);
let cookie = '';
const config = operatorTestConfig();
const ctx = () => ({ config, sessions: suite.store.sessions });
const publicCtx = () => ({ config: testServerConfig(), sessions: suite.store.sessions });

beforeAll(async () => {
  cookie = `snowline_session=${(await startOperatorSession(suite.store.sessions, config)).id}`;
});

const req = (method: string, route: string, body?: unknown, signedIn = true) =>
  sameOriginJson(method, `http://${HOST}/api/monitor/${route}`, body, signedIn ? { cookie } : {});

describe('alert channels API', () => {
  it('is closed to a public caller, for reading as well as writing', async () => {
    expect((await getChannels(req('GET', 'channels', undefined, false), suite.monitor, ctx())).status).toBe(401);
    const add = await postChannel(
      req('POST', 'channels', { kind: 'slack', name: 'x', minSeverity: 'info', url: SLACK }, false),
      suite.monitor,
      ctx(),
    );
    expect(add.status).toBe(401);
    expect(await suite.store.monitor.channels()).toEqual([]);
  });

  it('adds, lists and removes channels for the operator, never sending a secret back', async () => {
    const slack = await postChannel(
      req('POST', 'channels', { kind: 'slack', name: 'ops', minSeverity: 'warning', url: SLACK }),
      suite.monitor,
      ctx(),
    );
    expect(slack.status).toBe(201);
    const mail = await postChannel(
      req('POST', 'channels', {
        kind: 'email',
        name: 'pager',
        minSeverity: 'critical',
        smtpUrl: 'smtp://ops:hunter2@mail.ops.test:587',
        from: 'snowline@ops.test',
        to: 'oncall@ops.test',
      }),
      suite.monitor,
      ctx(),
    );
    const listed = await (await getChannels(req('GET', 'channels'), suite.monitor, ctx())).text();
    for (const secret of ['s3cretPathToken', 'hunter2', '/services/']) expect(listed).not.toContain(secret);
    expect(JSON.parse(listed).channels).toEqual([
      expect.objectContaining({ kind: 'slack', name: 'ops', minSeverity: 'warning', target: 'hooks.slack.com' }),
      expect.objectContaining({
        kind: 'email',
        minSeverity: 'critical',
        target: 'oncall@ops.test via mail.ops.test:587',
      }),
    ]);
    const { channel } = await mail.json();
    expect(
      (await patchChannel(req('PATCH', 'channels', { id: channel.id, minSeverity: 'warning' }), suite.monitor, ctx()))
        .status,
    ).toBe(200);
    expect((await suite.store.monitor.channels())[1]!.minSeverity).toBe('warning');
    expect((await deleteChannel(req('DELETE', `channels?id=${channel.id}`), suite.monitor, ctx())).status).toBe(200);
    expect(await suite.store.monitor.channels()).toHaveLength(1);
  });

  it('adds Telegram and PagerDuty channels, never sending the token or key back, and refuses malformed ones', async () => {
    const token = '123456789:AAHs3cretBotTokenS3cretBotTokenXYZ';
    const key = 'R0utingKeyS3cret0123456789abcdef';
    const tg = await postChannel(
      req('POST', 'channels', {
        kind: 'telegram',
        name: 'tg',
        minSeverity: 'warning',
        botToken: token,
        chatId: '-1001',
      }),
      suite.monitor,
      ctx(),
    );
    const pd = await postChannel(
      req('POST', 'channels', { kind: 'pagerduty', name: 'pd', minSeverity: 'critical', routingKey: key }),
      suite.monitor,
      ctx(),
    );
    expect([tg.status, pd.status]).toEqual([201, 201]);
    const listed = await (await getChannels(req('GET', 'channels'), suite.monitor, ctx())).text();
    expect(listed).not.toContain('s3cret');
    expect(listed).not.toContain('S3cret');
    expect(JSON.parse(listed).channels).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'telegram', target: 'chat -1001 via api.telegram.org' }),
        expect.objectContaining({ kind: 'pagerduty', target: 'events.pagerduty.com' }),
      ]),
    );
    for (const bad of [
      { kind: 'telegram', name: 'x', minSeverity: 'info', botToken: 'nope', chatId: '1' },
      { kind: 'telegram', name: 'x', minSeverity: 'info', botToken: token, chatId: 'chat; drop' },
      { kind: 'pagerduty', name: 'x', minSeverity: 'info', routingKey: 'short' },
    ]) {
      expect((await postChannel(req('POST', 'channels', bad), suite.monitor, ctx())).status).toBe(400);
    }
    for (const r of [tg, pd]) {
      const { channel } = await r.json();
      await deleteChannel(req('DELETE', `channels?id=${channel.id}`), suite.monitor, ctx());
    }
  });

  it('sends a test to a channel for the operator only, saying why when it did not arrive', async () => {
    const [ch] = await suite.store.monitor.channels();
    const posted: string[] = [];
    const ok = (async (url: string) => {
      posted.push(url);
      return new Response('ok', { status: 200 });
    }) as unknown as typeof fetch;
    const down = (async () => new Response('no', { status: 404 })) as unknown as typeof fetch;
    const test = (id: number, f: typeof fetch, signedIn = true) =>
      postChannelTest(req('POST', 'channels/test', { id }, signedIn), suite.monitor, { ...ctx(), fetch: f });
    expect((await test(ch!.id, ok, false)).status).toBe(401);
    expect(posted).toEqual([]);
    expect(await (await test(ch!.id, ok)).json()).toEqual({ sent: ch!.id });
    expect(posted).toEqual([SLACK]);
    const failed = await test(ch!.id, down);
    expect(failed.status).toBe(502);
    expect(await failed.text()).toContain('HTTP 404');
    expect((await test(99_999, ok)).status).toBe(404);
  });

  it('refuses a URL that is not http(s) and an unknown severity', async () => {
    const bad = await postChannel(
      req('POST', 'channels', { kind: 'discord', name: 'd', minSeverity: 'info', url: 'file:///etc/passwd' }),
      suite.monitor,
      ctx(),
    );
    expect(bad.status).toBe(400);
    const sev = await postChannel(
      req('POST', 'channels', { kind: 'discord', name: 'd', minSeverity: 'urgent', url: 'https://discord.test/x' }),
      suite.monitor,
      ctx(),
    );
    expect(sev.status).toBe(400);
  });

  it('refuses private targets unless the operator opts in, and Slack or Discord URLs off their own hosts', async () => {
    const add = (body: Record<string, unknown>) =>
      postChannel(req('POST', 'channels', { name: 'x', minSeverity: 'info', ...body }), suite.monitor, ctx());
    const before = (await suite.store.monitor.channels()).length;
    for (const body of [
      { kind: 'webhook', url: 'http://169.254.169.254/latest/meta-data/' },
      { kind: 'webhook', url: 'http://127.0.0.1:6379/' },
      { kind: 'webhook', url: 'http://[::1]:8080/' },
      { kind: 'slack', url: 'https://hooks.slack.com.evil.example/services/T/B/x' },
      { kind: 'slack', url: 'http://hooks.slack.com/services/T/B/x' },
      { kind: 'discord', url: 'https://evil.example/api/webhooks/1/x' },
      { kind: 'email', smtpUrl: 'smtp://u:p@10.0.0.2:587', from: 'a@ops.test', to: 'b@ops.test' },
    ]) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await suite.store.monitor.channels()).toHaveLength(before);
    vi.stubEnv('SNOWLINE_ALERT_PRIVATE_TARGETS', 'allow');
    try {
      expect((await add({ kind: 'webhook', url: 'http://127.0.0.1:9000/hook' })).status).toBe(201);
      expect((await add({ kind: 'slack', url: 'https://evil.example/services/T/B/x' })).status).toBe(400);
    } finally {
      vi.unstubAllEnvs();
    }
    const added = (await suite.store.monitor.channels()).at(-1)!;
    await deleteChannel(req('DELETE', `channels?id=${added.id}`), suite.monitor, ctx());
  });

  it('shows the environment’s webhook, and refuses to change, remove or imitate it', async () => {
    const hook = 'https://alerts.ops.test/hook/s3cret-env-token';
    await syncEnvChannel(
      suite.store.monitor,
      await suite.store.monitor.channels(),
      { url: hook, minSeverity: 'warning' },
      1,
    );
    const listed = await (await getChannels(req('GET', 'channels'), suite.monitor, ctx())).json();
    const env = listed.channels.find((c: { fromEnv: boolean }) => c.fromEnv);
    expect(env).toMatchObject({
      kind: 'webhook',
      name: ENV_CHANNEL_NAME,
      minSeverity: 'warning',
      target: 'alerts.ops.test',
    });
    expect(JSON.stringify(listed)).not.toContain('s3cret-env-token');
    const patch = await patchChannel(
      req('PATCH', 'channels', { id: env.id, minSeverity: 'info' }),
      suite.monitor,
      ctx(),
    );
    expect(patch.status).toBe(409);
    expect((await patch.json()).error).toMatch(/SNOWLINE_ALERT_WEBHOOK_MIN_SEVERITY/);
    expect((await deleteChannel(req('DELETE', `channels?id=${env.id}`), suite.monitor, ctx())).status).toBe(409);
    const imitation = await postChannel(
      req('POST', 'channels', { kind: 'webhook', name: ENV_CHANNEL_NAME, minSeverity: 'info', url: 'https://x.test/' }),
      suite.monitor,
      ctx(),
    );
    expect(imitation.status).toBe(400);
    // Unset in the environment: the row goes at the next sample.
    await syncEnvChannel(suite.store.monitor, await suite.store.monitor.channels(), undefined, 2);
    expect((await suite.store.monitor.channels()).some((c) => c.name === ENV_CHANNEL_NAME)).toBe(false);
  });
});

describe('in operator mode, what names the watched validators (usually the operator’s own)', () => {
  it('is read by the signed-in operator only: per-node settings, L1 watches and the watchlist file', async () => {
    await suite.store.monitor.watch(A, null, 1);
    await suite.store.monitor.watchL1({ validationID: VID, nodeID: A, subnetID: SUBNET, settings: {} }, 2);
    const reads = [
      (signedIn: boolean) => getSettings(req('GET', `settings?nodeID=${A}`, undefined, signedIn), suite.monitor, ctx()),
      (signedIn: boolean) => getL1Watches(req('GET', 'l1', undefined, signedIn), suite.monitor, ctx()),
      (signedIn: boolean) => exportWatchlist(req('GET', 'watchlist/file', undefined, signedIn), suite.monitor, ctx()),
    ];
    for (const read of reads) {
      const visitor = await read(false);
      expect(visitor.status).toBe(401);
      const text = await visitor.text();
      expect(text).toMatch(/signed-in operator/);
      expect(text).not.toContain(A);
      const operator = await read(true);
      expect(operator.status).toBe(200);
      expect(await operator.text()).toContain(A);
    }
  });
});

describe('per-watch condition settings API', () => {
  it('keeps a watched validator’s own thresholds and shows the defaults beside them', async () => {
    await suite.store.monitor.watch(A, null, 1);
    const set = await postSettings(
      req('POST', 'settings', { nodeID: A, settings: { disconnectedSamples: 5, stakeEndingDays: [30, 3] } }),
      suite.monitor,
      ctx(),
    );
    expect(set.status).toBe(200);
    const got = await (await getSettings(req('GET', `settings?nodeID=${A}`), suite.monitor, ctx())).json();
    expect(got).toMatchObject({
      settings: { disconnectedSamples: 5, stakeEndingDays: [30, 3] },
      defaults: { disconnectedSamples: 3, stakeEndingDays: [14, 7, 1], runwayDays: [7, 3, 1] },
    });
    const bad = await postSettings(
      req('POST', 'settings', { nodeID: A, settings: { minVersion: 'latest' } }),
      suite.monitor,
      ctx(),
    );
    expect(bad.status).toBe(400);
    const unknown = await postSettings(
      req('POST', 'settings', { nodeID: A, settings: { webhook: 'x' } }),
      suite.monitor,
      ctx(),
    );
    expect(unknown.status).toBe(400);
  });
});

describe('L1 watch API', () => {
  const client: L1Client = {
    platform: {
      getL1Validator: async () => ({ nodeID: A, subnetID: SUBNET, balance: 5n }) as never,
      getCurrentValidators: async () => ({ validators: [{ nodeID: A, validationID: VID, weight: 1n }] }) as never,
    },
  };
  it('watches by validation id, or by node id and L1 (resolved to the validation id)', async () => {
    const byId = await postL1Watch(req('POST', 'l1', { validationID: VID }), suite.monitor, { ...ctx(), client });
    expect(byId.status).toBe(201);
    expect((await byId.json()).watch).toMatchObject({ validationID: VID, nodeID: A, subnetID: SUBNET });
    await suite.store.monitor.unwatchL1(VID);
    const byNode = await postL1Watch(req('POST', 'l1', { nodeID: A, subnetID: SUBNET }), suite.monitor, {
      ...ctx(),
      client,
    });
    expect((await byNode.json()).watch).toMatchObject({ validationID: VID });
    const publicCall = await postL1Watch(req('POST', 'l1', { validationID: VID }, false), suite.monitor, {
      ...ctx(),
      client,
    });
    expect(publicCall.status).toBe(401);
  });
});

describe('notifications API', () => {
  it('is public on a public deployment and validates its subject', async () => {
    const ok = await getNotifications(req('GET', 'notifications', undefined, false), suite.monitor, publicCtx());
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ open: [], notifications: [] });
    expect((await getNotifications(req('GET', 'notifications?subject=evil'), suite.monitor, ctx())).status).toBe(400);
  });

  it('shows delivery errors (which may name a channel host) to the operator only', async () => {
    const ch = (await suite.store.monitor.channels())[0]!;
    await suite.store.monitor.recordSampleRun(
      notificationRun({ subject: A, atMs: 1, severity: 'critical', items: [], channelIDs: [ch.id] }),
    );
    const [n] = await suite.store.monitor.notifications();
    await suite.store.monitor.markSendFailed(n!.id, ch.id, 'email not sent: getaddrinfo ENOTFOUND mail.ops.test', null);
    const pub = await (
      await getNotifications(req('GET', 'notifications', undefined, false), suite.monitor, publicCtx())
    ).text();
    expect(pub).not.toContain('mail.ops.test');
    // In operator mode a visitor gets none: they name the operator's validators.
    const visitor = await (
      await getNotifications(req('GET', 'notifications', undefined, false), suite.monitor, ctx())
    ).json();
    expect(visitor).toMatchObject({ notifications: [], hidden: true });
    expect(JSON.stringify(visitor)).not.toContain(A);
    const op = await (await getNotifications(req('GET', 'notifications'), suite.monitor, ctx())).text();
    expect(op).toContain('mail.ops.test');
    // Each delivery names its channel: its kind for everyone, its name for the operator.
    const delivery = (body: string) => JSON.parse(body).notifications[0].deliveries[0];
    expect(delivery(pub)).toMatchObject({ channelKind: ch.kind, channelName: null });
    expect(delivery(op)).toMatchObject({ channelKind: ch.kind, channelName: ch.name });
    // The same list as CSV, with the same rule: the error and the channel's name for the operator only.
    const csv = async (r: Request, c: ReturnType<typeof ctx>) => {
      const res = await getNotifications(r, suite.monitor, c);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      return (await res.text()).trim().split('\n');
    };
    const pubCsv = await csv(req('GET', `notifications?format=csv&subject=${A}`, undefined, false), publicCtx());
    expect(pubCsv[0]).toBe('time_utc,subject,severity,items,deliveries');
    expect(pubCsv[1]).toMatch(new RegExp(`^1970-01-01T00:00:00.001Z,${A},critical,,${ch.kind}: failed`));
    expect(pubCsv.join('\n')).not.toContain('mail.ops.test');
    expect((await csv(req('GET', 'notifications?format=csv', undefined, false), ctx())).length).toBe(1);
    expect((await csv(req('GET', 'notifications?format=csv'), ctx())).join('\n')).toContain('mail.ops.test');
    // Another subject's filter leaves it out.
    const other = `icm:0x${'00'.repeat(20)}`;
    expect(
      await csv(req('GET', `notifications?format=csv&subject=${other}`, undefined, false), publicCtx()),
    ).toHaveLength(1);
  });
});

describe('notifications paging', () => {
  it('pages the messages newest first by a cursor, and the CSV starts where the page does', async () => {
    const subject = `icm:0x${'0a'.repeat(20)}`;
    for (const atMs of [10, 20, 30])
      await suite.store.monitor.recordSampleRun(
        notificationRun({ subject, atMs, severity: 'warning', items: [], channelIDs: [] }),
      );
    const get = async (q: string) =>
      (await (
        await getNotifications(
          req('GET', `notifications?subject=${subject}&${q}`, undefined, false),
          suite.monitor,
          publicCtx(),
        )
      ).json()) as {
        notifications: { atMs: number }[];
        next: number | null;
      };
    const first = await get('limit=2');
    expect(first.notifications.map((n) => n.atMs)).toEqual([30, 20]);
    expect(first.next).not.toBeNull();
    const rest = await get(`limit=2&before=${first.next}`);
    expect(rest.notifications.map((n) => n.atMs)).toEqual([10]);
    expect(rest.next).toBeNull();
    const csv = await (
      await getNotifications(
        req('GET', `notifications?subject=${subject}&format=csv&before=${first.next}`, undefined, false),
        suite.monitor,
        publicCtx(),
      )
    ).text();
    expect(
      csv
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.slice(0, 24)),
    ).toEqual(['1970-01-01T00:00:00.010Z']);
    for (const bad of ['before=0', 'before=x', 'before=-1'])
      expect(
        (await getNotifications(req('GET', `notifications?${bad}`, undefined, false), suite.monitor, publicCtx()))
          .status,
        bad,
      ).toBe(400);
  });
});
