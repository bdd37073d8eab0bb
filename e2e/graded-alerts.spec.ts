import http from 'node:http';
import type { Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { idFromString, type PvmUnsignedTx } from '@/lib/codec';
import { GENESIS_NODE_IDS_STR } from '@/devnet/genesis/constants';
import { LOCALHOST_CERT, LOCALHOST_KEY } from '@/lib/monitor/channels/testing/localhost-cert';
import { requiredFee } from '@/devnet/pchain/fee';
import { devnetL1, rpc } from './node-rpc';
import { issueEwoqPTx } from './p-wallet';
import { avaxTo, EWOQ } from './x-wallet';
import { expect, test } from './fixtures';

// Graded alerts end to end, on the devnet of playwright.config.ts started with --stake-ends-in 7200
// and --l1-balance-runs-out-in 20, and the app on it (sampling every 2 s). The test receives what a
// Slack and a Discord incoming webhook, a JSON webhook, Telegram's Bot API and PagerDuty's Events API
// would (on the port the app's SNOWLINE_TELEGRAM_API_URL and SNOWLINE_PAGERDUTY_EVENTS_URL name), and
// mail on a local SMTP server.
const APP_PORT = Number(process.env.E2E_ALERTS_APP_PORT ?? 3108);
// An operator-mode app on the same devnet (playwright.config.ts), which serves no admin API.
const OPERATOR_APP = `http://127.0.0.1:${Number(process.env.E2E_ALERTS_OPERATOR_APP_PORT ?? 3109)}`;
const TOKEN = process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-16581489df26810808eeb3526f8988c37743b23d';
// As playwright.config.ts computes it.
const CHANNELS_PORT = Number(process.env.E2E_CHANNELS_PORT ?? Number(process.env.E2E_WEBHOOK_PORT ?? 19797) + 1);
const BOT_TOKEN = '123456789:AAHe2eBotTokenSecretE2eBotTokenSecret';
const ROUTING_KEY = 'e2eRoutingKeySecret0123456789abc';
test.use({ baseURL: `http://127.0.0.1:${APP_PORT}` });
test.describe.configure({ mode: 'serial' });

type Slack = { text: string; blocks: { type: string; text?: { type: string; text: string } }[] };
type Discord = {
  content: string;
  embeds: { title: string; fields: { name: string; value: string }[] }[];
  allowed_mentions: { parse: string[] };
};
type PagerDutyEvent = {
  routing_key: string;
  event_action: 'trigger' | 'resolve';
  dedup_key: string;
  payload?: { summary: string; severity: string };
};
const slack: Slack[] = [];
const discord: Discord[] = [];
const json: { type: string; title: string }[] = [];
const telegram: { url: string; body: { chat_id: string; text: string; parse_mode?: string } }[] = [];
const pagerduty: PagerDutyEvent[] = [];
const mails: { to: string[]; data: string }[] = [];
let hooks: http.Server;
let smtp: SMTPServer;
let hookBase = '';
let smtpPort = 0;

test.beforeAll(async () => {
  hooks = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.startsWith('/slack/')) slack.push(JSON.parse(body) as Slack);
      if (req.method === 'POST' && req.url?.startsWith('/discord/')) discord.push(JSON.parse(body) as Discord);
      if (req.method === 'POST' && req.url?.startsWith('/json/')) json.push(JSON.parse(body) as (typeof json)[0]);
      if (req.method === 'POST' && req.url?.startsWith('/telegram/')) {
        telegram.push({ url: req.url, body: JSON.parse(body) as (typeof telegram)[0]['body'] });
      }
      if (req.method === 'POST' && req.url === '/pagerduty/v2/enqueue')
        pagerduty.push(JSON.parse(body) as PagerDutyEvent);
      // Slack answers 200 "ok", Discord 204, Telegram 200 with {ok: true}, PagerDuty 202.
      if (req.url?.startsWith('/slack/')) res.writeHead(200).end('ok');
      else if (req.url?.startsWith('/telegram/')) res.writeHead(200).end('{"ok":true,"result":{}}');
      else if (req.url?.startsWith('/pagerduty/')) res.writeHead(202).end('{"status":"success"}');
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hooks.listen(CHANNELS_PORT, '127.0.0.1', resolve));
  hookBase = `http://127.0.0.1:${(hooks.address() as { port: number }).port}`;
  // STARTTLS with a certificate the app trusts (NODE_EXTRA_CA_CERTS in playwright.config.ts): the
  // app sends an SMTP login over TLS only.
  smtp = new SMTPServer({
    key: LOCALHOST_KEY,
    cert: LOCALHOST_CERT,
    onAuth: (a, _s, cb) => (a.password === 'mail-s3cret' ? cb(null, { user: a.username }) : cb(new Error('no'))),
    onData: (stream, session, cb) => {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => hooks.close(() => resolve()));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function addChannel(page: Page, kind: string, name: string, min: string, fill: Record<string, string>) {
  const form = page.getByTestId('channel-form');
  await form.getByTestId('channel-kind').selectOption(kind);
  await form.getByTestId('channel-name').fill(name);
  await form.getByTestId('channel-min').selectOption(min);
  for (const [id, v] of Object.entries(fill)) await form.getByTestId(id).fill(v);
  await form.getByTestId('channel-submit').click();
  await expect(page.locator(`[data-testid=channel]`).filter({ hasText: name })).toHaveCount(1);
}

const slackAbout = (what: RegExp) => slack.filter((m) => what.test(m.text));

test('the operator sets Slack, Discord, email, JSON, Telegram and PagerDuty channels; their secrets never come back; a test reaches each', async ({
  page,
  request,
}) => {
  await page.goto('/validators/watchlist');
  await expect(page.getByTestId('no-channels')).toBeVisible();
  await addChannel(page, 'slack', 'ops-slack', 'warning', {
    'channel-url': `${hookBase}/slack/T0/B0/slack-secret-token`,
  });
  await addChannel(page, 'discord', 'pager-discord', 'critical', {
    'channel-url': `${hookBase}/discord/42/discord-secret-token`,
  });
  await addChannel(page, 'email', 'ops-mail', 'warning', {
    'channel-smtp': `smtp://ops:mail-s3cret@127.0.0.1:${smtpPort}`,
    'channel-from': 'snowline@ops.test',
    'channel-to': 'oncall@ops.test',
  });
  await addChannel(page, 'webhook', 'ops-json', 'critical', { 'channel-url': `${hookBase}/json/json-secret-token` });
  await addChannel(page, 'telegram', 'ops-telegram', 'warning', {
    'channel-bot-token': BOT_TOKEN,
    'channel-chat-id': '-1001234',
  });
  await addChannel(page, 'pagerduty', 'ops-pager', 'critical', { 'channel-routing-key': ROUTING_KEY });
  const listed = await (await request.get('/api/monitor/channels')).text();
  const html = await page.content();
  for (const secret of [
    'slack-secret-token',
    'discord-secret-token',
    'mail-s3cret',
    'json-secret-token',
    BOT_TOKEN,
    ROUTING_KEY,
  ]) {
    expect(listed).not.toContain(secret);
    expect(html).not.toContain(secret);
  }

  // "Send a test" on every channel: each says it was sent, and the receiver has it.
  const channels = page.getByTestId('channel');
  await expect(channels).toHaveCount(6);
  for (let i = 0; i < 6; i++) {
    await channels.nth(i).getByTestId('channel-test').click();
    await expect(channels.nth(i).getByTestId('channel-test-result')).toHaveText('test sent');
  }
  const isTest = (t: string) => t.includes('TEST: Snowline test message to');
  expect(slack.filter((m) => isTest(m.text))).toHaveLength(1);
  expect(discord.filter((m) => isTest(m.content))).toHaveLength(1);
  expect(json.filter((m) => m.type === 'snowline.test' && isTest(m.title))).toHaveLength(1);
  await expect.poll(() => mails.filter((m) => isTest(m.data)).length).toBe(1);
  expect(telegram).toEqual([
    {
      url: `/telegram/bot${BOT_TOKEN}/sendMessage`,
      body: expect.objectContaining({
        chat_id: '-1001234',
        text: expect.stringContaining('TEST: Snowline test message to ops-telegram'),
      }),
    },
  ]);
  expect(telegram[0]!.body.parse_mode).toBeUndefined();
  // PagerDuty: a test incident triggered, then resolved at once (nobody stays paged).
  expect(pagerduty.map((e) => [e.routing_key, e.event_action])).toEqual([
    [ROUTING_KEY, 'trigger'],
    [ROUTING_KEY, 'resolve'],
  ]);
  expect(pagerduty[0]!.dedup_key).toBe(pagerduty[1]!.dedup_key);
  pagerduty.length = 0;
  telegram.length = 0;
});

test('a validator whose stake ends within hours is critical (the last stage before it leaves), once', async ({
  page,
  request,
}) => {
  const nodeID = GENESIS_NODE_IDS_STR[GENESIS_NODE_IDS_STR.length - 1]!;
  const { validators } = await rpc<{ validators: { nodeID: string; endTime: string }[] }>(
    request,
    'bc/P',
    'platform.getCurrentValidators',
    { nodeIDs: [nodeID] },
  );
  expect(Number(validators[0]!.endTime) - Date.now() / 1000).toBeLessThan(86_400);

  await page.goto('/validators/watchlist');
  await page.getByTestId('watch-node').fill(nodeID);
  await page.getByTestId('watch-submit').click();
  const about = new RegExp(`CRITICAL: ${nodeID}: .*stake ending`);
  await expect.poll(() => slackAbout(about).length, { timeout: 20_000 }).toBe(1);
  const msg = slackAbout(about)[0]!;
  expect(msg.blocks.map((b) => b.type)).toEqual(['header', 'section', 'context']);
  expect(msg.blocks[1]!.text).toMatchObject({
    type: 'mrkdwn',
    text: expect.stringContaining('[NEW] critical: stake ending (1d)'),
  });
  await expect.poll(() => mails.filter((m) => /stake ending/.test(m.data)).length, { timeout: 20_000 }).toBe(1);
  expect(mails.find((m) => /stake ending/.test(m.data))!.to).toEqual(['oncall@ops.test']);

  // Five samples on, still one: the reminder is an hour away.
  await page.waitForTimeout(10_000);
  expect(slackAbout(about)).toHaveLength(1);
  expect(slackAbout(new RegExp(`${nodeID}.*stake ending`))).toHaveLength(1);
  // A critical-only pager hears of it while there is time: Discord, Telegram and a PagerDuty incident.
  expect(discord.filter((d) => d.content.includes('stake ending'))).toHaveLength(1);
  await expect.poll(() => telegram.filter((t) => t.body.text.includes('stake ending')).length).toBe(1);
  expect(pagerduty.filter((e) => e.dedup_key.startsWith(`snowline/${nodeID}/stake-ending/`))).toEqual([
    expect.objectContaining({ event_action: 'trigger', payload: expect.objectContaining({ severity: 'critical' }) }),
  ]);

  const shown = page.getByTestId('notification').filter({ hasText: 'stake ending (1d)' });
  await expect(shown).toHaveCount(1);
  await expect(shown.getByTestId('severity').first()).toHaveAttribute('data-severity', 'critical');
  // Each delivery is named by its channel.
  await expect(shown.getByTestId('deliveries')).toContainText('ops-slack (Slack): delivered');
  await expect(shown.getByTestId('deliveries')).toContainText('ops-pager (PagerDuty): delivered');

  // The validator's own page shows the ongoing condition.
  await page.goto(`/validators/${nodeID}`);
  await expect(page.getByTestId('validator-conditions').locator('[data-condition=stake-ending]')).toContainText(
    'stake ending (1d)',
  );
});

test('an L1 validator whose balance runs low and out: critical, inactive, then recovered after a top-up', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { validators } = await devnetL1(request);
  // The first L1 validator is the one --l1-balance-runs-out-in drains; another pays for ticks.
  const [drained, other] = validators as [(typeof validators)[0], (typeof validators)[0]];
  const validationID = drained.validationID;
  const topUpOnce = (id: string, balance: bigint) =>
    issueEwoqPTx(request, (base, amount, assetID) => {
      const tx = (change: bigint): PvmUnsignedTx => ({
        kind: 'IncreaseL1ValidatorBalanceTx',
        base: { ...base, outputs: [avaxTo({ avaxAssetID: assetID } as never, change, EWOQ.address)] },
        validationID: idFromString(id),
        balance,
      });
      return tx(amount - balance - 2n * requiredFee(tx(0n)));
    });
  // The devnet's activity spends ewoq's UTXOs too: a UTXO taken meanwhile is retried a moment later.
  const topUp = async (id: string, balance: bigint) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await topUpOnce(id, balance);
      } catch (e) {
        if (attempt === 5) throw e;
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  };
  // Balances are charged on the P-chain clock, which moves with P-chain blocks: a block now and then
  // (a 1 nAVAX top-up of the other validator) keeps it near the wall clock.
  let lastTick = 0;
  const tick = async () => {
    if (Date.now() - lastTick < 4_000) return;
    lastTick = Date.now();
    await topUp(other.validationID, 1n);
  };
  const balanceOf = async () =>
    BigInt((await rpc<{ balance: string }>(request, 'bc/P', 'platform.getL1Validator', { validationID })).balance);
  await expect
    .poll(
      async () => {
        await tick();
        return balanceOf();
      },
      { timeout: 60_000 },
    )
    .toBe(0n);

  // About 45 seconds of fees at the current price, right after a block: active again, under a day of runway.
  const { price } = await rpc<{ price: string }>(request, 'bc/P', 'platform.getValidatorFeeState');
  lastTick = 0;
  await tick();
  await topUp(validationID, 45n * BigInt(price));
  // (The app's proxy may answer from its live cache for a few seconds.)
  await expect.poll(balanceOf, { timeout: 15_000 }).toBeGreaterThan(0n);

  await page.goto('/validators/watchlist');
  await page.getByTestId('l1-watch-id').fill(validationID);
  await page.getByTestId('l1-watch-submit').click();
  await expect(page.locator(`[data-testid=l1-watch][data-validation="${validationID}"]`)).toBeVisible();

  // Alone in its sample, or with other validators' alerts of that sample in one message.
  const l1 = (re: string) => new RegExp(`${re}: (?:\\d+ validators: .*)?L1 validation ${validationID}`);
  const fieldsOf = (d: Discord) => d.embeds[0]!.fields.map((f) => f.value).join('\n');
  const l1Discord = () => discord.filter((d) => l1('').test(d.embeds[0]!.title));
  const l1Pages = (condition: string) =>
    pagerduty.filter((e) => e.dedup_key.startsWith(`snowline/l1:${validationID}/${condition}/`));
  // Under a day of fees: the last stage before it goes inactive, so critical, and paged.
  await expect.poll(() => slackAbout(l1('CRITICAL')).length, { timeout: 20_000 }).toBe(1);
  expect(slackAbout(l1('CRITICAL'))[0]!.blocks[1]!.text!.text).toContain('[NEW] critical: L1 balance running out (1d)');
  await expect.poll(() => l1Discord().length, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => l1Pages('l1-runway').map((e) => e.event_action)).toEqual(['trigger']);

  // The balance runs out: inactive, on Slack, Discord, email and PagerDuty.
  const inactive = () => slack.filter((m) => l1('CRITICAL').test(m.text) && m.text.includes('L1 validator inactive'));
  await expect
    .poll(
      async () => {
        await tick();
        return inactive().length;
      },
      { timeout: 120_000 },
    )
    .toBe(1);
  await expect.poll(() => l1Discord().length, { timeout: 10_000 }).toBe(2);
  expect(l1Discord()[1]!.embeds[0]!.title).toMatch(l1('^CRITICAL'));
  expect(fieldsOf(l1Discord()[1]!)).toContain('L1 validator inactive');
  await expect.poll(() => l1Pages('l1-inactive').map((e) => e.event_action)).toEqual(['trigger']);
  await expect
    .poll(() => mails.filter((m) => m.data.includes('L1 validator inactive')).length, { timeout: 20_000 })
    .toBe(1);
  await expect(page.getByTestId('episode').filter({ hasText: 'L1 validator inactive' })).toBeVisible();

  // Topped up: a recovery notice.
  await topUp(validationID, 1_000_000_000n);
  await expect.poll(() => slackAbout(l1('RECOVERED')).length, { timeout: 20_000 }).toBe(1);
  const recovered = slackAbout(l1('RECOVERED'))[0]!.blocks[1]!.text!.text;
  expect(recovered).toContain('[RECOVERED] critical: L1 balance running out (1d): cleared');
  expect(recovered).toContain('[RECOVERED] critical: L1 validator inactive: cleared');
  await expect.poll(() => l1Discord().length, { timeout: 10_000 }).toBe(3);
  expect(l1Discord()[2]!.embeds[0]!.title).toMatch(l1('^RECOVERED'));
  // PagerDuty's incidents follow the episodes: each triggered one is resolved by its own dedup_key.
  for (const condition of ['l1-runway', 'l1-inactive']) {
    await expect.poll(() => l1Pages(condition).map((e) => e.event_action)).toEqual(['trigger', 'resolve']);
    expect(new Set(l1Pages(condition).map((e) => e.dedup_key)).size).toBe(1);
  }

  // The channel set to critical received no warning, and Discord's format held throughout.
  for (const d of discord) {
    expect(d.allowed_mentions).toEqual({ parse: [] });
    for (const f of d.embeds[0]!.fields) expect(f.name).toMatch(/· critical$/);
  }
  await expect(page.getByTestId('episode').filter({ hasText: 'L1 validator inactive' })).toHaveCount(0);
});

test('on a node without the index API, the node page and the index pages say so, and nothing errors', async ({
  page,
}) => {
  await page.goto('/node');
  const caps = page.getByTestId('node-capabilities');
  await expect(caps.locator('[data-capability=index]')).toHaveAttribute('data-state', 'missing');
  await expect(caps.locator('[data-capability=index]')).toContainText('this node runs without the index API');
  await expect(caps.locator('[data-capability=addressTxs]')).toHaveAttribute('data-state', 'missing');
  await expect(caps.locator('[data-capability=health]')).toHaveAttribute('data-state', 'available');
  // Whether the admin API is on is the operator's business: not told to the public.
  await expect(caps.locator('[data-capability=admin]')).toHaveCount(0);
  // The address index is off too, but this server follows the chain: an X address's history is the
  // follower's Transactions card, with no second list (nor a note) from the node's address index.
  const res = await page.goto(`/x/address/${encodeURIComponent('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u')}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Transactions', exact: true })).toBeVisible();
  await expect(page.getByTestId('history-unavailable')).toHaveCount(0);
  await expect(page.getByText("as the node's address index lists them")).toHaveCount(0);
  for (const path of ['/index', '/index/X/tx', '/index/P/block']) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('index-unavailable')).toContainText('this node runs without the index API');
  }
  // A lookup on an index page is greyed out, not answered "no such container".
  const lookup = await page.goto('/index/X/tx?id=2owdGqyG6FFzTHy5qhenDXQcEghvr571KZE3gSfRJERSJinuwC&at=3');
  expect(lookup?.status()).toBe(200);
  for (const name of ['Go', 'Show', 'Find']) {
    await expect(page.getByTestId('index-forms').getByRole('button', { name })).toBeDisabled();
  }
  await expect(page.getByTestId('index-lookup')).toHaveCount(0);
  await expect(page.getByTestId('index-at')).toHaveCount(0);
  // The history follower's status says why it reads block by block.
  await page.goto('/status');
  await expect(page.getByTestId('missing-api-index')).toContainText('this node runs without the index API');
  // In the console, the index API's methods and avm.getAddressTxs are greyed out with the reason, a
  // shared link to one is not sent, and other methods are untouched.
  for (const [method, why] of [
    ['index.getLastAccepted', 'this node runs without the index API'],
    // The node's version removed it, and that reason is given first.
    ['avm.getAddressTxs', 'removed in v1.13.1'],
  ] as const) {
    await page.goto(`/console?method=${method}`);
    await expect(page.getByTestId('console-missing-api')).toContainText(`${method} is unavailable: ${why}`);
    await expect(page.getByTestId('console-call')).toBeDisabled();
    await expect(page.getByTestId('console-result')).toHaveCount(0);
    await expect(page.getByTestId('console-error')).toHaveCount(0);
  }
  await page.goto('/console?method=health.liveness');
  await expect(page.getByTestId('console-method')).toHaveText('health.liveness');
  await expect(page.getByTestId('console-missing-api')).toHaveCount(0);
  await expect(page.getByTestId('console-call')).toBeEnabled();
});

test('on a node without the admin API, the operator’s admin page and console say so', async ({ page }) => {
  await page.goto(`${OPERATOR_APP}/signin?next=/admin`);
  await page.getByTestId('sign-in-token').fill(TOKEN);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('missing-api-admin')).toContainText('this node runs without the admin API');
  await page.goto(`${OPERATOR_APP}/admin?method=admin.getChainAliases`);
  await expect(page.getByTestId('console-missing-api')).toContainText('admin.getChainAliases is unavailable');
  await expect(page.getByTestId('console-call')).toBeDisabled();
  await page.goto(`${OPERATOR_APP}/node`);
  const caps = page.getByTestId('node-capabilities');
  await expect(caps.locator('[data-capability=admin]')).toHaveAttribute('data-state', 'missing');
  // The devnet serves the keystore: its page offers its methods without a note.
  await page.goto(`${OPERATOR_APP}/keystore`);
  await expect(page.getByTestId('missing-api-keystore')).toHaveCount(0);
  await page.goto(`${OPERATOR_APP}/keystore?method=keystore.listUsers`);
  await expect(page.getByTestId('console-call')).toBeEnabled();
});
