export {
  createNodeClient,
  type NodeClient,
  type NodeClientOptions,
  type ServiceClient,
  type CallOptions,
  type IndexTarget,
  type ChainTarget,
} from './node-client';
export {
  NodeRequestError,
  TransportError,
  HttpStatusError,
  RpcError,
  SchemaError,
  type TransportFailure,
} from '@/lib/rpc/errors';
export { checkParams, parseResult } from './parse';
