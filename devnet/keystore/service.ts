// keystore.* handlers (/ext/keystore), api/keystore/service.go: thin wrappers over Keystore.
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { registry } from '@/lib/registry';
import { NodeError } from '../core/contracts';
import { implement, type ServiceImplementation } from '../server/implement';
import { encodingOf } from '../server/params';
import type { Keystore } from './keystore';

export function createKeystoreService(keystore: Keystore): ServiceImplementation {
  return implement(registry.keystore, {
    createUser: async (p) => {
      await keystore.createUser(p.username ?? '', p.password ?? '');
      return {};
    },
    deleteUser: async (p) => {
      await keystore.deleteUser(p.username ?? '', p.password ?? '');
      return {};
    },
    listUsers: () => ({ users: keystore.listUsers() }),
    exportUser: async (p) => {
      const enc = encodingOf(p.encoding);
      const bytes = await keystore.exportUser(p.username ?? '', p.password ?? '');
      if (enc === 'json') throw new NodeError("couldn't encode user to string: invalid encoding");
      return { user: formatBytes(bytes, enc), encoding: enc };
    },
    importUser: async (p) => {
      const enc = encodingOf(p.encoding);
      let bytes: Uint8Array;
      try {
        if (enc === 'json') throw new Error('invalid encoding');
        bytes = parseBytes(p.user ?? '', enc);
      } catch (e) {
        throw new NodeError(`couldn't decode 'user' to bytes: ${(e as Error).message}`);
      }
      await keystore.importUser(p.username ?? '', p.password ?? '', bytes);
      return {};
    },
  });
}
