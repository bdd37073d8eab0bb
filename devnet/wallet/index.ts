export { createWalletService, type WalletDeps } from './service';
