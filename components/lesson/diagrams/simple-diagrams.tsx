import { lessonsMessages } from '@/messages/lessons';
import type {
  CompareDiagram as CompareData,
  DecisionDiagram as DecisionData,
  FieldsDiagram as FieldsData,
  LayersDiagram as LayersData,
} from '@/lib/lessons/schema';
import { RichText } from '../rich-text';
import { ARROW_STYLE } from '@/components/ui/arrows';

const t = lessonsMessages;

/** Stacked layers, the upper one relying on the lower one. */
export function LayersDiagram({ diagram }: { diagram: LayersData }) {
  return (
    <ol className="space-y-2">
      {diagram.layers.map((layer, i) => (
        <li
          key={i}
          className={`rounded-md border-2 bg-surface p-3 ${i === 0 ? 'border-kind-request' : 'border-kind-notification'}`}
        >
          <p className="font-semibold">
            <RichText text={layer.title} />
          </p>
          <p className="text-sm text-muted">
            <RichText text={layer.role} />
          </p>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {layer.items.map((item, j) => (
              <li key={j} className="rounded border border-border bg-surface-2 px-2 py-0.5">
                <RichText text={item} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** A question and its answers, each leading to a conclusion. */
export function DecisionDiagram({ diagram }: { diagram: DecisionData }) {
  return (
    <div className="rounded-md border border-border bg-surface p-3">
      <p className="mx-auto max-w-md rounded-md border-2 border-accent bg-surface-2 px-3 py-2 text-center font-semibold">
        <RichText text={diagram.question} />
      </p>
      <ul
        className="mt-1 grid gap-3 sm:grid-cols-[repeat(var(--branches),minmax(0,1fr))]"
        style={{ ['--branches' as string]: diagram.branches.length }}
      >
        {diagram.branches.map((branch, i) => (
          <li key={i} className="flex flex-col items-center text-center">
            <span aria-hidden="true" className="h-4 w-0.5 bg-border" />
            <p className="text-sm font-medium">
              <RichText text={branch.answer} />
            </p>
            <span aria-hidden="true" className="text-muted">
              ↓
            </span>
            <p
              className={`w-full flex-1 rounded-md border-l-4 bg-surface-2 px-3 py-2 text-left text-sm ${ARROW_STYLE[branch.kind].border}`}
            >
              <RichText text={branch.conclusion} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The fields of a definition, each with its role and whether it is required. */
export function FieldsDiagram({ diagram }: { diagram: FieldsData }) {
  return (
    <dl className="divide-y divide-border rounded-md border border-border bg-surface">
      {diagram.fields.map((field) => (
        <div key={field.name} className="grid gap-1 px-3 py-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <dt className="flex flex-wrap items-baseline gap-2">
            <code className="font-semibold">{field.name}</code>
            <span
              className={`rounded px-1.5 text-xs ${field.required ? 'bg-accent text-accent-fg' : 'border border-border text-muted'}`}
            >
              {field.required ? t.diagram.required : t.diagram.optional}
            </span>
          </dt>
          <dd className="text-sm">
            <RichText text={field.text} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Two to four options side by side (stacked on a phone). */
export function CompareDiagram({ diagram }: { diagram: CompareData }) {
  return (
    <ul
      className="grid gap-3 sm:grid-cols-[repeat(var(--items),minmax(0,1fr))]"
      style={{ ['--items' as string]: diagram.items.length }}
    >
      {diagram.items.map((item, i) => (
        <li
          key={i}
          className={`rounded-md border border-t-4 border-border bg-surface p-3 ${item.kind ? ARROW_STYLE[item.kind].borderTop : ''}`}
        >
          <p className="font-semibold">
            <RichText text={item.title} />
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {item.points.map((point, j) => (
              <li key={j}>
                <RichText text={point} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
