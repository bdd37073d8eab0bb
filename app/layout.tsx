import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { HeaderSearch } from '@/components/shell/header-search';
import { NetworkBadge } from '@/components/shell/network-badge';
import { OperatorSessionSlot } from '@/components/shell/operator-session-slot';
import { Providers } from '@/components/shell/providers';
import { SiteNav } from '@/components/shell/site-nav';
import { THEME_SCRIPT } from '@/components/shell/theme-script';
import { ThemeToggle } from '@/components/shell/theme-toggle';
import { securityConfig } from '@/lib/security/config';
import { serverConfig } from '@/lib/server/config';
import { nonceOf } from '@/lib/security/content-security-policy';
import './globals.css';

// Absolute Open Graph URLs take the configured public address, never the request's Host (unset,
// Next falls back to http://localhost:PORT).
const publicUrl = securityConfig().publicUrl;

export const metadata: Metadata = {
  ...(publicUrl ? { metadataBase: publicUrl } : {}),
  title: { default: 'Snowline — Avalanche explorer', template: '%s · Snowline' },
  description: 'Explore blocks, transactions, validators and more, straight from your own Avalanche node.',
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f8fafc' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The nonce Snowline's server gave this response (lib/security/request-guard.ts). Reading the
  // request also renders every page per request, so each carries its own nonce.
  const nonce = nonceOf((await headers()).get('content-security-policy'));
  // The deployment's mode, the same for every visitor (kept pages may be served to anyone): a public
  // explorer has no sign-in, so it never asks for a session.
  const operatorMode = serverConfig().mode === 'operator';
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Before first paint, so the page never flashes the wrong theme. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-screen font-sans">
        {/* The header is rendered by the server; its islands are the menus' buttons, the search box, the
            network badge, the sign-in control and the theme toggle. */}
        <Providers>
          <header className="relative border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <div className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center gap-3 px-4 py-2">
              <Link href="/" prefetch={false} className="mr-2 text-lg font-semibold tracking-tight">
                <span aria-hidden>❄</span> Snowline
              </Link>
              {/* Phones: logo and controls, then Menu and search on a row of their own (the break below);
                  md: search beside the controls, Menu under them; lg: one row. */}
              <div className="order-3 md:order-5 md:w-full lg:order-1 lg:w-auto lg:flex-1">
                <SiteNav operatorMode={operatorMode} />
              </div>
              <div aria-hidden className="order-2 h-0 basis-full md:hidden" />
              <div className="order-4 min-w-0 flex-1 md:order-1 md:ml-auto md:flex-none lg:order-2 lg:ml-0">
                <HeaderSearch />
              </div>
              <div className="order-1 ml-auto flex items-center gap-2 md:order-2 md:ml-0 lg:order-3">
                <NetworkBadge />
                {operatorMode && <OperatorSessionSlot />}
                <ThemeToggle />
              </div>
            </div>
          </header>
          <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
        </Providers>
      </body>
    </html>
  );
}
