export { createWalletService } from './service';
