// Local-network constants (avalanchego-facts §4) shared by the codec tests.
import { hex } from '@scure/base';
import { idFromString } from '@/lib/codec/ids';
import { evmAddressOf, privateKeyFromString, publicKeyOf, shortAddressOf } from '@/lib/codec/secp256k1';

export const EWOQ_KEY_STRING = 'PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN';
export const EWOQ_KEY = privateKeyFromString(EWOQ_KEY_STRING);
export const EWOQ_ADDR = shortAddressOf(publicKeyOf(EWOQ_KEY));
/** The ewoq key's C-chain (EVM) account. */
export const EWOQ_EVM_ADDR = hex.decode(evmAddressOf(EWOQ_KEY).slice(2).toLowerCase());
export const SECOND_KEY = privateKeyFromString('PrivateKey-vmRQiZeXEXYMyJhEiqdC2z5JhuDbxL8ix9UVvjgMu2Er1NepE');
export const SECOND_ADDR = shortAddressOf(publicKeyOf(SECOND_KEY));
export const LOCAL_NETWORK_ID = 12345;
export const X_CHAIN_ID_STRING = '2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed';
export const C_CHAIN_ID_STRING = '2owdGqyG6FFzTHy5qhenDXQcEghvr571KZE3gSfRJERSJinuwC';
export const AVAX_ASSET_ID_STRING = '2fombhL7aGPwj3KH4bfrmJwW6PVnMobf9Y2fn9GwxiAAJyFDbe';
export const X_CHAIN_ID = idFromString(X_CHAIN_ID_STRING);
export const C_CHAIN_ID = idFromString(C_CHAIN_ID_STRING);
export const AVAX_ASSET_ID = idFromString(AVAX_ASSET_ID_STRING);

export function filled(len: number, byte: number): Uint8Array {
  return new Uint8Array(len).fill(byte);
}

/** The keys a tx's BaseTx contributes to its JSON, first and in Go struct order (avax.BaseTx). */
export const BASE_TX_JSON_KEYS = ['networkID', 'blockchainID', 'outputs', 'inputs', 'memo'];
