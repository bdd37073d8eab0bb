// Where state is kept: a blank or padded variable reads as unset or as its trimmed text (envText), as
// every other setting does.
import path from 'node:path';
import { expect, it } from 'vitest';
import { readStoreConfig } from './config';

it('keeps state in SQLite when the database URL is blank, under the trimmed data dir', () => {
  expect(readStoreConfig({ SNOWLINE_DATABASE_URL: '   ', SNOWLINE_DATA_DIR: ' /var/snowline ' })).toEqual({
    kind: 'sqlite',
    dataDir: path.resolve('/var/snowline'),
  });
});

it('reads a padded PostgreSQL URL trimmed', () => {
  const c = readStoreConfig({ SNOWLINE_DATABASE_URL: ' postgres://u:p@db:5432/s\n' });
  expect(c).toMatchObject({ kind: 'postgres', url: 'postgres://u:p@db:5432/s' });
});
