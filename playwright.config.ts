import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from './e2e/offline-chromium';
import { LOCALHOST_CERT_PATH } from './lib/monitor/channels/testing/localhost-cert';

// The e2e suite drives the production build against a fresh embedded devnet.
const DEVNET_PORT = Number(process.env.E2E_DEVNET_PORT ?? 19650);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const DEVNET_DIR = process.env.E2E_DEVNET_DIR ?? '.data/e2e-devnet';
// Port of the test webhook e2e/monitoring.spec.ts listens on (loopback only).
const E2E_WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 19797);
// A second server of the same build whose node is a closed loopback port: e2e/node-down.spec.ts.
const NODE_DOWN_PORT = Number(process.env.E2E_NODE_DOWN_PORT ?? 3102);
// e2e/hostile-content.spec.ts starts a node that lies about asset names (E2E_LYING_NODE_PORT, default
// 3104) and an app server on it (E2E_LYING_NODE_APP_PORT, default 3105).
// `E2E_NEXT_MODE=dev` runs Next in development mode instead of the production build (quicker while iterating).
// The app is Snowline's own server, as `npm start` runs it: the node proxy before Next, then Next.
const SERVER = `node scripts/server.mjs${process.env.E2E_NEXT_MODE === 'dev' ? ' --dev' : ''}`;
// e2e/walk-as-a-person.spec.ts: an app with the DEFAULT rate limits on the same devnet (issue 25), where a
// person's walk must never be refused. It reads the same variable.
const DEFAULT_LIMITS_APP_PORT = Number(process.env.E2E_DEFAULT_LIMITS_APP_PORT ?? 3110);
// A third, in operator mode on the same devnet: e2e/operator-sign-in.spec.ts (which reads both vars).
const OPERATOR_APP_PORT = Number(process.env.E2E_OPERATOR_APP_PORT ?? 3106);
const OPERATOR_TOKEN = process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-16581489df26810808eeb3526f8988c37743b23d';
// e2e/graded-alerts.spec.ts: a devnet of its own where one Primary Network validator's stake ends within
// two hours and the first L1 validator's balance runs out 20 s after it starts (before the spec gets to
// it; less could run out while the genesis is still being built, which then gives it a full balance),
// and an app on it (both read by the spec). It runs without the index API and the X-chain address
// index, as many nodes do: the spec checks the app says so instead of failing.
const ALERTS_DEVNET_PORT = Number(process.env.E2E_ALERTS_DEVNET_PORT ?? 19652);
const ALERTS_APP_PORT = Number(process.env.E2E_ALERTS_APP_PORT ?? 3108);
// The loopback receiver e2e/graded-alerts.spec.ts serves as Slack, Discord, Telegram's Bot API and
// PagerDuty's Events API (the last two are set by their base URLs in the environment).
const CHANNELS_PORT = Number(process.env.E2E_CHANNELS_PORT ?? E2E_WEBHOOK_PORT + 1);
// An operator-mode app on that devnet (which serves no admin API either): the admin pages say so.
const ALERTS_OPERATOR_APP_PORT = Number(process.env.E2E_ALERTS_OPERATOR_APP_PORT ?? 3109);

/** An embedded devnet on `port`, fresh in `dataDir`, with the devnet's own `flags`. */
function devnetServer(port: number, dataDir: string, flags: string) {
  return {
    command: `rm -rf ${dataDir} && node node_modules/tsx/dist/cli.mjs devnet/main.ts --port ${port} --data-dir ${dataDir} ${flags}`,
    wait: { stdout: /devnet listening on/ },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

/** A Snowline server of the build on `port`, with a fresh store in `dataDir`, ready once `readyPath` answers. */
function appServer(port: number, dataDir: string, readyPath: string, env: Record<string, string>) {
  return {
    command: `rm -rf ${dataDir} && ${SERVER} --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}${readyPath}`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { ...env, SNOWLINE_DATA_DIR: dataDir },
  };
}

/**
 * An operator-mode app on a devnet another server already samples and follows: it only serves pages
 * and the console to the signed-in operator.
 */
function operatorApp(port: number, devnetPort: number, dataDir: string) {
  return appServer(port, dataDir, '/api/auth/session', {
    SNOWLINE_NODE_URL: `http://127.0.0.1:${devnetPort}`,
    SNOWLINE_MODE: 'operator',
    SNOWLINE_OPERATOR_TOKEN: OPERATOR_TOKEN,
    SNOWLINE_MONITOR: 'off',
    SNOWLINE_FOLLOW: 'off',
  });
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // One more try: a test that passes only on it is reported as flaky in the list, not hidden; the suite
  // shares two cores with a devnet, PostgreSQL, Redis and several app servers, and a red run does not land.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: 'off',
    // A navigation that has not committed in 30 s has hung: fail it at that step, not at the test's timeout.
    navigationTimeout: 30_000,
    // An action whose element never becomes clickable (covered, moving) fails there with its reason.
    actionTimeout: 30_000,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: OFFLINE_CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    // /ext/admin is served (as on an operator's node) for the API console's admin calls.
    devnetServer(DEVNET_PORT, DEVNET_DIR, '--activity 2 --api-admin-enabled'),
    // A fresh store too: the history follower indexes this devnet from its genesis.
    appServer(APP_PORT, `${DEVNET_DIR}-monitor`, '', {
      SNOWLINE_NODE_URL: `http://127.0.0.1:${DEVNET_PORT}`,
      // Issue 5: the e2e devnet stands in for the embedded one (watchlist writable), its own monitor
      // store, fast uptime sampling, and alerts to the webhook e2e/monitoring.spec.ts serves.
      SNOWLINE_EMBEDDED_DEVNET: '1',
      SNOWLINE_UPTIME_SAMPLE_MS: '3000',
      SNOWLINE_ALERT_WEBHOOK_URL: `http://127.0.0.1:${E2E_WEBHOOK_PORT}/hook`,
      // e2e/icm.spec.ts: the devnet's ICM messenger is watched; a message waiting 12 s is stuck.
      SNOWLINE_ICM_WATCH: '0x253b2784c75e510dd0ff1da844684a1ac0aa5fcf:0.2',
      // Alert targets are public hosts only unless the operator opts in: the test receivers are on loopback.
      SNOWLINE_ALERT_PRIVATE_TARGETS: 'allow',
      // The wallet specs issue their txs through the proxy, as a dApp would with relaying turned on.
      SNOWLINE_RELAY_TXS: 'on',
      // The whole suite is one client on loopback, far busier than any person: its rate is raised.
      SNOWLINE_RATE_LIMIT_PER_SECOND: '1000',
      // Open Graph links name the configured address, whatever Host a request carries.
      SNOWLINE_PUBLIC_URL: 'http://explorer.snowline.test',
    }),
    // Its monitor runs (its first sample, at start, fails): its status is public in the watchlist API.
    appServer(NODE_DOWN_PORT, `${DEVNET_DIR}-node-down`, '/search', {
      // Nothing listens on port 2 of the loopback (privileged, and not on fetch's blocked-port list):
      // every node call is refused at once. With credentials and an API key, which no public page or
      // API may show.
      SNOWLINE_NODE_URL: 'http://snowline:s3cret-password@127.0.0.1:2/?apikey=s3cret-key',
      // No node, no history: every page says what the node alone would give.
      SNOWLINE_FOLLOW: 'off',
    }),
    operatorApp(OPERATOR_APP_PORT, DEVNET_PORT, `${DEVNET_DIR}-operator`),
    // No SNOWLINE_RATE_LIMIT_* here: the defaults a deployment gets. The main app samples and follows.
    appServer(DEFAULT_LIMITS_APP_PORT, `${DEVNET_DIR}-default-limits`, '', {
      SNOWLINE_NODE_URL: `http://127.0.0.1:${DEVNET_PORT}`,
      SNOWLINE_MONITOR: 'off',
      SNOWLINE_FOLLOW: 'off',
    }),
    devnetServer(
      ALERTS_DEVNET_PORT,
      `${DEVNET_DIR}-alerts`,
      '--activity 1 --history off --validators 5 --delegators 5 --stake-ends-in 7200 --l1-balance-runs-out-in 20 --index-enabled=false --index-transactions=false',
    ),
    appServer(ALERTS_APP_PORT, `${DEVNET_DIR}-alerts-monitor`, '/api/monitor/notifications', {
      SNOWLINE_NODE_URL: `http://127.0.0.1:${ALERTS_DEVNET_PORT}`,
      // Snowline's own devnet: the channels and watchlist are set from this machine without sign-in.
      SNOWLINE_EMBEDDED_DEVNET: '1',
      SNOWLINE_UPTIME_SAMPLE_MS: '2000',
      SNOWLINE_ALERT_REMINDER_MINUTES: '60',
      // The spec's Slack, Discord and SMTP receivers are on loopback (opted in), the SMTP server's
      // certificate trusted as an operator's own CA would be (the app logs in over TLS only).
      SNOWLINE_ALERT_PRIVATE_TARGETS: 'allow',
      NODE_EXTRA_CA_CERTS: LOCALHOST_CERT_PATH,
      SNOWLINE_TELEGRAM_API_URL: `http://127.0.0.1:${CHANNELS_PORT}/telegram`,
      SNOWLINE_PAGERDUTY_EVENTS_URL: `http://127.0.0.1:${CHANNELS_PORT}/pagerduty/v2/enqueue`,
      SNOWLINE_RELAY_TXS: 'on',
      SNOWLINE_RATE_LIMIT_PER_SECOND: '1000',
    }),
    operatorApp(ALERTS_OPERATOR_APP_PORT, ALERTS_DEVNET_PORT, `${DEVNET_DIR}-alerts-operator`),
  ],
});
