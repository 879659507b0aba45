import { DataTable } from '@/components/ui/data-table';
import { hostMessages } from '@/messages/host';
import type { Choice } from '@/lib/mcp/host/chooser';

const t = hostMessages.model;

/** The stand-in model's scores, choice and arguments, each explained. */
export function ModelView({ choice }: { choice: Choice | undefined }) {
  return (
    <section aria-label={t.heading} className="space-y-2">
      <h3 className="text-lg font-semibold">{t.heading}</h3>
      <p className="text-sm">{t.disclaimer}</p>
      {!choice ? (
        <p className="text-muted">{t.none}</p>
      ) : (
        <>
          <p className="text-sm">
            {t.questionWords({
              words: choice.questionWords.length ? choice.questionWords.join(', ') : t.noWords,
            })}
          </p>
          <DataTable
            label={t.heading}
            caption={t.scoresCaption({ question: choice.question })}
            rows={choice.scores}
            rowKey={(score) => `${score.server}/${score.tool}`}
            rowClassName={(score) =>
              choice.chosen?.tool === score.tool && choice.chosen.server === score.server
                ? 'bg-surface-2 font-semibold'
                : ''
            }
            columns={[
              { header: t.tool, rowHeader: true, className: 'font-mono', cell: (s) => s.tool },
              { header: t.server, cell: (s) => s.server },
              { header: t.score, align: 'right', cell: (s) => s.score },
              {
                header: t.matches,
                cell: (s) =>
                  s.matches.length === 0
                    ? t.noMatch
                    : s.matches
                        .map((m) => t.match({ ...m, field: t.fields[m.field] }))
                        .join('\u202F; '),
              },
            ]}
          />
          <p className="font-medium">{choice.chosen ? t.chosen(choice.chosen) : t.nothingChosen}</p>
          {choice.chosen ? (
            <>
              <h4 className="font-medium">{t.argumentsHeading}</h4>
              {choice.argumentNotes.length === 0 ? (
                <p className="text-sm text-muted">{t.noArguments}</p>
              ) : (
                <dl className="space-y-1 text-sm">
                  {choice.argumentNotes.map((note) => (
                    <div key={note.name}>
                      <dt>
                        <code>{note.name}</code>&nbsp;:{' '}
                        <code className="break-all">
                          {note.found ? JSON.stringify(note.value) : t.notFound}
                        </code>
                      </dt>
                      <dd className="text-muted">{note.because}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </>
          ) : null}
          <p className="text-sm text-muted">{t.editHint}</p>
        </>
      )}
    </section>
  );
}
