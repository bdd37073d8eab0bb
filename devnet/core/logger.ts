// The devnet's logger: named loggers (main, X, P, C, http) whose levels admin.setLoggerLevel changes
// at run time, each with AvalancheGo's two thresholds: `displayLevel` for the console (stderr; stdout
// keeps the "listening" line) and `logLevel` for an optional file sink.
import type { Logger } from './contracts';

/** utils/logging levels, most verbose first. */
const LOG_LEVELS = ['VERBO', 'DEBUG', 'TRACE', 'INFO', 'WARN', 'ERROR', 'FATAL', 'OFF'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

const RANK = new Map<string, number>(LOG_LEVELS.map((l, i) => [l, i]));

/** logging.ToLevel: case-insensitive; undefined when unknown. */
export function parseLogLevel(s: string): LogLevelName | undefined {
  const up = s.toUpperCase();
  return RANK.has(up) ? (up as LogLevelName) : undefined;
}

export interface LoggerSinks {
  /** Console line writer (gated by displayLevel). */
  display: (line: string) => void;
  /** File line writer (gated by logLevel); omitted when the devnet keeps no log file. */
  file?: (line: string) => void;
}

interface Entry {
  logLevel: LogLevelName;
  displayLevel: LogLevelName;
}

function fieldsText(fields?: Record<string, unknown>): string {
  if (!fields || Object.keys(fields).length === 0) return '';
  try {
    return ' ' + JSON.stringify(fields, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  } catch {
    return ' [unserialisable fields]';
  }
}

export class LoggerLevels {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly defaults: Entry = { logLevel: 'INFO', displayLevel: 'INFO' }) {}

  /** Registers (or returns) the logger `name`; its levels are read on every call, so changes apply at once. */
  logger(name: string, sinks: LoggerSinks): Logger {
    if (!this.entries.has(name)) this.entries.set(name, { ...this.defaults });
    const emit = (lvl: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR', msg: string, fields?: Record<string, unknown>): void => {
      const e = this.entries.get(name) as Entry;
      const rank = RANK.get(lvl) as number;
      const toDisplay = rank >= (RANK.get(e.displayLevel) as number);
      const toFile = sinks.file !== undefined && rank >= (RANK.get(e.logLevel) as number);
      // Filtered-out lines cost nothing: hot paths log at debug.
      if (!toDisplay && !toFile) return;
      const line = `${new Date().toISOString()} ${lvl} <${name}> ${msg}${fieldsText(fields)}`;
      if (toDisplay) sinks.display(line);
      if (toFile) sinks.file?.(line);
    };
    return {
      debug: (m, f) => emit('DEBUG', m, f),
      info: (m, f) => emit('INFO', m, f),
      warn: (m, f) => emit('WARN', m, f),
      error: (m, f) => emit('ERROR', m, f),
    };
  }

  /** Logger names in registration order (the node lists every logger when no name is given). */
  names(): string[] {
    return [...this.entries.keys()];
  }

  get(name: string): Entry | undefined {
    const e = this.entries.get(name);
    return e && { ...e };
  }

  /** Returns false when no logger has that name. */
  set(name: string, levels: { logLevel?: LogLevelName; displayLevel?: LogLevelName }): boolean {
    const e = this.entries.get(name);
    if (!e) return false;
    if (levels.logLevel) e.logLevel = levels.logLevel;
    if (levels.displayLevel) e.displayLevel = levels.displayLevel;
    return true;
  }
}

/** The levels the devnet is started with (its logLevel option, DEVNET_LOG_LEVEL). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export const LEVEL_NAMES: Record<LogLevel, LogLevelName> = {
  debug: 'DEBUG',
  info: 'INFO',
  warn: 'WARN',
  error: 'ERROR',
  silent: 'OFF',
};

/** DEVNET_LOG_LEVEL, or info. */
export function logLevelFromEnv(): LogLevel {
  const v = (process.env.DEVNET_LOG_LEVEL ?? '').toLowerCase();
  return v in LEVEL_NAMES ? (v as LogLevel) : 'info';
}

/** A logger that writes nothing, for tests and tools. */
export const SILENT_LOGGER: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
