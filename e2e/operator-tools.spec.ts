import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { rpc } from './node-rpc';

// The operator-mode server of playwright.config.ts, on the same devnet as the public one.
const OPERATOR_APP = `http://127.0.0.1:${Number(process.env.E2E_OPERATOR_APP_PORT ?? 3106)}`;
const PUBLIC_APP = `http://127.0.0.1:${Number(process.env.E2E_APP_PORT ?? 3100)}`;
const TOKEN = process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-16581489df26810808eeb3526f8988c37743b23d';
const EWOQ_KEY = 'PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN';
const EWOQ_X = 'X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
const PASSWORD = 'Snowline-e2e keystore pass 7731!';

test.use({ baseURL: OPERATOR_APP });

async function signIn(page: Page, next: string) {
  await page.goto(`/signin?next=${next}`);
  await page.getByTestId('sign-in-token').fill(TOKEN);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

/** Picks a method on the page, fills fields (test id suffix → value), sends (confirming a change), returns the answer panel. */
async function call(page: Page, method: string, fields: Record<string, string>) {
  await page.getByTestId(`method-${method}`).click();
  await expect(page.getByTestId('console-method')).toHaveText(method);
  for (const [field, value] of Object.entries(fields)) await page.getByTestId(`field-p.${field}`).fill(value);
  await page.getByTestId('console-call').click();
  const confirm = page.getByTestId('console-confirm');
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  const answer = page.getByTestId('console-result').or(page.getByTestId('console-error'));
  await expect(answer).toBeVisible();
  return answer;
}

test('the keystore page: a user is created, used for a send, exported, deleted and imported again', async ({
  page,
  request,
}) => {
  await signIn(page, '/keystore');
  await expect(page.getByTestId('keystore-deprecated')).toContainText('removed it in v1.12.2');
  const user = `e2e-${Date.now()}`;
  const creds = { username: user, password: PASSWORD };

  await expect(await call(page, 'keystore.createUser', creds)).toHaveAttribute('data-testid', 'console-result');
  await expect(await call(page, 'keystore.listUsers', {})).toContainText(user);
  await expect(await call(page, 'avm.importKey', { ...creds, privateKey: EWOQ_KEY })).toContainText(EWOQ_X);

  const sent = await call(page, 'avm.send', { ...creds, amount: '1000', assetID: 'AVAX', to: EWOQ_X });
  await expect(sent).toHaveAttribute('data-testid', 'console-result');
  const txID = (await sent.getByTestId('console-links').getByRole('link').first().textContent())!.replace(/^X tx /, '');
  await expect
    .poll(async () => (await rpc<{ status: string }>(request, 'bc/X', 'avm.getTxStatus', { txID })).status, {
      timeout: 20_000,
    })
    .toBe('Accepted');

  const exported = await call(page, 'keystore.exportUser', creds);
  const userHex = (await exported.getByTestId('json-tree').textContent())!.match(/"(0x[0-9a-f]+)"/)![1]!;
  await call(page, 'keystore.deleteUser', creds);
  await expect(await call(page, 'keystore.listUsers', {})).not.toContainText(user);
  await call(page, 'keystore.importUser', { ...creds, user: userHex });
  await expect(await call(page, 'keystore.listUsers', {})).toContainText(user);
  await expect(await call(page, 'avm.listAddresses', creds)).toContainText(EWOQ_X);
  await call(page, 'keystore.deleteUser', creds);

  // The password and the key never went into the address bar.
  expect(page.url()).not.toContain(encodeURIComponent(PASSWORD));
  expect(page.url()).not.toContain('PrivateKey');
  expect(page.url()).not.toContain('password');
});

test('the genesis builder builds the example genesis and decodes its bytes', async ({ page }) => {
  await page.goto('/genesis');
  await expect(page.getByTestId('console-method')).toHaveText('avm.buildGenesis');
  await page.getByTestId('console-call').click();
  const decoded = page.getByTestId('genesis-decoded');
  await expect(decoded).toContainText('Snowline Example Token');
  await expect(decoded).toContainText('100000');
  await expect(decoded).toContainText('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u');
});

test('the admin and keystore pages are for the signed-in operator, and absent in public mode', async ({
  page,
  request,
}) => {
  await page.goto('/admin');
  await expect(page.getByTestId('operator-only')).toBeVisible();
  await expect(page.getByTestId('console-methods')).toHaveCount(0);
  expect((await request.get(`${PUBLIC_APP}/admin`)).status()).toBe(404);
  expect((await request.get(`${PUBLIC_APP}/keystore`)).status()).toBe(404);

  await signIn(page, '/admin');
  const levels = await call(page, 'admin.getLoggerLevel', {});
  await expect(levels).toHaveAttribute('data-testid', 'console-result');
  await expect(page.locator('[data-testid^="method-keystore."]')).toHaveCount(0);
});

test('the remaining read methods, on the pages where one looks for them', async ({ page, request }) => {
  // Health on the node page: the checks are listed, their error text kept for the operator.
  await page.goto(`${PUBLIC_APP}/node`);
  await expect(page.getByTestId('health-health')).toHaveText(/healthy|unhealthy/);
  await expect(page.getByTestId('health-check').first()).toBeVisible();

  // L1 validator fees on the fees page.
  await page.goto(`${PUBLIC_APP}/fees`);
  const fees = await rpc<{ price: number }>(request, 'bc/P', 'platform.getValidatorFeeState', {});
  await expect(page.getByTestId('l1-fee-price')).toContainText('nAVAX / validator / s');
  expect(fees.price).toBeGreaterThanOrEqual(0);

  // A weighted sample on the validators page, and the max stake on a validator's page.
  await page.goto(`${PUBLIC_APP}/validators`);
  const sample = page.getByTestId('validator-sample');
  await expect(sample.getByRole('link').first()).toContainText('NodeID-');
  await sample.getByRole('link').first().click();
  await expect(page.getByTestId('max-stake')).toBeVisible();

  // The index pages look a container up by its acceptance index.
  await page.goto(`${PUBLIC_APP}/index/X/tx?at=0`);
  const first = await rpc<{ id: string }>(request, 'index/X/tx', 'index.getContainerByIndex', {
    index: 0,
    encoding: 'hex',
  });
  await expect(page.getByTestId('index-at')).toContainText('is at index 0');
  await expect(page.getByTestId('index-at').getByRole('link', { name: /X tx/ })).toHaveAttribute(
    'href',
    `/x/tx/${first.id}`,
  );

  // The X address page shows the node's own balances beside the UTXO sums.
  await page.goto(`${PUBLIC_APP}/x/address/X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u`);
  await expect(page.getByTestId('node-balances')).toContainText('AVAX');
});

test('a P-chain address lists the delegations that pay it', async ({ page, request }) => {
  const all = await rpc<{ validators: { nodeID: string; delegatorCount?: string }[] }>(
    request,
    'bc/P',
    'platform.getCurrentValidators',
  );
  const withDelegators = all.validators.find((v) => Number(v.delegatorCount ?? 0) > 0);
  // The devnet's genesis creates delegators (--delegators, 100 by default).
  expect(withDelegators, 'a validator with delegators').toBeDefined();
  // The node lists delegators only when nodeIDs names one node.
  const one = await rpc<{ validators: { delegators?: { rewardOwner?: { addresses: string[] } }[] }[] }>(
    request,
    'bc/P',
    'platform.getCurrentValidators',
    { nodeIDs: [withDelegators!.nodeID] },
  );
  const owner = one.validators[0]!.delegators![0]!.rewardOwner!.addresses[0]!;
  await page.goto(`${PUBLIC_APP}/p/address/${owner}`);
  await expect(page.getByTestId('staking')).toContainText('Delegates to');
});

/** The P-chain's id (getChainAliases takes an id, not an alias). */
const P_CHAIN_ID = '11111111111111111111111111111111LpoYY';
const DEVNET = `http://127.0.0.1:${Number(process.env.E2E_DEVNET_PORT ?? 19650)}`;

/** The devnet's own admin answer, asked directly (not through Snowline). */
async function adminDirect<T>(request: APIRequestContext, method: string, params: unknown = {}): Promise<T> {
  const res = await request.post(`${DEVNET}/ext/admin`, { data: { jsonrpc: '2.0', id: 1, method, params } });
  return ((await res.json()) as { result: T }).result;
}

test('the admin page: every admin feature, each change asked for first, checked against the devnet', async ({
  page,
  request,
}) => {
  await signIn(page, '/admin');
  type Levels = { loggerLevels: Record<string, { logLevel: string; displayLevel: string }> };
  const before = await adminDirect<Levels>(request, 'admin.getLoggerLevel');
  const [logger, { logLevel }] = Object.entries(before.loggerLevels)[0]!;
  const next = logLevel === 'DEBUG' ? 'INFO' : 'DEBUG';

  // A change asks first; cancelled, nothing reaches the node.
  await page.getByTestId('method-admin.setLoggerLevel').click();
  await page.getByTestId('field-p.loggerName').fill(logger);
  await page.getByTestId('field-p.logLevel').fill(next);
  await page.getByTestId('console-call').click();
  await expect(page.getByRole('alertdialog')).toContainText('changes the node’s state');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await adminDirect<Levels>(request, 'admin.getLoggerLevel')).loggerLevels[logger]!.logLevel).toBe(logLevel);
  // Confirmed, it is set, and getLoggerLevel on the page shows it.
  await page.getByTestId('console-call').click();
  await page.getByTestId('console-confirm').click();
  await expect(page.getByTestId('console-result')).toContainText(next);
  expect((await adminDirect<Levels>(request, 'admin.getLoggerLevel')).loggerLevels[logger]!.logLevel).toBe(next);
  await expect(await call(page, 'admin.getLoggerLevel', { loggerName: logger })).toContainText(next);
  await call(page, 'admin.setLoggerLevel', { loggerName: logger, logLevel });

  // API and chain aliases.
  const alias = `admin-e2e-${Date.now()}`;
  await expect(await call(page, 'admin.aliasChain', { chain: 'P', alias })).toHaveAttribute(
    'data-testid',
    'console-result',
  );
  await expect(await call(page, 'admin.getChainAliases', { chain: P_CHAIN_ID })).toContainText(alias);
  await expect(await call(page, 'admin.alias', { endpoint: 'bc/X', alias: `${alias}-api` })).toHaveAttribute(
    'data-testid',
    'console-result',
  );

  // The profiler, the memory and lock profiles and a stacktrace: each asks first, then succeeds.
  for (const method of [
    'admin.startCPUProfiler',
    'admin.stopCPUProfiler',
    'admin.memoryProfile',
    'admin.lockProfile',
    'admin.stacktrace',
  ]) {
    await page.getByTestId(`method-${method}`).click();
    await page.getByTestId('console-call').click();
    await expect(page.getByRole('alertdialog'), method).toContainText('changes the node’s state');
    await page.getByTestId('console-confirm').click();
    await expect(page.getByTestId('console-result'), method).toBeVisible();
  }

  // loadVMs, the node's config and a raw database read, as the devnet answers them.
  const vms = await adminDirect<{ newVMs: Record<string, string[]> }>(request, 'admin.loadVMs');
  await expect(await call(page, 'admin.loadVMs', {})).toContainText('newVMs');
  expect(vms).toHaveProperty('newVMs');
  const config = await adminDirect<Record<string, unknown>>(request, 'admin.getConfig');
  await expect(await call(page, 'admin.getConfig', {})).toContainText(Object.keys(config)[0]!);
  const missing = await adminDirect<{ errorCode: number | string }>(request, 'admin.dbGet', { key: '0x00' });
  await expect(await call(page, 'admin.dbGet', { key: '0x00' })).toContainText(String(missing.errorCode));
});
