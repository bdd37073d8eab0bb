// GET who signed a delivered message: the aggregate its delivery tx carried, against the signing set.
import { appIcmApi } from '@/lib/icm/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(_req: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  return appIcmApi().signatures((await ctx.params).id);
}
