// Issue 30: charts people read (dates on the axis, a tooltip, a range that changes what is fetched),
// a preview card named by every shareable page and drawn as PNG, and CSV on the lists with their
// filters applied.
import type { APIRequestContext } from '@playwright/test';
import { EWOQ_EVM_ACCOUNT } from '@/devnet/evm/ewoq-evm-tx';
import { EWOQ_KEY } from '@/devnet/genesis/keys';
import { encodePvmTx, idFromString, idToString, pvmTxId, secpInputSpending, type Utxo } from '@/lib/codec';
import { formatBytes } from '@/lib/codec/encoding';
import { signPvmTx } from '@/lib/codec/pvm/sign';
import { rpc, rpcAnswer } from './node-rpc';
import { downloaded, parseCsv } from './csv-download';
import { l1Token, recentEvmTx, token } from './evm-lookups';
import { expect, test } from './fixtures';

const PUBLIC_URL = 'http://explorer.snowline.test';
// The devnet's ICM messenger (Teleporter's address), which playwright.config.ts has the app watch.
const MESSENGER = '0x253b2784c75e510dd0ff1da844684a1ac0aa5fcf';
const EWOQ = 'local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A message the devnet's messenger sent, once the follower has read it with `status` (the list's word). */
async function icmMessage(request: APIRequestContext, status: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/icm/messages?address=${MESSENGER}`);
        const rows = res.ok() ? ((await res.json()) as { rows?: { messageID: string; status: string }[] }).rows : [];
        return (id = rows?.find((r) => r.status === status)?.messageID);
      },
      { timeout: 180_000, message: `the follower read an ${status} ICM message` },
    )
    .toBeDefined();
  return id!;
}

test('the daily history chart shows dates and a tooltip, and a range change fetches that range', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/history/stats') asked.push(url.searchParams.get('range') ?? '');
  });
  await page.goto('/');
  const chart = page.getByTestId('daily-txs-X');
  const ticks = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  // The follower indexes the devnet from its genesis: the chart appears once it has a day.
  await expect(ticks.first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/, { timeout: 60_000 });
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  // 30 days by default: the axis runs from 29 days ago to today.
  await expect(ticks.first()).toHaveText(day(today - 29 * DAY_MS));
  await expect(ticks.last()).toHaveText(day(today));
  // (The 30 days usually come with the page, seeded by the server: the browser need not ask for them.)
  // A value axis, and a tooltip with a date and a value.
  await expect(chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').first()).toHaveText(
    /\d+ txs/,
  );
  // Today's column (the devnet has txs today).
  await chart.locator('.recharts-bar-rectangle').last().hover();
  await expect(chart.locator('.recharts-tooltip-wrapper')).toContainText(day(today));
  await expect(chart.locator('.recharts-tooltip-wrapper')).toContainText(/\d+ txs/);

  await page.getByTestId('daily-range').getByRole('button', { name: '7 days' }).click();
  await expect.poll(() => asked).toContain('7d');
  await expect(ticks.first()).toHaveText(day(today - 6 * DAY_MS));
  const all = page.waitForResponse((r) => r.url().includes('/api/history/stats?range=all'));
  await page.getByTestId('daily-range').getByRole('button', { name: 'All' }).click();
  const body = (await (await all).json()) as { range: string; days: { dayMs: number }[] };
  expect(body.range).toBe('all');
  // All of it: the axis starts at the first indexed day.
  await expect(ticks.first()).toHaveText(day(Math.min(...body.days.map((d) => d.dayMs))));
});

test('every shareable entity’s page names its preview card at the public address, and the card is a PNG of its own', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const [validators, subnets, avax, tokenAddress, l1, executed] = await Promise.all([
    rpc(request, 'bc/P', 'platform.getCurrentValidators', {}),
    rpc(request, 'bc/P', 'platform.getSubnets', {}),
    rpc(request, 'bc/X', 'avm.getAssetDescription', { assetID: 'AVAX' }),
    token(request),
    l1Token(request),
    icmMessage(request, 'executed'),
  ]);
  const [l1Tx, cTx, xLast, pLast] = await Promise.all([
    recentEvmTx(request, l1.chain),
    recentEvmTx(request, 'c'),
    rpc(request, 'index/X/tx', 'index.getLastAccepted', { encoding: 'hex' }),
    rpc(request, 'index/P/block', 'index.getLastAccepted', { encoding: 'hex' }),
  ]);
  const pTx = (validators.validators as { txID?: string }[]).find((v) => v.txID)!.txID!;
  const subnet = (subnets.subnets as { id: string }[]).find((s) => s.id !== '11111111111111111111111111111111LpoYY')!;
  const png = async (path: string) => {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toBe('image/png');
    const bytes = await res.body();
    expect(bytes.subarray(0, 8).toString('hex'), path).toBe('89504e470d0a1a0a');
    return bytes.toString('base64');
  };
  const generic = await png(`/x/tx/${'1'.repeat(49)}/opengraph-image`);
  const pages = [
    `/x/address/X-${EWOQ}`,
    `/p/address/P-${EWOQ}`,
    `/c/address/${EWOQ_EVM_ACCOUNT.address}`,
    `/validators/${validators.validators[0].nodeID}`,
    `/l1s/${subnet.id}`,
    `/x/asset/${avax.assetID}`,
    `/c/token/${tokenAddress}`,
    `/icm/${executed}`,
    `/c/tx/${cTx.hash}`,
    `/c/blocks/${cTx.blockNumber}`,
    `/evm/${l1.chain}`,
    `/evm/${l1.chain}/tx/${l1Tx.hash}`,
    `/evm/${l1.chain}/token/${l1.token}`,
    `/evm/${l1.chain}/blocks/${l1Tx.blockNumber}`,
    `/evm/${l1.chain}/address/${EWOQ_EVM_ACCOUNT.address}`,
    `/l1s/blockchain/${l1.chain}`,
    `/c/address/C-${EWOQ}`,
    `/x/tx/${xLast.id}`,
    '/x/blocks/1',
    `/p/tx/${pTx}`,
    `/p/blocks/${pLast.id}`,
  ];
  const descriptions = new Map<string, string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(og, path).toMatch(new RegExp(`^${PUBLIC_URL}${path.replace(/[.$]/g, '\\$&')}/opengraph-image`));
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
    const description = /<meta property="og:description" content="([^"]+)"/.exec(html)?.[1];
    expect(description, path).toBeTruthy();
    descriptions.set(path, description!);
    const card = og!.slice(PUBLIC_URL.length).replace(/&amp;/g, '&');
    // The token's card waits for the follower to have read the token.
    await expect.poll(() => png(card), { message: path, timeout: 60_000 }).not.toBe(generic);
  }
  // What a person wants before clicking: where the message went and how far it got.
  expect(descriptions.get(`/icm/${executed}`)).toMatch(/^From .+ to .+\. Status: Executed\. Sender 0x[0-9a-f]{40}/i);
});

test('the lists export CSV that parses, with their filters applied', async ({ page, request }) => {
  const tokenAddress = await token(request);
  // A token's transfers and holders.
  await page.goto(`/c/token/${tokenAddress}`);
  await expect(page.getByTestId('token-transfer-row').first()).toBeVisible({ timeout: 60_000 });
  const transfers = await downloaded(page, () => page.getByTestId('token-transfers-csv').click());
  expect(transfers[0]).toEqual('time_utc,height,log_index,tx_hash,token,from,to,value,token_id'.split(','));
  expect(transfers.length).toBeGreaterThan(1);
  for (const r of transfers.slice(1)) {
    expect(r[4]).toBe(tokenAddress);
    expect(r[7]).toMatch(/^\d+$/);
  }
  const holders = await downloaded(page, () => page.getByTestId('token-holders-csv').click());
  expect(holders[0]).toEqual('token,holder,amount'.split(','));
  const shown = await page.getByTestId('token-holders').getByTestId('token-balance-row').count();
  expect(holders.length - 1).toBeGreaterThanOrEqual(shown);
  expect(holders.slice(1).every((r) => r[0] === tokenAddress)).toBe(true);
  const amounts = holders.slice(1).map((r) => BigInt(r[2]!));
  expect(amounts).toEqual([...amounts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));

  // The same transfers filtered to one address: every line has it as sender or receiver.
  const someone = transfers[1]![6]!;
  const filtered = parseCsv(
    await (await request.get(`/api/history/tokens?format=csv&token=${tokenAddress}&address=${someone}`)).text(),
  );
  expect(filtered.length).toBeGreaterThan(1);
  expect(filtered.length).toBeLessThanOrEqual(transfers.length);
  for (const r of filtered.slice(1)) expect([r[5], r[6]]).toContain(someone);

  // An asset's holders and txs.
  const avax = (await rpc(request, 'bc/X', 'avm.getAssetDescription', { assetID: 'AVAX' })).assetID as string;
  await page.goto(`/x/asset/${avax}`);
  await expect(page.getByTestId('holder-row').first()).toBeVisible({ timeout: 60_000 });
  const assetHolders = await downloaded(page, () => page.getByTestId('asset-holders-csv').click());
  expect(assetHolders[0]).toEqual('holder,chain,asset,amount'.split(','));
  // The devnet's activity moves AVAX meanwhile: the top holder is the same, amounts may have moved.
  expect(assetHolders[1]![0]).toBe(await page.getByTestId('holder-row').first().getAttribute('data-holder'));
  expect(assetHolders.slice(1).every((r) => r[2] === avax && /^\d+$/.test(r[3]!))).toBe(true);
  const held = assetHolders.slice(1).map((r) => BigInt(r[3]!));
  expect(held).toEqual([...held].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  const assetTxs = await downloaded(page, () => page.getByTestId('asset-txs-csv').click());
  expect(assetTxs[0]).toEqual('time_utc,chain,height,tx_id,type'.split(','));
  expect(assetTxs.length).toBeGreaterThan(1);

  // A validator's staking history.
  const staker = (await rpc(request, 'bc/P', 'platform.getCurrentValidators', {})).validators.find(
    (v: { txID?: string; nodeID: string }) => v.txID,
  ) as { nodeID: string };
  await page.goto(`/validators/${staker.nodeID}`);
  const firstStake = page.getByTestId('staking-row').first();
  await expect(firstStake).toBeVisible({ timeout: 60_000 });
  const staking = await downloaded(page, () => page.getByTestId('staking-csv').click());
  expect(staking[0]).toEqual('time_utc,height,tx_id,type,role,amount_navax'.split(','));
  expect(staking.slice(1).map((r) => r[2])).toContain(await firstStake.getAttribute('data-tx'));

  // An L1's ACP-77 validators: every one the node lists for it.
  const subnets = (await rpc(request, 'bc/P', 'platform.getSubnets', {})).subnets as { id: string }[];
  let checked = 0;
  for (const { id } of subnets) {
    const listed = (await rpc(request, 'bc/P', 'platform.getCurrentValidators', { subnetID: id })).validators as {
      validationID?: string;
      nodeID: string;
    }[];
    const l1s = listed.filter((v) => v.validationID);
    if (l1s.length === 0) continue;
    // Asked as an export (format=csv), so the rate limit prices it like every other.
    expect((await request.get(`/api/l1s/${id}/validators`)).status()).toBe(400);
    const res = await request.get(`/api/l1s/${id}/validators?format=csv`);
    expect(res.headers()['content-type']).toMatch(/^text\/csv/);
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual('validation_id,node_id,weight,balance_navax,min_nonce,start_utc'.split(','));
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(l1s.map((v) => v.validationID).sort());
    checked++;
  }
  expect(checked).toBeGreaterThan(0);

  // Peers, as filtered on the page.
  await page.goto('/peers');
  const count = Number(await page.getByTestId('peer-count').textContent());
  expect(count).toBeGreaterThan(0);
  const all = await downloaded(page, () => page.getByTestId('peers-csv').click());
  expect(all[0]![0]).toBe('nodeID');
  expect(all.length - 1).toBe(count);
  const one = all[1]![0]!;
  await page.getByTestId('peer-filter').fill(one);
  await expect(page.getByTestId('peers-csv')).toHaveText('Export CSV (1)');
  const filteredPeers = await downloaded(page, () => page.getByTestId('peers-csv').click());
  expect(filteredPeers.slice(1).map((r) => r[0])).toEqual([one]);
});

test('UTXOs, token lists, delegators, alert messages and ICM messages export CSV that parses, filtered', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // An X address's UTXOs, from its page: each line is one the address owns, its amount exact.
  await page.goto(`/x/address/X-${EWOQ}`);
  await expect(page.getByTestId('utxo-row').first()).toBeVisible();
  const utxos = await downloaded(page, () => page.getByTestId('utxos-csv').click());
  expect(utxos[0]).toEqual(
    'utxo_id,tx_id,output_index,asset,amount,kind,owners,threshold,locktime_utc,stakeable_locktime_utc'.split(','),
  );
  expect(utxos.length).toBeGreaterThan(1);
  for (const r of utxos.slice(1)) {
    expect(r[6]).toContain(EWOQ);
    expect(r[4]).toMatch(/^\d*$/);
  }
  // A source chain's atomic UTXOs (the filter the page's second card has): owned by the address too.
  const atomic = await request.get(`/api/utxos/P-${EWOQ}?source=X&format=csv`);
  expect(atomic.headers()['content-type']).toMatch(/^text\/csv/);
  const atomicRows = parseCsv(await atomic.text());
  expect(atomicRows[0]).toEqual(utxos[0]);
  for (const r of atomicRows.slice(1)) expect(r[6]).toContain(EWOQ);
  expect((await request.get(`/api/utxos/P-${EWOQ}?source=P&format=csv`)).status()).toBe(400);

  // A chain's tokens, busiest first.
  const listed = await token(request);
  await page.goto('/c/tokens');
  await expect(page.getByTestId('token-list-row').first()).toBeVisible();
  const tokens = await downloaded(page, () => page.getByTestId('token-list-csv').click());
  expect(tokens[0]).toEqual('chain,token,standard,name,symbol,decimals,holders,transfers'.split(','));
  expect(tokens.slice(1).every((r) => r[0] === 'C')).toBe(true);
  expect(tokens.slice(1).map((r) => r[1])).toContain(listed);
  expect(tokens.length - 1).toBeGreaterThanOrEqual(await page.getByTestId('token-list-row').count());
  const moves = tokens.slice(1).map((r) => Number(r[7]));
  expect(moves).toEqual([...moves].sort((a, b) => b - a));

  // A validator's delegators: as many lines as the page counts, the node's own delegation txs.
  const all = await rpc<{ validators: { nodeID: string; delegatorCount?: string }[] }>(
    request,
    'bc/P',
    'platform.getCurrentValidators',
  );
  const delegated = all.validators.find((v) => Number(v.delegatorCount ?? 0) > 0)!;
  await page.goto(`/validators/${delegated.nodeID}`);
  const count = page.getByTestId('delegator-count');
  await expect(count).toHaveText(/\(\d+\)/);
  const delegators = await downloaded(page, () => page.getByTestId('delegators-csv').click());
  expect(delegators[0]).toEqual(
    'tx_id,node_id,stake_navax,potential_reward_navax,reward_owners,reward_threshold,start_utc,end_utc'.split(','),
  );
  expect(delegators.length - 1).toBe(Number((await count.textContent())!.replace(/\D/g, '')));
  expect(delegators.slice(1).every((r) => r[1] === delegated.nodeID && /^\d+$/.test(r[2]!))).toBe(true);

  // Alert messages and uptime alerts, filtered by their subject.
  const messages = await request.get(`/api/monitor/notifications?format=csv&subject=${delegated.nodeID}`);
  expect(messages.headers()['content-type']).toMatch(/^text\/csv/);
  const messageRows = parseCsv(await messages.text());
  expect(messageRows[0]).toEqual('time_utc,subject,severity,items,deliveries'.split(','));
  expect(messageRows.slice(1).every((r) => r[1] === delegated.nodeID)).toBe(true);
  const alerts = parseCsv(
    await (await request.get(`/api/monitor/alerts?format=csv&nodeID=${delegated.nodeID}`)).text(),
  );
  expect(alerts[0]![0]).toBe('time_utc');
  expect(alerts.slice(1).every((r) => r[1] === delegated.nodeID)).toBe(true);

  // ICM messages of the devnet's messenger, from the list's link.
  const executed = await icmMessage(request, 'executed');
  await page.goto(`/icm?address=${MESSENGER}`);
  await expect(page.getByTestId('icm-list')).toBeVisible();
  const icm = await downloaded(page, () => page.getByRole('link', { name: 'Download CSV' }).click());
  expect(icm[0]!.slice(0, 7)).toEqual(['time_utc', 'chain', 'height', 'tx_hash', 'event', 'status', 'message_id']);
  expect(icm.slice(1).map((r) => r[6])).toContain(executed);
  const chain = icm[1]![1]!;
  const oneChain = parseCsv(await (await request.get(`/api/icm/messages?chain=${chain}&format=csv`)).text());
  expect(oneChain.length).toBeGreaterThan(1);
  expect(oneChain.slice(1).every((r) => r[1] === chain)).toBe(true);
});

test('without SNOWLINE_PUBLIC_URL no page names a card at localhost, and /status says why', async ({ request }) => {
  const app = `http://127.0.0.1:${process.env.E2E_DEFAULT_LIMITS_APP_PORT ?? 3110}`;
  const validators = await rpc(request, 'bc/P', 'platform.getCurrentValidators', {});
  for (const path of [
    '/x/blocks/1',
    `/x/address/X-${EWOQ}`,
    `/validators/${validators.validators[0].nodeID}`,
    '/c/blocks/1',
  ]) {
    const html = await (await request.get(app + path)).text();
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html, path).not.toMatch(/<meta (?:property|name)="(?:og|twitter):image"/);
    expect(html, path).not.toMatch(/content="https?:\/\/(?:localhost|127\.0\.0\.1)[^"]*opengraph-image/);
  }
  const status = await (await request.get(`${app}/status`)).text();
  expect(status).toContain('SNOWLINE_PUBLIC_URL is not set');
});

test('a dropped P-chain tx has a title and a preview card of its own', async ({ request }) => {
  const [{ networkID }, { assetID }] = await Promise.all([
    rpc<{ networkID: string }>(request, 'info', 'info.getNetworkID', {}),
    rpc<{ assetID: string }>(request, 'bc/P', 'platform.getStakingAssetID', {}),
  ]);
  // Spends a UTXO that never existed: the node takes the tx, fails its execution and keeps it as dropped.
  const utxo = { txID: new Uint8Array(32).fill(0xd7), outputIndex: 0, assetID: idFromString(assetID) } as Utxo;
  const bytes = encodePvmTx(
    signPvmTx(
      {
        kind: 'BaseTx',
        base: {
          networkID: Number(networkID),
          blockchainID: new Uint8Array(32),
          inputs: [secpInputSpending(utxo, 1_000_000_000n, [0])],
          outputs: [],
          memo: new Uint8Array(),
        },
      },
      [[EWOQ_KEY.privateKey]],
    ),
  );
  const txID = idToString(pvmTxId(bytes));
  await rpcAnswer(request, 'bc/P', 'platform.issueTx', { tx: formatBytes(bytes, 'hex'), encoding: 'hex' });
  await expect
    .poll(async () => (await rpc<{ status: string }>(request, 'bc/P', 'platform.getTxStatus', { txID })).status, {
      timeout: 20_000,
    })
    .toBe('Dropped');

  const path = `/p/tx/${txID}`;
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const own = `Dropped P-Chain transaction ${txID.slice(0, 10)}`;
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(own);
  expect(/<meta property="og:title" content="([^"]+)"/.exec(html)?.[1]).toContain(own);
  expect(html).not.toContain('transaction not found');
  // The description says why, in the node's words.
  expect(/<meta property="og:description" content="([^"]+)"/.exec(html)?.[1]).toMatch(/as Dropped: failed execution/);
  const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(og).toMatch(new RegExp(`^${PUBLIC_URL}${path}/opengraph-image`));
  const png = async (p: string) => {
    const r = await request.get(p);
    expect(r.status(), p).toBe(200);
    expect(r.headers()['content-type'], p).toBe('image/png');
    return (await r.body()).toString('base64');
  };
  // Its own card, not the generic one an unknown tx gets.
  const generic = await png(`/p/tx/${'1'.repeat(49)}/opengraph-image`);
  expect(await png(og!.slice(PUBLIC_URL.length).replace(/&amp;/g, '&'))).not.toBe(generic);
});
