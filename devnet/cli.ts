// The devnet's command line (node:util parseArgs): AvalancheGo's flag names where the devnet has the
// same setting, each value checked with a message that names the flag.
import { parseArgs } from 'node:util';
import type { DevnetOptions } from './main';

const DEVNET_USAGE = `usage: npm run devnet -- [options]
  --port <n>                       port to listen on (default 9650; 0 picks one)
  --host <address>                 address to listen on (default 127.0.0.1)
  --data-dir <dir>                 state directory (default .data/devnet)
  --activity on|off|<actions/s>    seeded signed activity (default on: 2 actions/s)
  --seed <text>                    seed of the activity and its keys
  --validators <n>, --delegators <n>
                                   simulated stakers on a fresh data dir (default 30, 100)
  --history on|off                 pre-build three days of history on a fresh data dir (default on)
  --api-admin-enabled[=true|false] serve /ext/admin (default false)
  --index-enabled[=true|false]     serve the index API /ext/index/* and keep its index (default true)
  --index-allow-incomplete[=true|false]
                                   start even though that leaves a gap in the index (default false)
  --index-transactions[=true|false]
  --evm-debug-tracer[=true|false]
                                   the X-chain's address index behind avm.getAddressTxs (default true)
  --http-allowed-hosts <h1,h2>     host names requests may name (default localhost; IPs always; * for any)
  --http-allowed-origins "<o1 o2>" origins CORS allows (default: pages on localhost/127.0.0.1/[::1]; * for any)
  --l1-balance-runs-out-in <s>     on a fresh data dir: the first L1 validator's balance lasts <s> seconds
  --stake-ends-in <s>              on a fresh data dir: one Primary Network validator's stake ends in <s> seconds
  --helicon-time <time>|+<s>       when Helicon activates: an RFC 3339 time, or +<s> seconds after start
                                   (default: a second after genesis)
  DEVNET_LOG_LEVEL (env)           debug, info, warn, error or silent (default info)`;

/** AvalancheGo's boolean flags, written bare or as =true/=false (also accepted: followed by true/false). */
const BOOLEAN_FLAGS = [
  'api-admin-enabled',
  'index-enabled',
  'index-allow-incomplete',
  'index-transactions',
  'evm-debug-tracer',
] as const;

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'data-dir': { type: 'string' },
  activity: { type: 'string' },
  seed: { type: 'string' },
  validators: { type: 'string' },
  delegators: { type: 'string' },
  history: { type: 'string' },
  'api-admin-enabled': { type: 'string' },
  'index-enabled': { type: 'string' },
  'index-allow-incomplete': { type: 'string' },
  'index-transactions': { type: 'string' },
  'evm-debug-tracer': { type: 'string' },
  'http-allowed-hosts': { type: 'string' },
  'http-allowed-origins': { type: 'string' },
  'l1-balance-runs-out-in': { type: 'string' },
  'stake-ends-in': { type: 'string' },
  'helicon-time': { type: 'string' },
} as const;

export class CliError extends Error {}

/** Writes every boolean flag as --flag=<value>, so parseArgs can treat it as a string option. */
function normalizeBooleans(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const name = a.startsWith('--') && !a.includes('=') ? a.slice(2) : undefined;
    if (name !== undefined && (BOOLEAN_FLAGS as readonly string[]).includes(name)) {
      const next = argv[i + 1];
      if (next === 'true' || next === 'false') {
        out.push(`${a}=${next}`);
        i++;
      } else out.push(`${a}=true`);
    } else out.push(a);
  }
  return out;
}

function bool(flag: string, v: string): boolean {
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new CliError(`--${flag} must be true or false, got "${v}"`);
}

function count(flag: string, v: string, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(v);
  if (v.trim() === '' || !Number.isInteger(n) || n < 0 || n > max) {
    throw new CliError(`--${flag} must be an integer from 0 to ${max}, got "${v}"`);
  }
  return n;
}

function seconds(flag: string, v: string): number {
  const n = count(flag, v);
  if (n === 0) throw new CliError(`--${flag} must be a positive number of seconds, got "${v}"`);
  return n;
}

/** An upgrade's activation: `+<s>` after start, or an RFC 3339 time (as Unix seconds). */
function upgradeTime(flag: string, v: string): number | { inSec: number } {
  if (v.startsWith('+')) return { inSec: count(flag, v.slice(1)) };
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(v) ? Date.parse(v) : NaN;
  if (!Number.isFinite(ms) || ms < 0) {
    throw new CliError(`--${flag} must be an RFC 3339 time (2026-07-28T14:00:00Z) or +<seconds>, got "${v}"`);
  }
  return Math.floor(ms / 1000);
}

function list(v: string, separator: RegExp): string[] {
  return v.split(separator).filter((s) => s !== '');
}

/** Parses the devnet's arguments; throws CliError with a message for the user. */
export function parseDevnetArgs(argv: readonly string[]): DevnetOptions {
  let values: Partial<Record<keyof typeof OPTIONS, string>>;
  try {
    ({ values } = parseArgs({
      args: normalizeBooleans(argv),
      options: OPTIONS,
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const option = /'([^']+)'/.exec((e as Error).message)?.[1] ?? '';
      throw new CliError(`unknown option ${option}\n${DEVNET_USAGE}`);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const option = /'(--[^' ]+)/.exec((e as Error).message)?.[1] ?? 'an option';
      // parseArgs takes a following "-…" for an option, not a value.
      if ((e as Error).message.includes('ambiguous')) {
        throw new CliError(`${option} needs a value (one starting with "-" is written ${option}=<value>)`);
      }
      throw new CliError(`${option} needs a value`);
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      throw new CliError(`unexpected argument ${/'([^']+)'/.exec((e as Error).message)?.[1] ?? ''}\n${DEVNET_USAGE}`);
    }
    throw e;
  }
  const o: DevnetOptions = {};
  const v = values;
  if (v.port !== undefined) o.port = count('port', v.port, 65535);
  if (v.host !== undefined) o.host = v.host;
  if (v['data-dir'] !== undefined) o.dataDir = v['data-dir'];
  if (v.activity !== undefined) {
    if (v.activity === 'on' || v.activity === 'off') o.activity = v.activity;
    else {
      const rate = Number(v.activity);
      if (!(rate > 0) || !Number.isFinite(rate)) {
        throw new CliError(`--activity must be on, off or a positive rate, got "${v.activity}"`);
      }
      o.activity = rate;
    }
  }
  if (v.seed !== undefined) o.seed = v.seed;
  if (v.validators !== undefined) o.validators = count('validators', v.validators);
  if (v.delegators !== undefined) o.delegators = count('delegators', v.delegators);
  if (v.history !== undefined) {
    if (!['on', 'off', 'true', 'false'].includes(v.history)) {
      throw new CliError(`--history must be on or off, got "${v.history}"`);
    }
    o.history = v.history === 'on' || v.history === 'true';
  }
  if (v['api-admin-enabled'] !== undefined) o.apiAdminEnabled = bool('api-admin-enabled', v['api-admin-enabled']);
  if (v['index-enabled'] !== undefined) o.indexEnabled = bool('index-enabled', v['index-enabled']);
  if (v['index-allow-incomplete'] !== undefined)
    o.indexAllowIncomplete = bool('index-allow-incomplete', v['index-allow-incomplete']);
  if (v['index-transactions'] !== undefined) o.indexTransactions = bool('index-transactions', v['index-transactions']);
  if (v['evm-debug-tracer'] !== undefined) o.evmDebugTracer = bool('evm-debug-tracer', v['evm-debug-tracer']);
  // pflag's string slice is comma-separated; viper reads the origins as whitespace-separated words.
  if (v['http-allowed-hosts'] !== undefined) o.allowedHosts = list(v['http-allowed-hosts'], /,/);
  if (v['http-allowed-origins'] !== undefined) o.allowedOrigins = list(v['http-allowed-origins'], /[\s,]+/);
  if (v['l1-balance-runs-out-in'] !== undefined)
    o.l1BalanceRunsOutInSec = seconds('l1-balance-runs-out-in', v['l1-balance-runs-out-in']);
  if (v['stake-ends-in'] !== undefined) o.stakeEndsInSec = seconds('stake-ends-in', v['stake-ends-in']);
  if (v['helicon-time'] !== undefined) o.heliconTime = upgradeTime('helicon-time', v['helicon-time']);
  return o;
}
