import Link from 'next/link';
import { lessonsMessages } from '@/messages/lessons';
import { parseLinkKey } from '@/lib/lessons/step-keys';
import type { TryBlock } from '@/lib/lessons/schema';
import { DEFAULT_REVISION } from '@/lib/mcp/revisions';
import { stepLinkHref } from '@/content/scenarios/step-links';
import { RichText } from './rich-text';

const t = lessonsMessages;

function StepDescription({ at }: { at: string }) {
  const parsed = parseLinkKey(at);
  if (!parsed) return null;
  if (parsed.kind === 'host') return <>{t.stepKey.host[parsed.action]}</>;
  if (parsed.kind === 'http') {
    return (
      <>
        {t.stepKey.http.before}
        <code>{parsed.key}</code>
      </>
    );
  }
  const words = t.stepKey[parsed.kind](parsed.method);
  return (
    <>
      {words.before}
      <code>{words.code}</code>
      {words.after}
    </>
  );
}

/**
 * « Essayer dans le bac à sable » : a card that opens the playground on a scenario, a revision
 * and, once the simulation's step index knows it, the step named by the link.
 */
export function TryLink({ block }: { block: TryBlock }) {
  const { link } = block;
  return (
    <Link
      href={stepLinkHref(link)}
      className="group my-5 block rounded-lg border-2 border-accent bg-surface p-4 text-fg no-underline hover:bg-surface-2"
    >
      <span className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="currentColor">
          <path d="M4 2.5v11l9-5.5z" />
        </svg>
        {t.try.kicker}
      </span>
      <span className="mt-1 block text-lg font-semibold text-accent underline decoration-1 underline-offset-4 group-hover:decoration-2">
        <RichText text={block.label} />
      </span>
      <span className="mt-1 block text-fg">
        <RichText text={block.description} />
      </span>
      <span className="mt-2 block text-sm text-muted">
        {t.try.scenario} <code>{link.scenario}</code> · {t.try.revision}{' '}
        {link.version ?? DEFAULT_REVISION}
        {link.transport ? ` · ${t.try.overHttp}` : ''}
        {link.layer ? ` · ${t.try.httpLayer}` : ''}
        {link.at ? (
          <>
            {' · '}
            <StepDescription at={link.at} />
          </>
        ) : null}
      </span>
    </Link>
  );
}
