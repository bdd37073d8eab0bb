// Minimal leveled logger writing one line per event to stderr (stdout is kept for the "listening" line).
import type { Logger } from './contracts';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

function fieldsText(fields?: Record<string, unknown>): string {
  if (!fields || Object.keys(fields).length === 0) return '';
  try {
    return ' ' + JSON.stringify(fields, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  } catch {
    return ' [unserialisable fields]';
  }
}

export function createLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = (l) => process.stderr.write(l + '\n'),
): Logger {
  const min = LEVELS[level];
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>): void => {
    if (LEVELS[lvl] < min) return;
    write(`${new Date().toISOString()} ${lvl.toUpperCase()} ${msg}${fieldsText(fields)}`);
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  };
}

export function logLevelFromEnv(): LogLevel {
  const v = (process.env.DEVNET_LOG_LEVEL ?? '').toLowerCase();
  return v in LEVELS ? (v as LogLevel) : 'info';
}
