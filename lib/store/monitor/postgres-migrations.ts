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
  {
    description: 'graded alerting: watch settings, L1 watches, episodes, channels, notification outbox',
    up: `
      ALTER TABLE snowline_monitor.watchlist ADD COLUMN settings text NOT NULL DEFAULT '';
      CREATE TABLE snowline_monitor.l1_watches (
        validation_id text PRIMARY KEY, node_id text NOT NULL, subnet_id text NOT NULL, added_ms bigint NOT NULL,
        settings text NOT NULL DEFAULT '', last_balance text, last_runway_sec bigint, last_seen_ms bigint);
      CREATE TABLE snowline_monitor.episodes (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, subject text NOT NULL, condition text NOT NULL,
        severity text NOT NULL, stage text NOT NULL, detail text NOT NULL, opened_ms bigint NOT NULL,
        last_notified_ms bigint NOT NULL, closed_ms bigint);
      -- At most one open episode per validator and condition.
      CREATE UNIQUE INDEX episodes_open ON snowline_monitor.episodes (subject, condition) WHERE closed_ms IS NULL;
      CREATE INDEX episodes_subject ON snowline_monitor.episodes (subject, id);
      CREATE TABLE snowline_monitor.channels (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, kind text NOT NULL, name text NOT NULL,
        min_severity text NOT NULL, secret text NOT NULL, created_ms bigint NOT NULL);
      CREATE TABLE snowline_monitor.notifications (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, subject text NOT NULL, at_ms bigint NOT NULL,
        severity text NOT NULL, items text NOT NULL);
      CREATE INDEX notifications_subject ON snowline_monitor.notifications (subject, id);
      CREATE TABLE snowline_monitor.deliveries (
        notification_id bigint NOT NULL REFERENCES snowline_monitor.notifications (id) ON DELETE CASCADE,
        channel_id bigint NOT NULL, state text NOT NULL, attempts integer NOT NULL DEFAULT 0,
        next_attempt_ms bigint, claimed_until_ms bigint, last_error text, delivered_ms bigint,
        PRIMARY KEY (notification_id, channel_id));
      CREATE INDEX deliveries_due ON snowline_monitor.deliveries (state, next_attempt_ms);
    `,
  },
  {
    description: 'ICM watches set from the UI',
    up: `
      CREATE TABLE snowline_monitor.icm_watches (
        address text PRIMARY KEY, stuck_minutes double precision NOT NULL, added_ms bigint NOT NULL);
    `,
  },
];
