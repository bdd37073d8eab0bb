// POST /api/history/start-afresh {keepAside}: empties the history store so the follower indexes the node
// from its configured height again, after it refused a store written against another chain. Who may:
// as for other operator writes (lib/monitor/access.ts): a signed-in operator, or this machine on the
// embedded devnet; never a cross-site page. GET says whether the caller may (the page's button).
import { z } from 'zod';
import { problem, reply } from '@/lib/api/reply';
import { callerOf } from '@/lib/auth/caller';
import { crossSiteRefusal } from '@/lib/auth/cross-site';
import { monitorWritePolicy, type WritePolicy } from '@/lib/monitor/access';
import type { ServerConfig } from '@/lib/server/config';
import { readJsonBody } from '@/lib/server/json-body';
import type { HistoryStore } from '@/lib/store/history/records';
import type { SessionStore } from '@/lib/store/sessions/records';

export interface StartAfreshDeps {
  config: ServerConfig;
  sessions?: SessionStore;
  following(): boolean;
  history(): Promise<HistoryStore>;
  now?: () => number;
}

const body = z.object({ keepAside: z.boolean() }).strict();

async function policyOf(req: Request, deps: StartAfreshDeps): Promise<WritePolicy> {
  return monitorWritePolicy(req, deps.config, await callerOf(req, deps.config, deps.sessions));
}

export function startAfreshApi(deps: StartAfreshDeps) {
  return {
    get: async (req: Request) => reply('history.startAfreshPolicy', { policy: await policyOf(req, deps) }),
    post: async (req: Request) => {
      const crossSite = crossSiteRefusal(req, deps.config);
      if (crossSite) return problem(403, crossSite);
      const policy = await policyOf(req, deps);
      if (policy === 'sign-in') return problem(401, 'Starting a fresh index needs an operator session: sign in first.');
      if (policy === 'read-only') {
        return problem(
          403,
          deps.config.embeddedDevnet
            ? 'On the embedded devnet a fresh index can be started only from this machine (localhost).'
            : 'This public deployment is read-only: a fresh index is started in operator mode (SNOWLINE_MODE=operator).',
        );
      }
      const read = await readJsonBody(req, 256);
      if (!read.ok) return problem(read.status, read.error);
      const parsed = body.safeParse(read.value);
      if (!parsed.success) return problem(400, 'send {"keepAside": true} or {"keepAside": false}');
      if (!deps.following()) return problem(409, 'the history follower is off on this server (SNOWLINE_FOLLOW=off)');
      let h: HistoryStore;
      try {
        h = await deps.history();
      } catch (e) {
        return problem(503, `the history store does not answer: ${(e as Error).message}`);
      }
      try {
        const { keptAs } = await h.startAfresh(parsed.data.keepAside, (deps.now ?? Date.now)());
        return reply('history.startAfresh', { started: true, keptAs });
      } catch (e) {
        return problem(500, `the history could not be emptied: ${(e as Error).message}`);
      }
    },
  };
}
