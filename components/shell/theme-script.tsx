// Runs before first paint so the page never flashes the wrong theme (rendered by the root layout).
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem('snowline-theme');var d=t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);}catch(e){}})();`;
