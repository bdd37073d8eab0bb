// One connection to Redis per process, and the rule every use of it follows: Redis speeds instances
// up and keeps them in step, but is never needed to answer. Commands fail at once while it is not
// connected (no offline queue), time out quickly when it hangs, and after a failure it is left alone
// for a moment, so a Redis that stops answering costs requests nothing but the in-process path. A link
// just opened waits for its first connection, as long as one command may take: otherwise a cold
// instance's first requests would count shared limits in-process only. A refused connection does not wait.
import { Redis } from 'ioredis';
import type { RedisConfig } from './config';

/** Redis did not answer, or was left alone after a recent failure: use the in-process path. */
class RedisUnavailable extends Error {}

export interface RedisLink {
  readonly client: Redis;
  /** Start of every key (lib/redis/config.ts). */
  readonly namespace: string;
  /**
   * Runs `op` on the connection, unless Redis failed a moment ago; a failure marks it down for a moment.
   * `evenResting`: try anyway after a recent failure (rare calls whose answer matters more than a wait).
   */
  run<T>(op: (client: Redis) => Promise<T>, o?: { evenResting?: boolean }): Promise<T>;
  /** Resolves when Redis answers a PING within `timeoutMs` (readiness), whatever a recent failure said. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface RedisLinkOptions {
  /**
   * Longest wait for one command: past it the caller goes on without Redis (default 1 s). Not less: a
   * busy process (a large page render, the follower decoding a batch) can hold its event loop for a
   * few hundred ms, and a timer due by then fires before the reply waiting on the socket is read.
   */
  commandTimeoutMs?: number;
  /** How long Redis is left alone after a failure (default 1 s). */
  restMs?: number;
  log?: (msg: string) => void;
  now?: () => number;
}

export function openRedisLink(config: RedisConfig, o: RedisLinkOptions = {}): RedisLink {
  const now = o.now ?? Date.now;
  const restMs = o.restMs ?? 1_000;
  const commandTimeoutMs = o.commandTimeoutMs ?? 1_000;
  const client = new Redis(config.url, {
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    enableOfflineQueue: false,
    // A command caught by a dropped connection fails now, not after reconnecting.
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(100 * times, 2_000),
    // RESP2: every Redis (and managed service) version speaks it.
    protocol: 2,
    connectionName: 'snowline',
  });
  let restUntil = 0;
  let reported = false;
  let failureReported = false;
  let firstConnection: Promise<void> | null = new Promise<void>((resolve) => {
    // Ready, or refused: either is an answer (a refused connection goes on reconnecting in the background).
    for (const event of ['ready', 'error', 'end']) client.once(event, () => resolve());
  });
  void firstConnection.then(() => (firstConnection = null));
  const untilFirstConnection = async () => {
    if (!firstConnection) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([firstConnection, new Promise<void>((r) => (timer = setTimeout(r, commandTimeoutMs)))]);
    clearTimeout(timer);
  };
  client.on('error', (e: Error) => {
    if (reported) return;
    reported = true;
    o.log?.(`Redis does not answer (${e.message}); each instance uses its own cache and limits until it does`);
  });
  client.on('ready', () => {
    if (reported) o.log?.('Redis answers again');
    reported = false;
  });

  return {
    client,
    namespace: config.namespace,
    async run(op, ro) {
      if (client.status !== 'ready') await untilFirstConnection();
      if (client.status !== 'ready') throw new RedisUnavailable(`Redis is ${client.status}`);
      if (now() < restUntil && !ro?.evenResting) throw new RedisUnavailable('Redis failed a moment ago');
      try {
        const answer = await op(client);
        failureReported = false;
        return answer;
      } catch (e) {
        restUntil = now() + restMs;
        // Once per spell of failures: which command failed says whether Redis or a caller is at fault.
        if (!failureReported) o.log?.(`a command failed (${(e as Error).message}); in-process for ${restMs} ms`);
        failureReported = true;
        throw new RedisUnavailable((e as Error).message);
      }
    },
    async ping(timeoutMs = 2_000) {
      if (client.status !== 'ready') throw new RedisUnavailable(`Redis is ${client.status}`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          client.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new RedisUnavailable('no answer to PING')), timeoutMs);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
