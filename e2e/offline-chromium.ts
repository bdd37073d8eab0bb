// How the e2e suite and the page benchmarks launch Chromium on this offline machine: Debian's
// binary (CHROMIUM_PATH), and flags that stop it from reaching Google's hosts, which are refused here.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Playwright's own --disable-features list (playwright-core 1.65, chromiumSwitches.ts). Chromium keeps
 * only the last --disable-features it is given, so ours, passed after Playwright's, must repeat it:
 * alone it would turn back on what Playwright turns off (paint holding, HTTPS upgrades, the start-up
 * queries to Google's hosts). Compare on a Playwright upgrade.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

export const OFFLINE_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Each new context opens a window, and each window loads the omnibox popup, a WebUI page of its own:
  // seconds of CPU in a second renderer, beside the page under test on a two-core machine.
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP].join(',')}`,
];
