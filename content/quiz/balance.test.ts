import { describe, expect, it } from 'vitest';
import { allQuestions } from '@/content/quiz';
import {
  evenlyFilledClassifications,
  halfTickedMultiples,
  lengthCue,
  lengthRanks,
  multipleLongestIsRight,
  rightAnswerCounts,
} from '@/lib/quiz/balance';
import { THEME_SLUGS } from '@/lib/quiz/slugs';

/**
 * The bank must test knowledge, not test-taking: these figures are measured over every theme,
 * questions added later included. Thresholds leave room for new questions; the report in each
 * message names the questions to rework when one fails.
 */
const MAX_SHARE = 0.35;

const questions = allQuestions();
const percent = (part: number, total: number) => `${Math.round((100 * part) / total)} %`;

describe('a quiz that cannot be passed by length or by counting', () => {
  const cue = lengthCue(questions);

  it('measures enough four-choice questions for the figures to mean something', () => {
    expect(cue.total).toBeGreaterThanOrEqual(60);
  });

  it('does not make the right answer the longest choice in more than 35 % of them', () => {
    expect(
      cue.longest.length / cue.total,
      `la bonne réponse est la plus longue dans ${cue.longest.length} questions sur ${cue.total} (${percent(cue.longest.length, cue.total)}) : ${cue.longest.join(', ')}`,
    ).toBeLessThanOrEqual(MAX_SHARE);
  });

  it('does not swing to the opposite cue either: the shortest choice in at most 35 %', () => {
    expect(
      cue.shortest.length / cue.total,
      `la bonne réponse est la plus courte dans ${cue.shortest.length} questions sur ${cue.total} (${percent(cue.shortest.length, cue.total)}) : ${cue.shortest.join(', ')}`,
    ).toBeLessThanOrEqual(MAX_SHARE);
  });

  it('spreads the right answer over the four length ranks: none above 35 %', () => {
    const { total, ids } = lengthRanks(questions);
    const summary = ids.map((at, rank) => `rang ${rank} : ${at.length}`).join(', ');
    for (const [rank, at] of ids.entries()) {
      expect(
        at.length / total,
        `la bonne réponse est au rang de longueur ${rank} (0 = la plus courte) dans ${at.length} questions sur ${total} (${percent(at.length, total)}) ; ${summary}`,
      ).toBeLessThanOrEqual(MAX_SHARE);
    }
  });

  it('does not hide the answer in the middle either: the two middle ranks together at most 60 %', () => {
    const { total, ids } = lengthRanks(questions);
    const middle = (ids[1]?.length ?? 0) + (ids[2]?.length ?? 0);
    expect(
      middle / total,
      `la bonne réponse est l’une des deux longueurs du milieu dans ${middle} questions sur ${total} (${percent(middle, total)})`,
    ).toBeLessThanOrEqual(0.6);
  });

  it('keeps the length cue weak in every theme too, since a learner takes one theme at a time', () => {
    for (const theme of THEME_SLUGS) {
      const themed = lengthCue(questions.filter((q) => q.theme === theme));
      if (themed.total === 0) continue;
      expect(
        themed.longest.length / themed.total,
        `${theme} : la plus longue dans ${themed.longest.length} sur ${themed.total} (${themed.longest.join(', ')})`,
      ).toBeLessThanOrEqual(0.5);
    }
  });

  it('does not make the longest box of a multiple-answer question a right one most of the time', () => {
    const { total, right } = multipleLongestIsRight(questions);
    expect(
      right.length / total,
      `le choix le plus long est juste dans ${right.length} questions sur ${total} : ${right.join(', ')}`,
    ).toBeLessThanOrEqual(0.6);
  });

  it('varies how many boxes a multiple-answer question wants ticked', () => {
    const counts = rightAnswerCounts(questions);
    const total = [...counts.values()].reduce((sum, ids) => sum + ids.length, 0);
    const summary = [...counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([n, ids]) => `${n} bonne(s) réponse(s) : ${ids.length}`)
      .join(' ; ');
    expect(counts.size, summary).toBeGreaterThanOrEqual(3);
    for (const [n, ids] of counts) {
      expect(
        ids.length / total,
        `${n} bonnes réponses dans trop de questions (${summary})`,
      ).toBeLessThanOrEqual(0.6);
    }
  });

  it('does not make « tick about half the boxes » a strategy', () => {
    const { total, half } = halfTickedMultiples(questions);
    expect(
      half.length / total,
      `la moitié des cases environ est juste dans ${half.length} questions sur ${total} : ${half.join(', ')}`,
    ).toBeLessThanOrEqual(0.5);
  });

  it('does not fill every category of a sorting question evenly, so counting places no item', () => {
    const { total, even } = evenlyFilledClassifications(questions);
    expect(
      even.length / total,
      `catégories également remplies dans ${even.length} questions de classement sur ${total} : ${even.join(', ')}`,
    ).toBeLessThanOrEqual(1 / 3);
  });

  it('never makes « all of them » or « none of them » a choice, which is solvable by logic alone', () => {
    const giveaway = /^(toutes|tous|aucune|aucun) (les|des|de ces) (réponses|propositions|choix)/i;
    for (const q of questions) {
      if (q.type !== 'single' && q.type !== 'multiple' && q.type !== 'trace') continue;
      for (const c of q.choices) expect(c.text, q.id).not.toMatch(giveaway);
    }
  });
});
