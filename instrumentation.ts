// Next's start-up hook: opens Snowline's store and starts the uptime sampler and the chain-history
// follower in the Node.js server process, so history and alerts accrue whether or not anyone has a
// page open. Not in the edge runtime, not at build time.
const HTTP_FRONT = Symbol.for('snowline.httpFront');

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // scripts/server.mjs takes its request handler from here, compiled by Next like the rest of the
  // server code: tsx, its fallback, keeps every function's name, about a microsecond per closure
  // made, several per proxied call.
  (globalThis as { [HTTP_FRONT]?: unknown })[HTTP_FRONT] ??= import('./lib/front/http-front');
  const { publicUrlWarning } = await import('./lib/security/public-url-warning');
  const warning = publicUrlWarning();
  if (warning) console.warn(`[snowline] ${warning}`);
  const { monitor } = await import('./lib/monitor/instance');
  const { describeStore, readStoreConfig } = await import('./lib/store/config');
  try {
    const m = await monitor();
    console.log(`[snowline] state in ${describeStore(readStoreConfig())}`);
    if (m.config.enabled) {
      console.log(
        `[snowline monitor] sampling validator uptime every ${m.config.sampleMs} ms (on the instance that leads)` +
          (m.config.webhookUrl ? '; alerts go to the configured webhook' : '; no webhook configured'),
      );
    }
  } catch (e) {
    // A bad monitor or store setting must not take the explorer down: the monitoring pages report it.
    console.error(`[snowline monitor] not started: ${(e as Error).message}`);
  }
  const { startHistoryFollower } = await import('./lib/follower/instance');
  try {
    const f = startHistoryFollower();
    if (f.enabled) console.log('[snowline history] following X, P and C into the history store');
  } catch (e) {
    // A bad follower setting must not take the explorer down: the history status page reports it.
    console.error(`[snowline history] not started: ${(e as Error).message}`);
  }
}
