// Keystore API, /ext/keystore (spec "Keystore API", facts §5). Removed from AvalancheGo in v1.12.2.
import { z } from 'zod';
import { defineService } from './define';
import { emptyResult, encodingParam, hexBytes, noParams, userPass } from '@/lib/schemas/common';

const lifecycle = { nodeSpecific: true, removedIn: 'v1.12.2' } as const;
const deprecated = {
  since: 'v1.9.12',
  replacement: 'keys kept in a wallet (e.g. avalanchejs), not on the node',
} as const;

export const keystore = defineService('keystore', 'keystore.', {
  createUser: {
    cache: 'never',
    params: z.object(userPass),
    result: emptyResult,
    ...lifecycle,
    changesState: true,
    summary: 'Create a keystore user (password must score at least "Fair").',
  },
  deleteUser: {
    cache: 'never',
    params: z.object(userPass),
    result: emptyResult,
    ...lifecycle,
    deprecated,
    changesState: true,
    summary: 'Delete a keystore user.',
  },
  listUsers: {
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
  },
  exportUser: {
    cache: 'never',
    params: z.object({ ...userPass, encoding: encodingParam.optional() }),
    result: z.object({ user: hexBytes, encoding: z.string() }),
    ...lifecycle,
    deprecated,
    summary: 'Export a user (password stays encrypted).',
  },
  importUser: {
    cache: 'never',
    params: z.object({ ...userPass, user: hexBytes, encoding: encodingParam.optional() }),
    result: emptyResult,
    ...lifecycle,
    deprecated,
    changesState: true,
    summary: 'Import an exported user.',
  },
});
