// The devnet: one HTTP port serving a local Avalanche network's nine services — X-chain (avm,
// wallet), P-chain (platform), C-chain and subnet-evm L1s (geth-style /rpc), info, index, health,
// keystore, admin (opt-in) and the static avm API — with state in <data-dir>/devnet.sqlite and a
// stream of signed activity. Its command line is parsed in cli.ts (DEVNET_USAGE lists the options).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { INDEX_NAMES, registry, type IndexName } from '@/lib/registry';
import { nodeIdToString } from '@/lib/codec/ids';
import { NodeError, type DevnetContext, type Logger } from './core/contracts';
import { createAtomicMemory } from './core/atomic-memory';
import { DevnetClock } from './core/clock';
import { NO_INDEXER, checkIndexCompleteness, createIndexStore } from './core/indexer';
import { LEVEL_NAMES, LoggerLevels, logLevelFromEnv, type LogLevel } from './core/logger';
import { createRng } from './core/rng';
import {
  C_CHAIN_ID,
  C_CHAIN_ID_STR,
  HRP,
  NETWORK_ID,
  P_CHAIN_ID_STR,
  X_CHAIN_ID,
  X_CHAIN_ID_STR,
} from './genesis/constants';
import { createHealth, databaseCheck } from './health/service';
import { createIndexService } from './index-api/service';
import { createInfoService } from './info/index';
import { createPChain, type CreatedBlockchain } from './pchain/index';
import { startHttpServer } from './server/http';
import { DEVNET_ALLOWED_ORIGINS } from './server/cors';
import { implement, type ServiceImplementation } from './server/implement';
import { addChainRoutes, buildRoutes, isRouteBase, type RouteTable } from './server/routes';
import { DataDirError, getMeta, openStore, setMeta } from './storage/open';
import { createXChain } from './xchain/index';
import { ActivityGenerator, prebuildHistory } from './activity/generator';
import { ACTIVITY_KEY_COUNT, createXActivity } from './activity/x-activity';
import { activityKeys } from './genesis/keys';
import { createPActivity } from './activity/p-activity';
import { createCActivity } from './activity/c-activity';
import { createEvmActivity } from './activity/evm-activity';
import { createCAtomicActivity } from './activity/c-atomic-activity';
import { createCChain, createSubnetEvmChain, type EvmChain } from './evm/index';
import { evmAllowListRoles } from './evm/deployments';
import { createAvaxService } from './evm/atomic/service';
import { AliasTable } from './core/aliases';
import { Profiler, createAdminService, metaTableReader } from './admin/index';
import { Keystore, createKeystoreService } from './keystore/index';
import { createUserOps } from './user-ops/index';
import { createAvmStaticService } from './avm-static/index';
import { createWalletService } from './wallet/index';
import { CliError, parseDevnetArgs } from './cli';
import { createProposerVmService } from './proposervm/service';

export interface DevnetOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  /** 'on' (default rate), 'off', or actions per second. */
  activity?: 'on' | 'off' | number;
  seed?: string | number;
  validators?: number;
  delegators?: number;
  /** Pre-build history on a fresh data dir (default: when activity is on). */
  history?: boolean;
  /** Length of the pre-built history (default 3 days) and number of actions in it (default 300). */
  historyMs?: number;
  historyActions?: number;
  logLevel?: LogLevel;
  /** Serve /ext/admin (AvalancheGo's --api-admin-enabled; default false: the path is a 404). */
  apiAdminEnabled?: boolean;
  /** Host names requests may carry (AvalancheGo's --http-allowed-hosts; default localhost; IPs always pass). */
  allowedHosts?: string[];
  /** Origins CORS allows (AvalancheGo's --http-allowed-origins; default loopback pages only). */
  allowedOrigins?: string[];
  /** Serve the index API and keep its index (AvalancheGo's --index-enabled; default true here). */
  indexEnabled?: boolean;
  /** Start although the index would have a gap (AvalancheGo's --index-allow-incomplete; default false). */
  indexAllowIncomplete?: boolean;
  /** The X-chain's address index behind avm.getAddressTxs (its index-transactions config; default true). */
  indexTransactions?: boolean;
  /**
   * Serve debug_traceTransaction (callTracer) on the EVM chains, as coreth and subnet-evm do when their
   * eth-apis include "debug-tracer" (default true here; false answers "does not exist", as a default node).
   */
  evmDebugTracer?: boolean;
  /** Fresh data dir: the first L1 validator's balance pays its fee for this many seconds after start. */
  l1BalanceRunsOutInSec?: number;
  /** Fresh data dir: one Primary Network validator's stake ends this many seconds after start. */
  stakeEndsInSec?: number;
  /**
   * When Helicon activates (--helicon-time): Unix seconds, or `{inSec}` seconds after start.
   * Default: a second after genesis (genesis stakers keep the pre-Helicon uptime requirement).
   */
  heliconTime?: number | { inSec: number };
}

export interface RunningDevnet {
  url: string;
  port: number;
  dataDir: string;
  /** What it serves on which path (EVM L1 chains join as their EVMs start). */
  routes(): RouteTable;
  close(): Promise<void>;
}

export const DEFAULT_ACTIVITY_RATE = 2;
const DAY_MS = 24 * 3600 * 1000;
const TICK_INTERVAL_MS = 2000;

/**
 * Each subnet-evm chain costs an EVM in memory and a replay on every start, while the P activity
 * keeps creating chains: only the first few (in creation order, so the same ones after a restart)
 * get an EVM and an `/rpc` endpoint; later ones exist on the P-chain only.
 */
export const MAX_SUBNET_EVM_CHAINS = 3;

export async function startDevnet(o: DevnetOptions = {}): Promise<RunningDevnet> {
  // Named loggers whose levels admin.setLoggerLevel changes at run time.
  const level = LEVEL_NAMES[o.logLevel ?? logLevelFromEnv()];
  const loggers = new LoggerLevels({ logLevel: level, displayLevel: level });
  const display = { display: (l: string) => process.stderr.write(l + '\n') };
  const log = loggers.logger('main', display);
  const logOf = (name: 'X' | 'P' | 'C' | 'http'): Logger => loggers.logger(name, display);
  const dataDir = path.resolve(o.dataDir ?? '.data/devnet');
  const activity = o.activity ?? 'on';
  const rate = activity === 'off' ? 0 : activity === 'on' ? DEFAULT_ACTIVITY_RATE : activity;
  const seed = String(o.seed ?? 'snowline');
  const debugTracer = o.evmDebugTracer !== false;

  // The moment --l1-balance-runs-out-in and --stake-ends-in count from.
  const startedSec = BigInt(Math.floor(Date.now() / 1000));
  const store = openStore(dataDir, { networkID: NETWORK_ID });
  const { db } = store;
  const clock = new DevnetClock();
  const historyMs = o.historyMs ?? 3 * DAY_MS;
  const buildHistory = store.fresh && (o.history ?? rate > 0);
  // A fresh chain starts in the past so the pre-built history (and ended stakers) lead up to now.
  if (store.fresh && buildHistory) clock.setVirtual(Date.now() - historyMs);

  const indexEnabled = o.indexEnabled !== false;
  try {
    checkIndexCompleteness(db, {
      enabled: indexEnabled,
      allowIncomplete: o.indexAllowIncomplete === true,
      fresh: store.fresh,
    });
  } catch (e) {
    db.close();
    throw e;
  }
  const indexStore = createIndexStore(db);
  const ctx: DevnetContext = {
    db,
    clock,
    log,
    indexer: indexEnabled ? indexStore : NO_INDEXER,
    atomic: createAtomicMemory(db),
    networkID: NETWORK_ID,
    hrp: HRP,
  };
  const ctxOf = (name: 'X' | 'P' | 'C'): DevnetContext => ({ ...ctx, log: logOf(name) });

  // Chain and API aliases (admin.alias / admin.aliasChain add to them); read by the router and by
  // every service that takes a chain id. The route table is filled in once the services exist.
  const served: { routes?: RouteTable } = {};
  const aliases = new AliasTable({
    isBase: (p) => served.routes !== undefined && isRouteBase(served.routes, p),
    isServedPath: (p) =>
      served.routes !== undefined && (served.routes.endpoints.has('/ext/' + p) || served.routes.evm.has('/ext/' + p)),
  });
  const lookupChain = aliases.resolveChainID;

  if (!store.fresh && (o.l1BalanceRunsOutInSec !== undefined || o.stakeEndsInSec !== undefined)) {
    log.warn('--l1-balance-runs-out-in and --stake-ends-in shape a fresh data dir only: ignored', { dataDir });
  }

  // The C-chain replays its stored blocks while it starts, so it exists before genesis and history.
  let cchain: EvmChain;
  try {
    cchain = await createCChain(ctxOf('C'), { debugTracer });
  } catch (e) {
    db.close();
    throw e;
  }

  let xchain: ReturnType<typeof createXChain>;
  let pchain: ReturnType<typeof createPChain>;
  try {
    db.transaction(() => {
      xchain = createXChain(ctxOf('X'), { lookupChain, indexTransactions: o.indexTransactions !== false });
      pchain = createPChain(ctxOf('P'), {
        validators: o.validators ?? 30,
        delegators: o.delegators ?? 100,
        xChainID: X_CHAIN_ID,
        seed,
        lookupChain,
        ...(o.l1BalanceRunsOutInSec !== undefined
          ? { l1BalanceRunsOutAt: startedSec + BigInt(o.l1BalanceRunsOutInSec) }
          : {}),
        ...(o.stakeEndsInSec !== undefined ? { stakeEndsAt: startedSec + BigInt(o.stakeEndsInSec) } : {}),
        ...(o.heliconTime !== undefined
          ? {
              heliconTime:
                typeof o.heliconTime === 'number' ? BigInt(o.heliconTime) : startedSec + BigInt(o.heliconTime.inSec),
            }
          : {}),
      });
      if (store.fresh) setMeta(db, 'genesisComplete', '1');
    })();
  } catch (e) {
    db.close();
    throw e;
  }
  // The transaction above always assigns both.
  xchain = xchain!;
  pchain = pchain!;
  const chains = [xchain, pchain, cchain.handle];
  // Every chain's /proposervm endpoint (one service: the devnet's chains share the P-chain's view).
  const proposervm = createProposerVmService(pchain);

  // subnet-evm L1 chains: started (and replayed) on every start, served at /ext/bc/<id>/rpc.
  const evms = new Map<string, EvmChain>();
  const evmStarts = new Set<string>();
  const serveEvm = (chain: EvmChain, blockchainIDStr: string): void => {
    evms.set(blockchainIDStr, chain);
    aliases.addChain({ chainID: chain.blockchainID, aliases: [] });
    if (served.routes)
      addChainRoutes(served.routes, { kind: 'evmL1', chainID: blockchainIDStr, services: { proposervm }, evm: chain });
  };
  const startSubnetEvm = async (c: CreatedBlockchain): Promise<void> => {
    if (!c.subnetEvm || c.evmChainId === undefined || evmStarts.has(c.blockchainIDStr)) return;
    if (evmStarts.size >= MAX_SUBNET_EVM_CHAINS) {
      log.debug('subnet-evm chain left without an EVM (cap reached)', {
        chain: c.blockchainIDStr,
        cap: MAX_SUBNET_EVM_CHAINS,
      });
      return;
    }
    evmStarts.add(c.blockchainIDStr);
    const chain = await createSubnetEvmChain(ctxOf('C'), {
      blockchainID: c.blockchainID,
      blockchainIDStr: c.blockchainIDStr,
      evmChainId: c.evmChainId,
      debugTracer,
      allowListRoles: evmAllowListRoles(seed),
    });
    serveEvm(chain, c.blockchainIDStr);
  };
  try {
    for (const c of pchain.subnetEvmChains()) await startSubnetEvm(c);
  } catch (e) {
    db.close();
    throw e;
  }
  const pendingEvmStarts = new Set<Promise<void>>();
  const unsubscribe = pchain.onBlockchainCreated((c) => {
    const started = startSubnetEvm(c)
      .catch((e) => log.error('subnet-evm start failed', { chain: c.blockchainIDStr, error: String(e) }))
      .finally(() => pendingEvmStarts.delete(started));
    pendingEvmStarts.add(started);
  });

  const rng = createRng(seed);
  const xActivity = createXActivity(ctx, { xchain, seed });
  const pActivity = createPActivity(ctx, { pchain, xchain, seed });
  const cActivity = createCActivity(cchain, { seed });
  // The same contracts and their use on the first L1 EVM chain, once the P activity has created it.
  const l1Activity = createEvmActivity(() => evms.values().next().value, { seed, prefix: 'l1', precompiles: true });
  const cAtomicActivity = createCAtomicActivity(ctx, cchain, { keys: activityKeys(seed, ACTIVITY_KEY_COUNT) });
  const generator = new ActivityGenerator({
    log,
    rng,
    sources: [...xActivity, ...pActivity, ...cActivity, ...cAtomicActivity, ...l1Activity],
    ticks: chains.flatMap((c) => (c.tick ? [c.tick.bind(c)] : [])),
    clock,
  });

  if (buildHistory) {
    const started = Date.now();
    await prebuildHistory(generator, clock, {
      endMs: Date.now(),
      actions: o.historyActions ?? 300,
    });
    await Promise.all(pendingEvmStarts);
    log.info('pre-built history', {
      ms: Date.now() - started,
      xHeight: xchain.height(),
      pHeight: String(pchain.height()),
      cHeight: cchain.blockNumber(),
    });
  }
  if (getMeta(db, 'historyComplete') !== '1') setMeta(db, 'historyComplete', '1');
  clock.useRealTime();

  const health = createHealth(clock, [
    databaseCheck(db),
    { name: 'X', tags: [X_CHAIN_ID_STR, 'X'], run: () => ({ height: xchain.height() }) },
    { name: 'P', tags: [P_CHAIN_ID_STR, 'P'], run: () => ({ height: String(pchain.height()) }) },
    { name: 'C', tags: [C_CHAIN_ID_STR, 'C'], run: () => ({ height: String(cchain.blockNumber()) }) },
    { name: 'bootstrapped', run: () => [] },
  ]);
  const indexes: Partial<Record<IndexName, ServiceImplementation>> = {};
  // Without the index API a node serves no /ext/index/* path at all: those are a 404.
  if (indexEnabled) for (const name of INDEX_NAMES) indexes[name] = createIndexService(indexStore, name);
  const info = createInfoService(ctx, { pchain, publicIP: `${o.host ?? '127.0.0.1'}:9651`, lookupChain });
  const keystore = new Keystore(db);
  const userOps = createUserOps({ ctx: ctxOf('X'), keystore, xchain, lookupChain });
  const profiler = new Profiler(path.join(dataDir, 'profiles'));
  const config = {
    port: o.port ?? 9650,
    host: o.host ?? '127.0.0.1',
    dataDir,
    activity,
    seed,
    validators: o.validators ?? 30,
    delegators: o.delegators ?? 100,
    networkID: NETWORK_ID,
    apiAdminEnabled: o.apiAdminEnabled === true,
    indexEnabled,
    indexAllowIncomplete: o.indexAllowIncomplete === true,
    indexTransactions: o.indexTransactions !== false,
    httpAllowedHosts: o.allowedHosts ?? ['localhost'],
    httpAllowedOrigins: o.allowedOrigins ?? DEVNET_ALLOWED_ORIGINS,
  };
  const routes = buildRoutes({
    chains: [
      {
        kind: 'X',
        chainID: X_CHAIN_ID_STR,
        services: {
          avm: implement(registry.avm, { ...xchain.handlers.handlers, ...userOps.avm.handlers }),
          wallet: createWalletService({ xchain, user: userOps.avm }),
          proposervm,
        },
      },
      {
        kind: 'P',
        chainID: P_CHAIN_ID_STR,
        services: {
          platform: implement(registry.platform, { ...pchain.handlers.handlers, ...userOps.platform.handlers }),
          proposervm,
        },
      },
      {
        kind: 'C',
        chainID: C_CHAIN_ID_STR,
        evm: cchain,
        services: cchain.atomic
          ? {
              avax: createAvaxService({ ctx: ctxOf('C'), chainID: C_CHAIN_ID, atomic: cchain.atomic, lookupChain }),
              proposervm,
            }
          : { proposervm },
      },
    ],
    node: {
      info,
      health: health.service,
      keystore: createKeystoreService(keystore),
      avmStatic: createAvmStaticService(),
      ...(o.apiAdminEnabled
        ? { admin: createAdminService({ aliases, loggers, profiler, config, db: metaTableReader(db) }) }
        : {}),
    },
    indexes,
  });
  served.routes = routes;
  for (const [id, chain] of evms) serveEvm(chain, id);

  const server = await startHttpServer(
    {
      routes: () => routes,
      log: logOf('http'),
      nodeID: nodeIdToString(pchain.node.nodeID),
      health: (tags) => health.report(tags),
      resolvePath: (p) => aliases.resolveEndpoint(p),
      ...(o.allowedHosts ? { allowedHosts: o.allowedHosts } : {}),
      ...(o.allowedOrigins ? { allowedOrigins: o.allowedOrigins } : {}),
    },
    o.port ?? 9650,
    o.host ?? '127.0.0.1',
  );
  generator.start({ rate, tickIntervalMs: TICK_INTERVAL_MS });

  let closing: Promise<void> | undefined;
  return {
    url: server.url,
    port: server.port,
    dataDir,
    routes: () => routes,
    close: () =>
      (closing ??= (async () => {
        await generator.stop();
        unsubscribe();
        await Promise.all(pendingEvmStarts);
        await server.close();
        await xchain.close();
        profiler.close();
        db.close();
      })()),
  };
}

async function cli(): Promise<void> {
  let opts: DevnetOptions;
  try {
    opts = parseDevnetArgs(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof CliError)) throw e;
    process.stderr.write(`devnet: ${e.message}\n`);
    process.exit(2);
  }
  let devnet: RunningDevnet;
  try {
    devnet = await startDevnet(opts);
  } catch (e) {
    const msg = e instanceof DataDirError || e instanceof NodeError ? e.message : ((e as Error).stack ?? String(e));
    process.stderr.write(`devnet: cannot start: ${msg}\n`);
    process.exit(1);
  }
  // Every request path catches its own errors; this net keeps a stray async failure from killing
  // the node (its state is only ever changed inside SQLite transactions).
  process.on('unhandledRejection', (e) =>
    process.stderr.write(`devnet: unhandled rejection: ${String((e as Error)?.stack ?? e)}\n`),
  );
  process.stdout.write(`devnet listening on ${devnet.url}\n`);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    devnet.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) void cli();
