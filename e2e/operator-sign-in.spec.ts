import { expect, test, type Page } from '@playwright/test';
import { rpc, rpcAnswer } from './node-rpc';

// The operator-mode server of playwright.config.ts, on the same devnet as the public one.
const OPERATOR_APP = `http://127.0.0.1:${Number(process.env.E2E_OPERATOR_APP_PORT ?? 3106)}`;
const TOKEN = process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-16581489df26810808eeb3526f8988c37743b23d';
// The public-mode server of the same config.
const PUBLIC_APP = `http://127.0.0.1:${Number(process.env.E2E_APP_PORT ?? 3100)}`;

test.use({ baseURL: OPERATOR_APP });

async function signIn(page: Page, from: string) {
  await page.goto(from);
  await page.getByTestId('sign-in-link').click();
  await expect(page).toHaveURL(/\/signin/);
  await page.getByTestId('sign-in-token').fill(TOKEN);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('sign-out')).toBeVisible();
}

test('sign in, then sign out: the node page shows its identity only while signed in', async ({ page, request }) => {
  // Node-specific: the proxy does not answer it to a caller without a session.
  expect((await rpcAnswer(request, 'info', 'info.getNodeID')).error?.message).toMatch(/node-specific/);

  await page.goto('/node');
  const identity = page.getByTestId('node-identity');
  await expect(identity).toContainText('shown to the signed-in operator only');
  await expect(identity).not.toContainText('NodeID-');
  await expect(page.getByTestId('node-vms')).toContainText('Installed VMs are shown to the signed-in operator');

  // A wrong token is refused, and no cookie is set.
  await page.getByTestId('sign-in-link').click();
  await page.getByTestId('sign-in-token').fill('not-the-operator-token');
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('sign-in-form').getByRole('alert')).toContainText('not the operator token');
  expect(await page.context().cookies()).toEqual([]);

  await signIn(page, '/node');
  await expect(page).toHaveURL(/\/node$/);
  await expect(identity).toContainText(/NodeID-\w+/);
  await expect(identity).toContainText('Proof of possession');
  await expect(identity).toContainText('IP');
  await expect(page.getByTestId('node-vms')).not.toContainText('Installed VMs are shown');

  // The session is an httpOnly, SameSite=Strict cookie (not Secure: this test server is plain http);
  // the token itself is nowhere in the browser.
  const [cookie, ...others] = await page.context().cookies();
  expect(others).toEqual([]);
  expect(cookie).toMatchObject({ name: 'snowline_session', httpOnly: true, sameSite: 'Strict', secure: false });
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000);
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }) + document.cookie);
  expect(stored).not.toContain(TOKEN);
  expect(stored).not.toContain(cookie!.value);

  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  await expect(identity).not.toContainText('NodeID-');
  await page.reload();
  await expect(identity).toContainText('shown to the signed-in operator only');
});

test('a cross-site form POST and a request without the session cannot change the watchlist', async ({
  page,
  request,
}) => {
  const { validators } = await rpc<{ validators: { nodeID: string }[] }>(
    request,
    'bc/P',
    'platform.getCurrentValidators',
  );
  const [target, control] = validators.map((v) => v.nodeID) as [string, string];
  const watched = async () =>
    (
      (await (await page.request.get('/api/monitor/watchlist')).json()) as { entries: { nodeID: string }[] }
    ).entries.map((e) => e.nodeID);

  // Without the session: refused, and the form offers sign-in instead of a token field.
  const anonymous = await request.post('/api/monitor/watchlist', { data: { nodeID: target } });
  expect(anonymous.status()).toBe(401);
  await page.goto('/validators/watchlist');
  await expect(page.getByTestId('watch-sign-in')).toBeVisible();
  await expect(page.locator('input[type=password]')).toHaveCount(0);

  await signIn(page, '/validators/watchlist');
  await expect(page).toHaveURL(/\/validators\/watchlist$/);

  // Another site, in the same signed-in browser, auto-submits a text/plain form shaped as JSON.
  await page.route('http://attacker.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form id="f" method="POST" action="${OPERATOR_APP}/api/monitor/watchlist" enctype="text/plain">
        <input name='{"nodeID":"${target}","x":"' value='"}'></form><script>f.submit()</script>`,
    }),
  );
  const landed = page.waitForURL(`${OPERATOR_APP}/api/monitor/watchlist`);
  await page.goto('http://attacker.example/');
  await landed;
  await expect(page.locator('body')).toContainText(/sign in|cross-site/);
  expect(await watched()).not.toContain(target);

  // The signed-in operator, from this site, can: the check above could have seen a change.
  await page.goto('/validators/watchlist');
  await page.getByTestId('watch-node').fill(control);
  await page.getByTestId('watch-submit').click();
  await expect(page.locator(`[data-testid=watch-row][data-node="${control}"]`)).toBeVisible();
  expect(await watched()).toEqual(expect.arrayContaining([control]));
  expect(await watched()).not.toContain(target);
  await page.locator(`[data-testid=watch-row][data-node="${control}"]`).getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator(`[data-testid=watch-row][data-node="${control}"]`)).toHaveCount(0);
});

test('public mode has no sign-in: no page, no session route, no header control', async ({ page, request }) => {
  expect((await request.get(`${PUBLIC_APP}/signin`)).status()).toBe(404);
  const post = await request.post(`${PUBLIC_APP}/api/auth/session`, { data: { token: TOKEN } });
  expect(post.status()).toBe(404);
  expect(post.headers()['set-cookie']).toBeUndefined();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/auth/session') asked.push(r.url());
  });
  await page.goto(`${PUBLIC_APP}/node`);
  await expect(page.getByTestId('node-version-value')).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.getByTestId('sign-in-link')).toHaveCount(0);
  // No sign-in here: the header never asks who is calling (one request less per page view)...
  expect(asked).toEqual([]);
  // ...and the route, asked, says there is none.
  expect(await (await request.get(`${PUBLIC_APP}/api/auth/session`)).json()).toEqual({
    mode: 'public',
    operator: false,
    expiresMs: null,
  });
  await expect(page.getByTestId('sign-out')).toHaveCount(0);
});
