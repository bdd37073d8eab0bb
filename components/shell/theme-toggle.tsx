'use client';
import { useEffect, useSyncExternalStore } from 'react';

type Theme = 'system' | 'light' | 'dark';
const ORDER: Theme[] = ['system', 'light', 'dark'];
const LABEL: Record<Theme, string> = { system: 'System theme', light: 'Light theme', dark: 'Dark theme' };
const ICON: Record<Theme, string> = { system: '◐', light: '☀', dark: '☾' };
const KEY = 'snowline-theme';
const CHANGED = 'snowline-theme-change';

// The saved choice lives in localStorage; this store lets React read it without an effect. Another
// tab's change (a storage event) is applied here too; this tab's, where it is made.
function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== KEY && e.key !== null) return;
    apply(readTheme());
    onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}
function readTheme(): Theme {
  const saved = localStorage.getItem(KEY);
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}
function saveTheme(theme: Theme) {
  if (theme === 'system') localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, theme);
  apply(theme);
  window.dispatchEvent(new Event(CHANGED));
}

function apply(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}

export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'system' as Theme);

  // The page's theme was set before first paint (THEME_SCRIPT): nothing to do at start-up but, while
  // following the system, follow its changes.
  useEffect(() => {
    if (theme !== 'system') return;
    const mq = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => apply('system');
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [theme]);

  const next = ORDER[(ORDER.indexOf(theme) + 1) % ORDER.length]!;
  return (
    <button
      type="button"
      onClick={() => saveTheme(next)}
      className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      aria-label={`${LABEL[theme]} (switch to ${LABEL[next].toLowerCase()})`}
      title={`${LABEL[theme]}: click for ${LABEL[next].toLowerCase()}`}
      data-testid="theme-toggle"
      data-theme={theme}
    >
      <span aria-hidden>{ICON[theme]}</span>
    </button>
  );
}
