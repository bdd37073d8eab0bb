export { Keystore, type KeystoreOptions, type UserKey, MAX_USERNAME_BYTES, MAX_KEYSTORE_ADDRESSES } from './keystore';
export { createKeystoreService } from './service';
export { checkPassword, passwordScore } from './password';
