import { Fragment } from 'react';

/**
 * Content text where `code` is written between backticks: the code parts become <code>, the
 * rest stays plain text (never HTML).
 */
export function CodeText({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <code
            key={i}
            className="rounded bg-surface-2 px-1 py-0.5 text-[0.9em] break-words [overflow-wrap:anywhere]"
          >
            {part}
          </code>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** The same text without its backticks, for labels read by screen readers. */
export function plainText(text: string): string {
  return text.replaceAll('`', '');
}
