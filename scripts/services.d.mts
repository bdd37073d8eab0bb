// Types of scripts/services.mjs for the TypeScript that starts its servers (the tests' global setup).
export interface RunningService {
  url: string;
  port: number;
  stop(): Promise<void>;
}
export function findPostgresBin(name: string): string | undefined;
export function findRedisServer(): string | undefined;
export function freePort(): Promise<number>;
export function startPostgres(o?: { port?: number }): Promise<RunningService>;
export function startRedis(o?: { port?: number }): Promise<RunningService>;
