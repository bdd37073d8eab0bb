// Versioned schema of one SQLite file: PRAGMA user_version is the number of steps applied. Each
// pending step runs in its own transaction together with the version bump, so a crash mid-upgrade
// leaves the file at the last complete version and the next start resumes from there.
import type Database from 'better-sqlite3';

export interface SqliteMigration {
  /** What the step changes, in a few words (shown in errors). */
  description: string;
  /** SQL run in the step's transaction, or a function for steps SQL alone cannot express. */
  up: string | ((db: Database.Database) => void);
}

/** Brings `db` to the last step of `migrations`; step N is `migrations[N - 1]`. Returns the version reached. */
export function applySqliteMigrations(db: Database.Database, file: string, migrations: readonly SqliteMigration[]) {
  const current = Number(db.pragma('user_version', { simple: true }));
  if (current > migrations.length) {
    throw new Error(
      `${file} has schema version ${current}, newer than this Snowline knows (${migrations.length}): ` +
        'run the newer Snowline that wrote it, or point SNOWLINE_DATA_DIR elsewhere',
    );
  }
  for (let version = current + 1; version <= migrations.length; version++) {
    const step = migrations[version - 1]!;
    const apply = db.transaction(() => {
      if (typeof step.up === 'string') db.exec(step.up);
      else step.up(db);
      db.pragma(`user_version = ${version}`);
    });
    try {
      apply();
    } catch (e) {
      throw new Error(`${file}: schema step ${version} (${step.description}) failed: ${(e as Error).message}`);
    }
  }
  return migrations.length;
}
