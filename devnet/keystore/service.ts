// keystore.* handlers (/ext/keystore), api/keystore/service.go: thin wrappers over Keystore.
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { NodeError, type ServiceModule } from '../core/contracts';
import { encodingParam, str } from '../server/params';
import type { Keystore } from './keystore';

export function createKeystoreService(keystore: Keystore): ServiceModule {
  return {
    service: 'keystore',
    handlers: {
      'keystore.createUser': async (p) => {
        await keystore.createUser(str(p, 'username'), str(p, 'password'));
        return {};
      },
      'keystore.deleteUser': async (p) => {
        await keystore.deleteUser(str(p, 'username'), str(p, 'password'));
        return {};
      },
      'keystore.listUsers': () => ({ users: keystore.listUsers() }),
      'keystore.exportUser': async (p) => {
        const enc = encodingParam(p);
        const bytes = await keystore.exportUser(str(p, 'username'), str(p, 'password'));
        if (enc === 'json') throw new NodeError("couldn't encode user to string: invalid encoding");
        return { user: formatBytes(bytes, enc), encoding: enc };
      },
      'keystore.importUser': async (p) => {
        const enc = encodingParam(p);
        let bytes: Uint8Array;
        try {
          if (enc === 'json') throw new Error('invalid encoding');
          bytes = parseBytes(str(p, 'user'), enc);
        } catch (e) {
          throw new NodeError(`couldn't decode 'user' to bytes: ${(e as Error).message}`);
        }
        await keystore.importUser(str(p, 'username'), str(p, 'password'), bytes);
        return {};
      },
    },
  };
}
