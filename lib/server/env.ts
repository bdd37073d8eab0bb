// The one reader of settings from the environment: every config module reads integers, numbers and
// on/off values the same way, and says which variable is wrong and why.

export type Env = Record<string, string | undefined>;

/** The variable's text, trimmed; undefined when unset or blank. */
export function envText(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

/** An integer of at least `min` (1 unless said); `fallback` when unset or blank. */
export function envInt(env: Env, name: string, fallback: number, min = 1): number {
  const raw = envText(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
}

/** A number of at least `min`, fractions allowed (a rate, minutes); `fallback` when unset or blank. */
export function envNumber(env: Env, name: string, fallback: number, min: number): number {
  const raw = envText(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number ≥ ${min}, got "${raw}"`);
  return n;
}

const ON = ['on', '1', 'true'];
const OFF = ['off', '0', 'false'];

/** on / 1 / true or off / 0 / false, in any case; `fallback` when unset or blank. */
export function envOnOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = envText(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (ON.includes(raw)) return true;
  if (OFF.includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
}
