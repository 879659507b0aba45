'use client';

import { Button } from '@/components/ui/button';
import { useState } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { CodeText } from '@/components/ui/code-text';
import { challengesMessages } from '@/messages/challenges';
import type { Challenge } from '@/lib/challenges/schema';
import { predictionIsRight } from '@/lib/challenges/progress';

const t = challengesMessages.panel;

/**
 * « Que va répondre le serveur ? » before acting: the learner picks, saves, and learns whether
 * the prediction was right only once the challenge passes (`revealed`).
 */
export function Prediction({
  challenge,
  saved,
  revealed,
  onSave,
}: {
  challenge: Challenge;
  saved: readonly string[] | undefined;
  revealed: boolean;
  onSave: (picked: string[]) => void;
}) {
  const { prediction } = challenge;
  const multiple = prediction.answer.length > 1;
  const [picked, setPicked] = useState<string[]>(() => [...(saved ?? [])]);
  const [tried, setTried] = useState(false);
  const idBase = `prediction-${challenge.id}`;

  const pick = (id: string) =>
    setPicked((current) =>
      multiple ? (current.includes(id) ? current.filter((p) => p !== id) : [...current, id]) : [id],
    );
  const save = () => {
    setTried(true);
    if (picked.length > 0) onSave(picked);
  };
  const right = saved ? predictionIsRight(saved, prediction.answer) : false;
  const answerText = prediction.options
    .filter((option) => prediction.answer.includes(option.id))
    .map((option) => option.text);

  return (
    <section aria-labelledby={`${idBase}-titre`} className="space-y-2">
      <h3 id={`${idBase}-titre`} className="text-lg font-semibold">
        {t.predictionHeading}
      </h3>
      <fieldset className="min-w-0 space-y-2" disabled={revealed}>
        <legend className="break-words font-medium">
          <CodeText text={prediction.question} />
          {multiple ? <span className="block text-sm text-muted">{t.predictionMany}</span> : null}
        </legend>
        <ul className="space-y-1">
          {prediction.options.map((option) => {
            const id = `${idBase}-${option.id}`;
            return (
              <li key={option.id}>
                <label
                  htmlFor={id}
                  className="flex items-start gap-2 rounded border border-border p-2 hover:bg-surface-2"
                >
                  <input
                    id={id}
                    type={multiple ? 'checkbox' : 'radio'}
                    name={idBase}
                    checked={picked.includes(option.id)}
                    onChange={() => pick(option.id)}
                    className="mt-1 h-4 w-4 shrink-0 accent-[var(--accent)]"
                  />
                  <span className="min-w-0 break-words">
                    <CodeText text={option.text} />
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {revealed ? null : (
          <Button size="control" onClick={save}>
            {t.predict}
          </Button>
        )}
      </fieldset>
      <div aria-live="polite">
        {revealed ? (
          <div className="space-y-1">
            {saved ? (
              <StatusBadge tone={right ? 'right' : 'wrong'}>
                {right ? t.predictionRight : t.predictionWrong}
              </StatusBadge>
            ) : (
              <p>{t.noPrediction}</p>
            )}
            <p className="break-words">
              {t.predictionAnswer}{' '}
              {answerText.map((text, i) => (
                <span key={text}>
                  {i > 0 ? ' · ' : ''}
                  <CodeText text={text} />
                </span>
              ))}
            </p>
            <p className="break-words">
              <CodeText text={prediction.explanation} />
            </p>
          </div>
        ) : tried && picked.length === 0 ? (
          <p className="text-kind-error">{t.predictFirst}</p>
        ) : saved ? (
          <p>{t.predicted}</p>
        ) : null}
      </div>
    </section>
  );
}
