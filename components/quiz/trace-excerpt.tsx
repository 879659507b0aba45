import type { TraceMessage } from '@/lib/quiz/schema';
import type { PreparedExcerpt } from '@/lib/quiz/prepare';
import { quizMessages } from '@/messages/quiz';

const t = quizMessages.trace;

/** « Client », « Serveur 2 »…: who sent or received a message, in French. */
function partyName(party: string): string {
  const [role = party, n] = party.split('-');
  const name = t.parties[role] ?? role;
  return n ? `${name} ${n}` : name;
}

const KIND_COLOUR: Record<TraceMessage['kind'], string> = {
  request: 'border-kind-request',
  result: 'border-kind-result',
  error: 'border-kind-error',
  notification: 'border-kind-notification',
};

/** An HTTP step as HTTP tools print it: first line, headers, a blank line, the body. */
function httpText(http: NonNullable<TraceMessage['http']>, body: unknown): string {
  const headers = Object.entries(http.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
  const text = body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  return [http.line, ...headers, ...(text ? ['', text] : [])].join('\n');
}

/** One traced message: sender → receiver, its kind and method, and its exact JSON, indented. */
export function TraceMessageView({ message, number }: { message: TraceMessage; number: number }) {
  const from = partyName(message.from);
  const to = partyName(message.to);
  return (
    <div className={`min-w-0 rounded-md border-l-4 bg-surface-2 ${KIND_COLOUR[message.kind]}`}>
      <p className="flex flex-wrap items-baseline gap-x-2 px-3 pt-2 text-sm">
        <span className="font-semibold">{number}.</span>
        <span className="font-semibold">
          {from} <span aria-hidden="true">→</span>
          <span className="sr-only"> {t.towards} </span> {to}
        </span>
        <span className="text-muted">
          {(message.http ? t.httpKinds : t.kinds)[message.kind]}
          {message.method ? (
            <>
              {' '}
              <code>{message.method}</code>
            </>
          ) : null}
        </span>
      </p>
      <pre
        tabIndex={0}
        role="region"
        aria-label={t.messageLabel(number, from, to)}
        className="overflow-x-auto px-3 pt-1 pb-3 text-[0.8rem] leading-snug"
      >
        {message.http
          ? httpText(message.http, message.message)
          : JSON.stringify(message.message, null, 2)}
      </pre>
    </div>
  );
}

/** The excerpt a « lire une trace » question shows. */
export function TraceExcerpt({ excerpt }: { excerpt: PreparedExcerpt }) {
  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="text-sm text-muted">
        {t.caption(excerpt.version)} {t.recorded(excerpt.recording)}
      </figcaption>
      <ol className="min-w-0 space-y-2">
        {excerpt.messages.map((message, i) => (
          <li key={i} className="min-w-0">
            <TraceMessageView message={message} number={i + 1} />
          </li>
        ))}
      </ol>
      {excerpt.unanswered ? (
        <p className="rounded-md border border-dashed border-border px-3 py-2 text-sm">
          {t.unanswered}
        </p>
      ) : null}
    </figure>
  );
}
