import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { HeaderSearch } from '@/components/shell/header-search';
import { NetworkBadge } from '@/components/shell/network-badge';
import { OperatorSession } from '@/components/shell/operator-session';
import { Providers } from '@/components/shell/providers';
import { SiteNav } from '@/components/shell/site-nav';
import { THEME_SCRIPT } from '@/components/shell/theme-script';
import { ThemeToggle } from '@/components/shell/theme-toggle';
import { securityConfig } from '@/lib/security/config';
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
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Before first paint, so the page never flashes the wrong theme. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-screen font-sans">
        <Providers>
          <header className="relative border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <div className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center gap-3 px-4 py-2">
              <Link href="/" prefetch={false} className="mr-2 text-lg font-semibold tracking-tight">
                <span aria-hidden>❄</span> Snowline
              </Link>
              <div className="order-last w-full lg:order-none lg:w-auto lg:flex-1">
                <SiteNav />
              </div>
              <div className="ml-auto flex items-center gap-2">
                <HeaderSearch />
                <NetworkBadge />
                <OperatorSession />
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
