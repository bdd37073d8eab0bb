// Who is viewing a server-rendered page: the same question the proxy and routes ask (lib/auth), put
// to the page's request. The node's address and identity are shown only when the answer is an operator.
import { headers } from 'next/headers';
import { callerOf, type Caller } from '@/lib/auth/caller';
import { serverConfig } from './config';

export async function viewer(): Promise<Caller> {
  const request = new Request('http://snowline.local/', { headers: await headers() });
  return callerOf(request, serverConfig());
}
