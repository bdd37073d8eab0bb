// Keystore API, /ext/keystore (spec "Keystore API", facts §5). Removed from AvalancheGo in v1.12.2.
import { z } from 'zod';
import { defineMethod } from './define';
import { emptyResult, encodingParam, hexBytes, noParams, userPass } from '@/lib/schemas/common';

const service = 'keystore' as const;
const lifecycle = { nodeSpecific: true, removedIn: 'v1.12.2' } as const;
const deprecated = {
  since: 'v1.9.12',
  replacement: 'keys kept in a wallet (e.g. avalanchejs), not on the node',
} as const;

export const keystore = {
  createUser: defineMethod({
    method: 'keystore.createUser',
    service,
    cache: 'never',
    params: z.object(userPass),
    result: emptyResult,
    ...lifecycle,
    changesState: true,
    summary: 'Create a keystore user (password must score at least "Fair").',
  }),
  deleteUser: defineMethod({
    method: 'keystore.deleteUser',
    service,
    cache: 'never',
    params: z.object(userPass),
    result: emptyResult,
    ...lifecycle,
    deprecated,
    changesState: true,
    summary: 'Delete a keystore user.',
  }),
  listUsers: defineMethod({
    method: 'keystore.listUsers',
    service,
    cache: 'never',
    params: noParams,
    result: z.object({
      users: z
        .array(z.string())
        .nullish()
        .transform((v) => v ?? []),
    }),
    ...lifecycle,
    deprecated,
    summary: 'Keystore users on this node.',
  }),
  exportUser: defineMethod({
    method: 'keystore.exportUser',
    service,
    cache: 'never',
    params: z.object({ ...userPass, encoding: encodingParam.optional() }),
    result: z.object({ user: hexBytes, encoding: z.string() }),
    ...lifecycle,
    deprecated,
    summary: 'Export a user (password stays encrypted).',
  }),
  importUser: defineMethod({
    method: 'keystore.importUser',
    service,
    cache: 'never',
    params: z.object({ ...userPass, user: hexBytes, encoding: encodingParam.optional() }),
    result: emptyResult,
    ...lifecycle,
    deprecated,
    changesState: true,
    summary: 'Import an exported user.',
  }),
};
