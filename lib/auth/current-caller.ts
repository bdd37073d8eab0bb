// The caller of the request a server component renders for (from next/headers' cookies), looked up
// once per request. In public mode it reads no cookie, so pages that ask stay cacheable.
import { cookies } from 'next/headers';
import { cache } from 'react';
import { serverConfig } from '@/lib/server/config';
import { isOperatorSessionId, PUBLIC_CALLER, type Caller } from './caller';
import { sessionIdFrom } from './session-cookie';

export const currentCaller = cache(async (): Promise<Caller> => {
  const config = serverConfig();
  if (config.mode !== 'operator') return PUBLIC_CALLER;
  const jar = await cookies();
  const id = sessionIdFrom((name) => jar.get(name)?.value);
  return { operator: await isOperatorSessionId(id, config) };
});
