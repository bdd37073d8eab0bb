// The devnet's ERC-20 for tests that deploy a token of their own: GlacierToken
// (devnet/contracts/tokens/GlacierToken.sol, OpenZeppelin ERC-20, "Glacier"/"GLCR", 18 decimals),
// its whole supply minted to the deployer with a Transfer from the zero address.
import { encodeDeployData, erc20Abi, keccak256, toHex, type Hex } from 'viem';
import { ARTIFACTS } from './contracts';
import { GLACIER_SUPPLY } from './deployments';

export const TRANSFER_TOPIC = keccak256(toHex('Transfer(address,address,uint256)'));
export const TOKEN_SUPPLY = GLACIER_SUPPLY;
/** viem's ERC-20 ABI: the token implements it (name, symbol, decimals, transfer, Transfer, …). */
export const TOKEN_ABI = erc20Abi;
/** Creation code with the supply as constructor argument. */
export const TOKEN_INIT_CODE: Hex = encodeDeployData({
  abi: ARTIFACTS.GlacierToken.abi,
  bytecode: ARTIFACTS.GlacierToken.bytecode,
  args: [TOKEN_SUPPLY],
});
/** Gas that covers the deployment, with room. */
export const TOKEN_DEPLOY_GAS = 1_500_000n;
