// GET the Primary Network's supply, stake, validator count and staking asset: the dashboard's stats in one request.
import { networkStatsResponse } from '@/lib/explorer/network-stats-api';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(): Promise<Response> {
  return networkStatsResponse();
}
