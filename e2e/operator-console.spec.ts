import { expect, test, type Page } from '@playwright/test';
import { rpc } from './node-rpc';

// The operator-mode and public-mode servers of playwright.config.ts, on the same devnet.
const OPERATOR_APP = `http://127.0.0.1:${Number(process.env.E2E_OPERATOR_APP_PORT ?? 3106)}`;
const PUBLIC_APP = `http://127.0.0.1:${Number(process.env.E2E_APP_PORT ?? 3100)}`;
const TOKEN = process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-16581489df26810808eeb3526f8988c37743b23d';

test.use({ baseURL: OPERATOR_APP });

async function signIn(page: Page) {
  await page.goto('/signin?next=/console');
  await page.getByTestId('sign-in-token').fill(TOKEN);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await expect(page).toHaveURL(/\/console$/);
}

test('signed out, the console offers no node-specific method, not even by its URL', async ({ page }) => {
  await page.goto('/console');
  await expect(page.getByTestId('method-platform.getHeight')).toBeVisible();
  await expect(page.getByTestId('method-admin.getConfig')).toHaveCount(0);
  await expect(page.getByTestId('method-keystore.listUsers')).toHaveCount(0);
  await expect(page.getByTestId('console-public-note')).toContainText('signed-in operator');

  await page.goto('/console?method=admin.getConfig');
  await expect(page.getByTestId('console-refused')).toContainText('sign in as the operator');
  await expect(page.getByTestId('console-method')).toHaveCount(0);
});

test('signed in: call a read method, see its answer, reload the shared URL and see it again', async ({
  page,
  request,
}) => {
  await signIn(page);
  await expect(page.getByTestId('method-admin.getConfig')).toBeVisible();

  await page.getByTestId('console-search').fill('platform getblockchains');
  await expect(page.getByTestId('method-platform.getHeight')).toHaveCount(0);
  await page.getByTestId('method-platform.getBlockchains').click();
  await expect(page.getByTestId('console-lifecycle')).toContainText('Deprecated');
  await page.getByTestId('console-call').click();
  const result = page.getByTestId('console-result');
  await expect(result).toBeVisible();
  const { blockchains } = await rpc<{ blockchains: { id: string; name: string }[] }>(
    request,
    'bc/P',
    'platform.getBlockchains',
  );
  for (const chain of blockchains) await expect(result.getByTestId('json-tree')).toContainText(chain.id);
  await expect(result.getByTestId('console-schema')).toHaveText('matches the registry’s result schema');

  // The address bar is the call's shareable link: reloading it calls again.
  await expect(page).toHaveURL(/\/console\?method=platform\.getBlockchains/);
  await page.reload();
  await expect(page.getByTestId('console-method')).toHaveText('platform.getBlockchains');
  await expect(page.getByTestId('console-result').getByTestId('json-tree')).toContainText(blockchains[0]!.id);

  // A call with params from a form: a block by height, with a link to its page.
  await page.getByTestId('method-platform.getBlockByHeight').click();
  await page.getByTestId('console-call').click();
  await expect(page.getByTestId('console-result')).toContainText('block');
  await expect(page).toHaveURL(/params=.*height/);

  // Errors come with their codes: a tx id that does not exist.
  await page.getByTestId('method-platform.getTx').click();
  await page.getByTestId('field-p.txID').fill('11111111111111111111111111111111LpoYY');
  await page.getByTestId('console-call').click();
  await expect(page.getByTestId('console-error-code')).toHaveText(/-?\d+/);

  // A node-specific read, for the signed-in operator only.
  await page.getByTestId('method-info.getNodeID').click();
  await page.getByTestId('console-call').click();
  await expect(page.getByTestId('console-result')).toContainText('NodeID-');
  await expect(page.getByTestId('console-links')).toContainText('validator NodeID-');

  // A call that changes state asks first.
  await page.getByTestId('method-admin.aliasChain').click();
  await page.getByTestId('field-p.chain').fill('X');
  await page.getByTestId('field-p.alias').fill('console-e2e-alias');
  await page.getByTestId('console-call').click();
  await expect(page.getByRole('alertdialog')).toContainText('changes the node’s state');
  await page.getByTestId('console-confirm').click();
  await expect(page.getByTestId('console-result')).toBeVisible();
  expect(
    await rpc<{ blockchainID: string }>(request, 'info', 'info.getBlockchainID', { alias: 'console-e2e-alias' }),
  ).toEqual({ blockchainID: expect.any(String) });

  // After sign-out the operator methods are gone.
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  await expect(page.getByTestId('method-admin.getConfig')).toHaveCount(0);
});

test('another site cannot use the operator’s session to call operator methods through the proxy', async ({ page }) => {
  await signIn(page);
  // The same browser's cookies, on a request a page elsewhere made.
  const forged = await page.request.post('/api/node/ext/admin', {
    headers: { origin: 'http://attacker.example', 'sec-fetch-site': 'cross-site' },
    data: { jsonrpc: '2.0', id: 1, method: 'admin.getConfig', params: {} },
  });
  expect(((await forged.json()) as { error?: { message: string } }).error?.message).toMatch(/cross-site/);
  // From this site it works.
  const own = await page.request.post('/api/node/ext/admin', {
    headers: { origin: OPERATOR_APP, 'sec-fetch-site': 'same-origin' },
    data: { jsonrpc: '2.0', id: 1, method: 'admin.getConfig', params: {} },
  });
  expect(await own.json()).toMatchObject({ result: expect.anything() });
});

test('in public mode the console offers no admin or keystore method, by list or by URL', async ({ page, request }) => {
  await page.goto(`${PUBLIC_APP}/console`);
  await expect(page.getByTestId('method-info.getNetworkID')).toBeVisible();
  await expect(page.getByTestId('console-public-note')).toContainText('offers no node-specific method');
  await page.getByTestId('console-search').fill('admin');
  await expect(page.locator('[data-testid^="method-admin."]')).toHaveCount(0);
  await page.getByTestId('console-search').fill('keystore');
  await expect(page.locator('[data-testid^="method-keystore."]')).toHaveCount(0);

  await page.goto(`${PUBLIC_APP}/console?method=keystore.listUsers`);
  await expect(page.getByTestId('console-refused')).toContainText('not offered by this public explorer');
  const forged = await request.post(`${PUBLIC_APP}/api/node/ext/keystore`, {
    data: { jsonrpc: '2.0', id: 1, method: 'keystore.listUsers', params: {} },
  });
  expect(((await forged.json()) as { error?: { message: string } }).error?.message).toMatch(/node-specific/);
});

const DEVNET = `http://127.0.0.1:${Number(process.env.E2E_DEVNET_PORT ?? 19650)}`;

test('one call per service through the console, checked against the devnet’s own answer', async ({ page, request }) => {
  await signIn(page);
  // [method, the node path it is asked on, what of the devnet's direct answer the console must show]
  const calls: [string, string, (r: any) => string][] = [
    ['avm.getAssetDescription', '/ext/bc/X', (r) => r.assetID],
    ['platform.getStakingAssetID', '/ext/bc/P', (r) => r.assetID],
    ['info.getNetworkName', '/ext/info', (r) => r.networkName],
    ['admin.getLoggerLevel', '/ext/admin', (r) => Object.keys(r.loggerLevels)[0]],
    ['keystore.listUsers', '/ext/keystore', () => 'users'],
    ['health.liveness', '/ext/health', (r) => String(r.healthy)],
    ['eth_chainId', '/ext/bc/C/rpc', (r) => r],
    ['avm.buildGenesis', '/ext/vm/avm', (r) => r.bytes.slice(0, 40)],
  ];
  for (const [method, path, pick] of calls) {
    await page.getByTestId('console-search').fill(method);
    await page.getByTestId(`method-${method}`).click();
    const params = await page.evaluate(() => new URL(window.location.href).searchParams.get('params'));
    expect(params).toBeNull();
    await page.getByTestId('console-call').click();
    const result = page.getByTestId('console-result');
    await expect(result).toBeVisible();
    // The same call (the URL now names its params) straight to the devnet.
    const sent = JSON.parse(
      (await page.evaluate(() => new URL(window.location.href).searchParams.get('params'))) ?? 'null',
    ) as unknown;
    const direct = (await (
      await request.post(`${DEVNET}${path}`, {
        data: { jsonrpc: '2.0', id: 1, method, ...(sent === null ? {} : { params: sent }) },
      })
    ).json()) as { result: unknown };
    await expect(result.getByTestId('json-tree'), method).toContainText(pick(direct.result));
  }
  // The index moves on while the devnet accepts txs: the container the console shows as last accepted
  // must be the node's container at that index.
  await page.getByTestId('console-search').fill('index.getLastAccepted');
  await page.getByTestId('method-index.getLastAccepted').click();
  await page.getByTestId('console-call').click();
  const tree = page.getByTestId('console-result').getByTestId('json-tree');
  await expect(tree).toContainText('index:');
  const shown = (await tree.textContent()) ?? '';
  const index = /index: "(\d+)"/.exec(shown)?.[1];
  expect(index, 'the last accepted index').toBeDefined();
  const atIndex = (await (
    await request.post(`${DEVNET}/ext/index/X/tx`, {
      data: { jsonrpc: '2.0', id: 1, method: 'index.getContainerByIndex', params: { index, encoding: 'hex' } },
    })
  ).json()) as { result: { id: string } };
  expect(shown).toContain(atIndex.result.id);
  // wallet.* and the avax chain API take txs or keystore users: the tx and keystore specs cover them.
});

test('the header keeps one row at 1280 px, its groups open as menus, and a phone gets one menu', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const header = page.locator('header').first();
  // One row: the header is as tall as its controls, not two rows of links.
  expect((await header.boundingBox())!.height).toBeLessThan(70);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeHidden();
  await nav.getByRole('button', { name: 'Operator', exact: true }).click();
  await nav.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(nav.getByRole('link', { name: 'Validators' })).toBeHidden();
  await nav.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'Validators' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'API console' })).toBeVisible();
});
