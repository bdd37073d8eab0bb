// health.* service and the plain GET /ext/health endpoints (api/health): each check reports a
// message, when it ran and how long it took; the node is healthy when every check passes.
import type Database from 'better-sqlite3';
import { registry } from '@/lib/registry';
import type { Clock } from '../core/contracts';
import { implement, type ServiceImplementation } from '../server/implement';
import { strings } from '../server/params';
import { rfc3339Nano } from '../core/time-format';

export interface HealthCheck {
  name: string;
  /** Tags a caller can filter on (e.g. a chain id); checks with no tags apply to everything. */
  tags?: string[];
  /** Returns the check's message, or throws when unhealthy. */
  run(): unknown;
}

/** health.Result: message, error, contiguousFailures and timeOfFirstFailure are omitted when empty. */
interface CheckResult {
  message?: unknown;
  error?: string;
  timestamp: string;
  duration: number;
  contiguousFailures?: number;
  timeOfFirstFailure?: string;
}

export interface HealthReport {
  checks: Record<string, CheckResult>;
  healthy: boolean;
}

export interface Health {
  report(tags?: string[]): HealthReport;
  service: ServiceImplementation;
}

export function databaseCheck(db: Database.Database): HealthCheck {
  return {
    name: 'database',
    run: () => {
      db.prepare('SELECT 1').get();
      return null;
    },
  };
}

export function createHealth(clock: Clock, checks: HealthCheck[]): Health {
  const failures = new Map<string, { count: number; firstMs: number }>();
  const report = (tags: string[] = []): HealthReport => {
    const out: Record<string, CheckResult> = {};
    let healthy = true;
    for (const c of checks) {
      if (tags.length > 0 && c.tags && !c.tags.some((t) => tags.includes(t))) continue;
      const started = performance.now();
      const now = clock.nowMs();
      let message: unknown = null;
      let error: string | undefined;
      try {
        message = c.run();
      } catch (e) {
        error = (e as Error).message;
      }
      const durationNs = Math.round((performance.now() - started) * 1e6);
      if (error !== undefined) {
        healthy = false;
        const f = failures.get(c.name) ?? { count: 0, firstMs: now };
        f.count++;
        failures.set(c.name, f);
        out[c.name] = {
          ...(message == null ? {} : { message }),
          error,
          timestamp: rfc3339Nano(now),
          duration: durationNs,
          contiguousFailures: f.count,
          timeOfFirstFailure: rfc3339Nano(f.firstMs),
        };
      } else {
        failures.delete(c.name);
        out[c.name] = { ...(message == null ? {} : { message }), timestamp: rfc3339Nano(now), duration: durationNs };
      }
    }
    return { checks: out, healthy };
  };
  return {
    report,
    service: implement(registry.health, {
      health: (p) => report(strings(p.tags)),
      readiness: (p) => report(strings(p.tags)),
      liveness: (p) => report(strings(p.tags)),
    }),
  };
}
