import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/ui/site-header';
import { siteMessages } from '@/messages/site';
import './globals.css';

export const metadata: Metadata = {
  title: { default: siteMessages.name, template: `%s · ${siteMessages.name}` },
  description: siteMessages.description,
  applicationName: siteMessages.name,
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f8f7f3' },
    { media: '(prefers-color-scheme: dark)', color: '#141517' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body className="flex min-h-screen flex-col bg-bg text-fg antialiased">
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
        >
          {siteMessages.skipToContent}
        </a>
        <SiteHeader />
        <main id="contenu" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
          {children}
        </main>
        <footer className="site-chrome border-t border-border px-4 py-6 text-center text-sm text-muted">
          {siteMessages.footer}
        </footer>
      </body>
    </html>
  );
}
