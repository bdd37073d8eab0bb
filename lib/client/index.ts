export { createNodeClient, type NodeClient } from './node-client';
export { TransportError, HttpStatusError, RpcError, SchemaError } from '@/lib/rpc/errors';
