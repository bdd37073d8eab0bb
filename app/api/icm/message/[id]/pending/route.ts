// GET why a sent message is pending: the source's validator set against the quorum, and who signed.
import { appIcmApi } from '@/lib/icm/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(_req: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  return appIcmApi().pending((await ctx.params).id);
}
