// The follower's log lines, from the app's thread and the follower's own alike.
export const historyLog = (msg: string): void => console.warn(`[snowline history] ${msg}`);
