'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { navMessages, siteMessages } from '@/messages/site';

const NAV_ITEMS = [
  { href: '/', label: navMessages.home },
  { href: '/lecons', label: navMessages.lessons },
  { href: '/bac-a-sable', label: navMessages.playground },
  { href: '/quiz', label: navMessages.quiz },
  { href: '/defis', label: navMessages.challenges },
  { href: '/glossaire', label: navMessages.glossary },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The banner's links are on every page, so Next's prefetch of whatever is in view would fetch
 * every section's code with each page (the playground's first view included). A section's code
 * loads when the learner points at or focuses its link, on the way to following it.
 */
function useIntentPrefetch() {
  const router = useRouter();
  return (href: string) => ({
    prefetch: false,
    onPointerEnter: () => router.prefetch(href),
    onFocus: () => router.prefetch(href),
  });
}

/** The site's banner and main navigation; the current section is marked for screen readers. */
export function SiteHeader() {
  const pathname = usePathname();
  const onIntent = useIntentPrefetch();
  return (
    <header className="site-chrome border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link
          href="/"
          {...onIntent('/')}
          className="flex items-center gap-2 font-semibold text-fg no-underline"
        >
          <svg aria-hidden="true" viewBox="0 0 64 64" className="h-7 w-7">
            <rect width="64" height="64" rx="14" fill="var(--accent)" />
            <circle cx="18" cy="32" r="7" fill="var(--accent-fg)" />
            <circle cx="46" cy="18" r="6" fill="var(--accent-fg)" />
            <circle cx="46" cy="46" r="6" fill="var(--accent-fg)" />
            <path
              d="M24 29 40 20M24 35l16 9"
              stroke="var(--accent-fg)"
              strokeWidth="4"
              strokeLinecap="round"
            />
          </svg>
          {siteMessages.name}
        </Link>
        <nav aria-label={navMessages.label}>
          <ul className="flex flex-wrap gap-x-1 gap-y-1">
            {NAV_ITEMS.map((item) => {
              const current = isCurrent(pathname, item.href);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    {...onIntent(item.href)}
                    aria-current={current ? 'page' : undefined}
                    className={`block rounded px-2.5 py-1.5 no-underline ${
                      current ? 'bg-accent text-accent-fg' : 'text-fg hover:bg-surface-2'
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
