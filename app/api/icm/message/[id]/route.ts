// GET an ICM or Warp message by id: its events, decoded payload and timeline.
import { appIcmApi } from '@/lib/icm/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(_req: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  return appIcmApi().message((await ctx.params).id);
}
