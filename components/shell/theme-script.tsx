import Script from 'next/script';

// Runs before first paint so the page never flashes the wrong theme.
const script = `(function(){try{var t=localStorage.getItem('snowline-theme');var d=t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);}catch(e){}})();`;

export function ThemeScript() {
  return (
    <Script id="snowline-theme" strategy="beforeInteractive">
      {script}
    </Script>
  );
}
