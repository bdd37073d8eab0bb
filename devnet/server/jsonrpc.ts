// AvalancheGo's JSON-RPC semantics (gorilla/rpc v2 json2 + utils/json codec), as one pure function
// from an HTTP request to the HTTP response the node would send (facts §1).
import { CodecError } from '@/lib/codec/errors';
import { WIRE_PARAMS_ERROR_MESSAGE } from '@/lib/registry/wire-params';
import { NodeError, type Logger, type RequestContext } from '../core/contracts';
import { compactJson, encodeJson, goJsonKind, htmlSafe, scanFirstValue } from './go-json';

export interface RpcResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The methods one gorilla service registers (a ServiceImplementation, see implement.ts). */
interface RpcService {
  /** The service name (gorilla looks services up by the part of the method before the dot). */
  namespace: string;
  /** By wire name: `decode` turns raw params into the handler's argument, or throws (the unmarshal error). */
  methods: ReadonlyMap<
    string,
    { decode(rawParams: unknown): unknown; run(params: unknown, ctx: RequestContext): unknown }
  >;
}

/** One gorilla rpc.Server: the service registered on one path. */
export interface RpcEndpoint {
  service: RpcService;
  ctx: RequestContext;
}

const JSON_CT = 'application/json; charset=utf-8';
const TEXT_CT = 'text/plain; charset=utf-8';

function text(status: number, body: string): RpcResponse {
  return { status, headers: { 'content-type': TEXT_CT }, body };
}

/** Content types that reach the json2 codec: AvalancheGo registers two, so no default applies. */
const CODEC_CONTENT_TYPES = new Set(['application/json', 'application/json;charset=utf-8']);

interface ServerRequest {
  jsonrpc: string;
  method: string;
  /** Raw JSON text of params, undefined when absent or null. */
  params?: string;
  /** Raw JSON text of id, undefined when absent or null (a notification). */
  id?: string;
}

type Parsed = { ok: true; req: ServerRequest } | { ok: false; message: string; req: ServerRequest };

/** Decodes the body into json2.serverRequest the way Go does (case-insensitive keys, last one wins). */
function parseRequest(body: Uint8Array): Parsed {
  const req: ServerRequest = { jsonrpc: '', method: '' };
  const scan = scanFirstValue(body);
  if (!scan.ok) return { ok: false, message: scan.message, req };
  const slice = (s: number, e: number): string => Buffer.from(body.subarray(s, e)).toString('utf8');
  const first = body[scan.start];
  if (first !== 0x7b) {
    if (first === 0x6e) return { ok: true, req }; // `null` into a struct is a no-op
    const kind = goJsonKind(JSON.parse(slice(scan.start, scan.end)));
    return { ok: false, message: `json: cannot unmarshal ${kind} into Go value of type json2.serverRequest`, req };
  }
  let typeError: string | undefined;
  for (const m of scan.topMembers) {
    const key = m.key.toLowerCase();
    const raw = slice(m.start, m.end);
    if (key === 'jsonrpc' || key === 'method') {
      const v: unknown = JSON.parse(raw);
      if (v === null) continue;
      if (typeof v === 'string') req[key] = v;
      else
        typeError ??= `json: cannot unmarshal ${goJsonKind(v)} into Go struct field serverRequest.${key} of type string`;
    } else if (key === 'params' || key === 'id') {
      const compact = compactJson(raw);
      req[key] = compact === 'null' ? undefined : compact;
    }
  }
  return typeError ? { ok: false, message: typeError, req } : { ok: true, req };
}

function requestData(req: ServerRequest): string {
  return `{"jsonrpc":${encodeJson(req.jsonrpc)},"method":${encodeJson(req.method)},"params":${
    req.params === undefined ? 'null' : htmlSafe(req.params)
  },"id":${req.id === undefined ? 'null' : htmlSafe(req.id)}}`;
}

function errorBody(code: number, message: string, id: string | undefined, data = 'null'): string {
  return `{"jsonrpc":"2.0","error":{"code":${code},"message":${encodeJson(message)},"data":${data}},"id":${
    id === undefined ? 'null' : htmlSafe(id)
  }}\n`;
}

/** json2 writes nothing for a notification unless the body could not be parsed at all. */
function rpcError(
  req: ServerRequest,
  code: number,
  message: string,
  data?: string,
  extra: Record<string, string> = {},
): RpcResponse {
  if (req.id === undefined && code !== -32700) return { status: 200, headers: { ...extra }, body: '' };
  return { status: 200, headers: { 'content-type': JSON_CT, ...extra }, body: errorBody(code, message, req.id, data) };
}

const isUpperRune = (ch: string): boolean => ch !== ch.toLowerCase() && ch === ch.toUpperCase();

/** utils/json codec: `svc.fooBar` → `svc.FooBar`; a method already starting upper case is refused. */
function goMethodName(method: string): { name: string } | { error: string } {
  const dot = method.indexOf('.');
  if (dot < 0) return { name: method };
  const fn = method.slice(dot + 1);
  const first = String.fromCodePoint(fn.codePointAt(0) ?? 0xfffd);
  if (fn.length === 0 || first === '\ufffd') return { name: method };
  if (isUpperRune(first)) return { error: 'method must start with a non-uppercase letter' };
  return { name: `${method.slice(0, dot)}.${first.toUpperCase()}${fn.slice(first.length)}` };
}

export interface HandleOptions {
  httpMethod: string;
  contentType: string | undefined;
  body: Uint8Array;
  endpoint: RpcEndpoint;
  log: Logger;
  /** Set when the body exceeded the size limit; it is answered like a failed read. */
  bodyTooLarge?: boolean;
}

export async function handleRpc(o: HandleOptions): Promise<RpcResponse> {
  if (o.httpMethod !== 'POST') return text(405, `rpc: POST method required, received ${o.httpMethod}`);
  let ct = o.contentType ?? '';
  const semi = ct.indexOf(';');
  if (semi !== -1) ct = ct.slice(0, semi);
  if (!CODEC_CONTENT_TYPES.has(ct.toLowerCase())) return text(415, `rpc: unrecognized Content-Type: ${ct}`);

  if (o.bodyTooLarge) {
    const req: ServerRequest = { jsonrpc: '', method: '' };
    return rpcError(req, -32700, 'http: request body too large', requestData(req));
  }
  const parsed = parseRequest(o.body);
  if (!parsed.ok) return rpcError(parsed.req, -32700, parsed.message, requestData(parsed.req));
  const req = parsed.req;
  if (req.jsonrpc !== '2.0') return rpcError(req, -32600, 'jsonrpc must be 2.0', requestData(req));

  const goName = goMethodName(req.method);
  if ('error' in goName) return rpcError(req, -32000, goName.error);
  const parts = goName.name.split('.');
  if (parts.length !== 2)
    return rpcError(req, -32000, `rpc: service/method request ill-formed: ${goQuote(goName.name)}`);
  if (parts[0] !== o.endpoint.service.namespace)
    return rpcError(req, -32000, `rpc: can't find service ${goQuote(goName.name)}`);
  const method = o.endpoint.service.methods.get(req.method);
  if (!method) return rpcError(req, -32000, `rpc: can't find method ${goQuote(goName.name)}`);

  let params: unknown;
  try {
    params = method.decode(req.params === undefined ? undefined : JSON.parse(req.params));
  } catch {
    return rpcError(req, -32000, WIRE_PARAMS_ERROR_MESSAGE);
  }

  const nosniff = { 'x-content-type-options': 'nosniff' };
  let result: unknown;
  try {
    result = await method.run(params, o.endpoint.ctx);
  } catch (e) {
    if (e instanceof NodeError || e instanceof CodecError) return rpcError(req, -32000, e.message, undefined, nosniff);
    o.log.error('handler failed', {
      method: req.method,
      error: e instanceof Error ? (e.stack ?? e.message) : String(e),
    });
    return rpcError(req, -32000, 'internal error', undefined, nosniff);
  }
  if (req.id === undefined) return { status: 200, headers: nosniff, body: '' };
  let body: string;
  try {
    body = `{"jsonrpc":"2.0","result":${encodeJson(result ?? {})},"id":${htmlSafe(req.id)}}\n`;
  } catch (e) {
    o.log.error('result encoding failed', { method: req.method, error: String(e) });
    return rpcError(req, -32000, 'internal error', undefined, nosniff);
  }
  return { status: 200, headers: { 'content-type': JSON_CT, ...nosniff }, body };
}

/** Go's %q for method names in gorilla's messages. */
function goQuote(s: string): string {
  return JSON.stringify(s);
}
