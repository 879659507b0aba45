import { messages } from '@/content/ui/messages';
import type { Choice } from '@/lib/mcp/host/chooser';
import { fillTemplate } from '@/lib/mcp/template';

const t = messages.host.model;

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
            {fillTemplate(t.questionWords, {
              words: choice.questionWords.length ? choice.questionWords.join(', ') : t.noWords,
            })}
          </p>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t.heading}>
            <table className="w-full border-collapse text-sm">
              <caption className="text-left text-muted">
                {fillTemplate(t.scoresCaption, { question: choice.question })}
              </caption>
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="p-1">
                    {t.tool}
                  </th>
                  <th scope="col" className="p-1">
                    {t.server}
                  </th>
                  <th scope="col" className="p-1 text-right">
                    {t.score}
                  </th>
                  <th scope="col" className="p-1">
                    {t.matches}
                  </th>
                </tr>
              </thead>
              <tbody>
                {choice.scores.map((score) => {
                  const chosen =
                    choice.chosen?.tool === score.tool && choice.chosen.server === score.server;
                  return (
                    <tr
                      key={`${score.server}/${score.tool}`}
                      className={`border-b border-border ${chosen ? 'bg-surface-2 font-semibold' : ''}`}
                    >
                      <th scope="row" className="p-1 text-left font-mono">
                        {score.tool}
                      </th>
                      <td className="p-1">{score.server}</td>
                      <td className="p-1 text-right">{score.score}</td>
                      <td className="p-1">
                        {score.matches.length === 0
                          ? t.noMatch
                          : score.matches
                              .map((m) => fillTemplate(t.match, { ...m, field: t.fields[m.field] }))
                              .join('\u202F; ')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="font-medium">
            {choice.chosen
              ? fillTemplate(t.chosen, choice.chosen as unknown as Record<string, unknown>)
              : t.nothingChosen}
          </p>
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
