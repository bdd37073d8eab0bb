// How the e2e suite and the page benchmarks launch Chromium on this offline machine: Debian's
// binary (CHROMIUM_PATH), and flags that stop it from reaching Google's hosts, which are refused here.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
