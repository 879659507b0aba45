import { lessonsMessages } from '@/messages/lessons';
import type { Block } from '@/lib/lessons/schema';
import { Diagram } from './diagrams/diagram';
import { RichText } from './rich-text';
import { TraceBlock } from './trace-block';
import { TryLink } from './try-link';
import { Worksheet } from './worksheet/worksheet';

const t = lessonsMessages;

const CALLOUT_STYLE = {
  retenir: 'border-kind-result',
  attention: 'border-kind-error',
  changement: 'border-kind-notification',
  sdk: 'border-kind-request',
} as const;

/** One block of a lesson section. `id` is unique in the page (diagram markers, captions). */
export function LessonBlock({ block, id }: { block: Block; id: string }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className="my-4">
          <RichText text={block.text} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={i}>
          <RichText text={item} />
        </li>
      ));
      return block.ordered ? (
        <ol className="my-4 list-decimal space-y-2 pl-6">{items}</ol>
      ) : (
        <ul className="my-4 list-disc space-y-2 pl-6">{items}</ul>
      );
    }
    case 'callout':
      return (
        <div
          role="note"
          className={`my-5 rounded-md border-l-4 bg-surface-2 px-4 py-3 ${CALLOUT_STYLE[block.tone]}`}
        >
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">
            {t.callouts[block.tone]}
          </p>
          {block.title ? (
            <p className="font-semibold">
              <RichText text={block.title} />
            </p>
          ) : null}
          {block.text.map((text, i) => (
            <p key={i} className="mt-1.5">
              <RichText text={text} />
            </p>
          ))}
        </div>
      );
    case 'code':
      return (
        <figure className="my-5">
          <pre
            tabIndex={0}
            aria-label={t.code.label(block.language)}
            className="overflow-x-auto rounded-md border border-border bg-surface-2 p-3 text-sm leading-relaxed"
          >
            <code>{block.code}</code>
          </pre>
          {block.caption ? (
            <figcaption className="mt-1.5 text-sm text-muted">
              <RichText text={block.caption} />
            </figcaption>
          ) : null}
        </figure>
      );
    case 'table':
      return (
        <figure className="my-5">
          <div
            tabIndex={0}
            role="group"
            aria-label={t.table.scroll}
            className="overflow-x-auto rounded-md border border-border"
          >
            <table className="w-full border-collapse text-left text-sm">
              <caption className="bg-surface-2 px-3 py-2 text-left font-semibold">
                <RichText text={block.caption} />
              </caption>
              <thead>
                <tr>
                  {block.headers.map((header, i) => (
                    <th
                      key={i}
                      scope="col"
                      className="border-b border-border bg-surface px-3 py-2 font-semibold"
                    >
                      <RichText text={header} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, i) => (
                  <tr key={i} className="border-b border-border last:border-b-0">
                    {row.map((cell, j) =>
                      j === 0 ? (
                        <th
                          key={j}
                          scope="row"
                          className="bg-surface px-3 py-2 align-top font-medium"
                        >
                          <RichText text={cell} />
                        </th>
                      ) : (
                        <td key={j} className="bg-surface px-3 py-2 align-top">
                          <RichText text={cell} />
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      );
    case 'diagram':
      return (
        <figure className="my-6">
          <Diagram diagram={block.diagram} id={id} />
          <figcaption className="mt-2 text-sm text-muted">
            <RichText text={block.caption} />
          </figcaption>
        </figure>
      );
    case 'try':
      return <TryLink block={block} />;
    case 'worksheet':
      return <Worksheet />;
    case 'trace':
      return <TraceBlock block={block} />;
  }
}
