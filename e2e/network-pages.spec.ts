import { expect, test } from '@playwright/test';
import { formatDuration } from '@/lib/format/time';
import { minStakeDuration } from '@/lib/upgrades/rules';
import { activationMs } from '@/lib/upgrades/schedule';
import { downloaded } from './csv-download';
import { rpc } from './node-rpc';

test('peers page lists the node peers with their versions', async ({ page, request }) => {
  await page.goto('/peers');
  // The devnet's simulated peers come and go: compare with a fresh answer until both agree.
  let peers = await rpc(request, 'info', 'info.peers');
  await expect(async () => {
    peers = await rpc(request, 'info', 'info.peers');
    expect(await page.getByTestId('peer-count').textContent()).toBe(String(peers.numPeers));
  }).toPass({ timeout: 30_000 });
  const first = peers.peers[0];
  // Public policy: peers' addresses are the operator's business (README "Security").
  expect(peers.peers.every((p: { ip: string; publicIP: string }) => p.ip === '' && p.publicIP === '')).toBe(true);
  // The page's first answer comes in its HTML, cut the same way: no peer's address in it.
  const html = await (await request.get('/peers')).text();
  expect(html).toMatch(/NodeID-\w+/);
  expect(html).not.toMatch(/\\?"(?:ip|publicIP)\\?":\\?"\d/);
  await page.getByTestId('peer-filter').fill(first.nodeID);
  await expect(page.getByTestId('peers-table').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('peers-table').getByRole('row').nth(1)).toContainText('hidden');
  await expect(page.getByTestId('peers-table')).toContainText(first.version);
  await expect(page.getByTestId('version-chart')).toContainText(first.version);
});

test('an Export CSV whose code cannot be fetched says so beside the button, and a later click writes the file', async ({
  page,
}) => {
  await page.goto('/peers');
  const button = page.getByTestId('peers-csv');
  const failed = page.getByRole('alert').filter({ hasText: 'The CSV could not be written' });
  await expect(button).toBeVisible();
  // The network drops once the page is up: the CSV writer, loaded on click, cannot come.
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await expect(async () => {
    await button.click(); // before hydration a click does nothing: ask again
    await expect(failed).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // In words a person reads, not the bundler's "Failed to load chunk /_next/static/…".
  await expect(failed).toContainText('part of this page could not be loaded');
  await expect(failed).not.toContainText('_next');
  await page.unroute('**/_next/static/chunks/**');
  const rows = await downloaded(page, () => button.click());
  expect(rows[0]![0]).toBe('nodeID');
  await expect(failed).toHaveCount(0);
});

test('fees page shows the fee schedule in AVAX and explains what the C-chain lacks', async ({ page, request }) => {
  const fees = await rpc(request, 'info', 'info.getTxFee');
  expect(fees.txFee).toBe('1000000');
  await page.goto('/fees');
  await expect(page.getByTestId('fee-txFee')).toHaveText('0.001 AVAX');
  await expect(page.getByTestId('fee-createSubnetTxFee')).toHaveText('0.1 AVAX');
  await expect(page.getByTestId('p-dynamic-fees')).toContainText('nAVAX / gas');
  // coreth has no eth_feeConfig; the page says so rather than failing.
  await expect(page.getByTestId('fee-config-missing')).toContainText('does not serve');
  // The node's "no such method" comes with the page: its HTML says so, with no skeleton left waiting on
  // the browser asking again.
  const html = await (await request.get('/fees')).text();
  expect(html).toContain('data-testid="fee-config-missing"');
  expect(html).toContain('coreth has no eth_getActiveRulesAt');
});

test('L1 pages show subnets, their ownership, chains and validators', async ({ page, request }) => {
  test.setTimeout(150_000);
  // The devnet's activity creates subnets as the test runs: compare with a fresh answer until both agree.
  let { subnets } = await rpc(request, 'bc/P', 'platform.getSubnets');
  await page.goto('/l1s');
  await expect(async () => {
    ({ subnets } = await rpc(request, 'bc/P', 'platform.getSubnets'));
    await page.reload();
    expect(await page.getByTestId('subnet-count').textContent()).toBe(String(subnets.length));
  }).toPass({ timeout: 90_000 });
  const permissioned = subnets.find((s: { controlKeys: string[] }) => s.controlKeys.length > 0);
  await page.goto(`/l1s/${permissioned.id}`);
  await expect(page.getByTestId('subnet-kind')).toHaveText('Permissioned');
  await expect(page.getByTestId('subnet-ownership')).toContainText(
    `${permissioned.threshold} of ${permissioned.controlKeys.length} must sign`,
  );
  const current = await rpc(request, 'bc/P', 'platform.getCurrentValidators', { subnetID: permissioned.id });
  await expect(page.getByTestId('subnet-validator-count')).toHaveText(String(current.validators.length));
  const { blockchainIDs } = await rpc(request, 'bc/P', 'platform.validates', { subnetID: permissioned.id });
  await page.getByTestId('subnet-chains').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/l1s/blockchain/${blockchainIDs[0]}`));
  const status = await rpc(request, 'bc/P', 'platform.getBlockchainStatus', { blockchainID: blockchainIDs[0] });
  await expect(page.getByTestId('blockchain-status')).toContainText(status.status);
});

test('node page shows version, chains, uptime and ACP votes, and hides identity in public mode', async ({
  page,
  request,
}) => {
  const version = await rpc(request, 'info', 'info.getNodeVersion');
  const { acps } = await rpc(request, 'info', 'info.acps');
  await page.goto('/node');
  await expect(page.getByTestId('node-version-value')).toHaveText(version.version);
  await expect(page.getByTestId('bootstrap-row').first()).toContainText('bootstrapped');
  await expect(page.getByTestId('node-uptime')).toContainText('%');
  await expect(page.getByTestId('acp')).toHaveCount(Object.keys(acps).length);
  const identity = page.getByTestId('node-identity');
  await expect(identity).toContainText('only when Snowline runs in operator mode');
  await expect(page.locator('body')).not.toContainText('NodeID-');
});

test('node page shows the upgrade schedule from info.upgrades, with the rules the upgrades in force set', async ({
  page,
  request,
}) => {
  const upgrades = await rpc<Record<string, unknown>>(request, 'info', 'info.upgrades');
  const { networkID } = await rpc(request, 'info', 'info.getNetworkID');
  const chainMs = Date.parse((await rpc(request, 'bc/P', 'platform.getTimestamp')).timestamp);
  await page.goto('/node');
  const card = page.getByTestId('node-upgrades');
  const times = Object.entries(upgrades).filter(([k]) => k.endsWith('Time')) as [string, string][];
  await expect(card.getByTestId('upgrade')).toHaveCount(times.length);
  for (const [key, value] of times) {
    const ms = Date.parse(value);
    const state = new Date(ms).getUTCFullYear() >= 9999 ? 'unscheduled' : ms <= chainMs ? 'active' : 'scheduled';
    await expect(card.locator(`[data-key="${key}"]`)).toHaveAttribute('data-state', state);
  }
  const helicon = activationMs(upgrades, 'heliconTime');
  const heliconInForce = helicon !== null && helicon <= chainMs;
  await expect(card.getByTestId('rule-uptime')).toContainText(heliconInForce ? '90%' : '80%');
  const stake = minStakeDuration(networkID, helicon, chainMs);
  await expect(card.getByTestId('rule-min-stake')).toContainText(formatDuration(stake.validatorSec * 1000));
  // The validators page states the same minimum, with the upgrade it comes from.
  await page.goto('/validators');
  await expect(page.getByTestId('min-stake-duration')).toHaveText(formatDuration(stake.validatorSec * 1000));
  await expect(page.getByTestId('min-stake-duration')).toHaveAttribute('data-source', stake.source);
});

test('chain pages show the proposervm figures of their chain', async ({ page, request }) => {
  for (const [chain, path] of [
    ['P', '/p/blocks'],
    ['C', '/c/blocks'],
  ] as const) {
    await page.goto(path);
    const status = page.getByTestId('proposervm-status');
    // Both move with the chain: compare with fresh answers until page and node agree.
    await expect(async () => {
      const proposed = await rpc(request, `bc/${chain}/proposervm`, 'proposervm.getProposedHeight');
      const epoch = await rpc(request, `bc/${chain}/proposervm`, 'proposervm.getCurrentEpoch');
      expect(await status.getByTestId('proposed-height').textContent()).toBe(proposed.height);
      expect(await status.getByTestId('epoch-number').textContent()).toBe(epoch.number);
    }).toPass({ timeout: 40_000 });
    const href = await status.getByTestId('proposed-height').getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/p\/blocks\/\d+$/);
  }
});
