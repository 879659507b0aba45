import Link from 'next/link';
import type { ReactNode } from 'react';
import { lessonsMessages } from '@/messages/lessons';
import { classifyHref, parseInline, type Inline } from '@/lib/lessons/inline';

// Links in running text are underlined (not told apart by colour alone); glossary terms get a
// dotted underline, so that the learner can tell a definition from a page.
const LINK = 'underline decoration-1 underline-offset-2 hover:decoration-2';
const GLOSSARY_LINK =
  'underline decoration-dotted decoration-2 underline-offset-4 hover:decoration-solid';

function renderNodes(nodes: readonly Inline[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, i) => {
    const key = `${keyPrefix}${i}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return (
          <code
            key={key}
            className="rounded bg-surface-2 px-1 py-0.5 text-[0.9em] [overflow-wrap:anywhere]"
          >
            {node.text}
          </code>
        );
      case 'strong':
        return (
          <strong key={key} className="font-semibold">
            {renderNodes(node.children, `${key}-`)}
          </strong>
        );
      case 'link': {
        const target = classifyHref(node.href);
        const children = renderNodes(node.children, `${key}-`);
        if (target.kind === 'external') {
          return (
            <a key={key} href={node.href} rel="noopener" className={LINK}>
              {children}
              <span className="sr-only"> {lessonsMessages.externalHint}</span>
            </a>
          );
        }
        return (
          <Link
            key={key}
            href={node.href}
            className={target.kind === 'glossary' ? GLOSSARY_LINK : LINK}
          >
            {children}
          </Link>
        );
      }
    }
  });
}

/** Lesson and glossary prose: `code`, **emphasis** and links, parsed from content strings. */
export function RichText({ text }: { text: string }) {
  return <>{renderNodes(parseInline(text), 'n')}</>;
}
