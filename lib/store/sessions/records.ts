// Operator sessions as the store keeps them. The store never sees a session id: only its keyed hash
// (lib/auth/operator-sessions.ts makes both), so a copy of the database signs no one in.
// One interface, two implementations: SQLite (sessions.sqlite) and PostgreSQL (schema snowline_sessions).

export interface OperatorSessionRecord {
  /** Hex HMAC-SHA-256 of the session id (the cookie's value). */
  idHash: string;
  createdMs: number;
  expiresMs: number;
}

export interface SessionStore {
  create(session: OperatorSessionRecord): Promise<void>;
  /** The session with this id hash, unless it was revoked or has expired at `nowMs`. */
  find(idHash: string, nowMs: number): Promise<OperatorSessionRecord | null>;
  /** Ends a session (sign-out); false when there was none. */
  revoke(idHash: string): Promise<boolean>;
  /** Deletes sessions expired at `nowMs`; returns how many. */
  purgeExpired(nowMs: number): Promise<number>;
}
