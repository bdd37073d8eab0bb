// The snowline_monitor schema's steps (recorded in snowline_monitor.schema_migrations). Append; never
// edit a shipped step.
import type { PostgresMigration } from '@/lib/store/postgres/migration';

export const MONITOR_POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  {
    description: 'samples, sample runs, watchlist, alerts',
    up: `
      CREATE TABLE snowline_monitor.samples (
        node_id text NOT NULL, at_ms bigint NOT NULL, uptime double precision, connected boolean NOT NULL,
        PRIMARY KEY (node_id, at_ms));
      CREATE INDEX samples_at ON snowline_monitor.samples (at_ms);
      CREATE TABLE snowline_monitor.sample_runs (at_ms bigint PRIMARY KEY, validators integer NOT NULL, error text);
      CREATE TABLE snowline_monitor.watchlist (
        node_id text PRIMARY KEY, threshold double precision, added_ms bigint NOT NULL,
        state text NOT NULL DEFAULT 'unknown', problems text[] NOT NULL DEFAULT '{}', state_since_ms bigint,
        last_uptime double precision, last_connected boolean, last_seen_ms bigint,
        effective_threshold double precision);
      CREATE TABLE snowline_monitor.alerts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, node_id text NOT NULL, event text NOT NULL,
        problems text[] NOT NULL, at_ms bigint NOT NULL, uptime double precision,
        threshold double precision NOT NULL, connected boolean, delivery text NOT NULL,
        attempts integer NOT NULL DEFAULT 0, next_attempt_ms bigint, last_error text, delivered_ms bigint);
      CREATE INDEX alerts_node ON snowline_monitor.alerts (node_id, id);
      CREATE INDEX alerts_delivery ON snowline_monitor.alerts (delivery, next_attempt_ms);
    `,
  },
];
