export { Keystore } from './keystore';
export { createKeystoreService } from './service';
