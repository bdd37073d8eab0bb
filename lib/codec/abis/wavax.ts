// WAVAX (WETH9's shape): ERC-20 plus deposit/withdraw and their events. Its Transfer is ERC-20's.
import { parseAbi } from 'viem';

export const wavaxAbi = parseAbi([
  'event Deposit(address indexed dst, uint256 wad)',
  'event Withdrawal(address indexed src, uint256 wad)',
  'function deposit() payable',
  'function withdraw(uint256 wad)',
]);
