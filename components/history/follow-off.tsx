// What history sections say when SNOWLINE_FOLLOW=off: the page above still shows what the node gives.
export function FollowOff() {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="history-off">
      Snowline&apos;s history follower is off on this server (<code>SNOWLINE_FOLLOW=off</code>), so it keeps no
      transaction history of its own.
    </p>
  );
}
