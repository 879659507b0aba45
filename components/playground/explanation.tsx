'use client';

import { explanations } from '@/content/annotations/runtime';
import { playgroundMessages } from '@/messages/playground';
import { specUrl, type SpecTopic } from '@/lib/annotations/spec-link';
import type { Revision } from '@/lib/mcp/revisions';
import { CodeText } from '@/components/ui/code-text';

const t = playgroundMessages;

/** The link to the page of the revision on screen; none if that revision has no such page. */
export function SpecLink({ topic, revision }: { topic: SpecTopic; revision: Revision }) {
  const url = specUrl(topic, revision);
  if (!url) return null;
  return (
    <a href={url} rel="noreferrer" target="_blank">
      {t.specLink({ label: topic.label })}
    </a>
  );
}

/** What a kind of step means (a host decision, a transport event), with its spec page. */
export function Explanation({ stepKey, revision }: { stepKey: string; revision: Revision }) {
  const explanation = explanations[stepKey];
  if (!explanation) return null;
  return (
    <div className="rounded border-l-4 border-kind-host bg-surface-2 p-3">
      <p className="m-0">
        <CodeText text={explanation.text} />
      </p>
      {explanation.spec ? (
        <p className="m-0 mt-2">
          <SpecLink topic={explanation.spec} revision={revision} />
        </p>
      ) : null}
    </div>
  );
}
