import { ChallengeSchema, type Challenge } from '@/lib/challenges/schema';
import { parseContent } from '@/lib/content/parse';
import type { LessonSlug } from '@/lib/content/lesson-slugs';
import { THEME_SLUGS } from '@/lib/quiz/slugs';
import { errorChallenges } from './erreurs';
import { httpChallenges } from './http';
import { humanChallenges } from './primitives-client';
import { oauthChallenges } from './oauth';
import { protocolChallenges } from './protocole';
import { toolAndHostChallenges } from './outils-et-hote';
import { utilityChallenges } from './utilitaires';

/** Every challenge, validated: a broken one stops the build with the field at fault. */
export const challenges: readonly Challenge[] = [
  ...toolAndHostChallenges,
  ...errorChallenges,
  ...protocolChallenges,
  ...humanChallenges,
  ...httpChallenges,
  ...oauthChallenges,
  ...utilityChallenges,
].map((input) => parseContent(ChallengeSchema, input, `content/challenges/${input.id}`));

export function getChallenge(id: string): Challenge | undefined {
  return challenges.find((challenge) => challenge.id === id);
}

/** The challenges a lesson points to, in the order of the list. */
export function challengesForLesson(slug: LessonSlug): readonly Challenge[] {
  return challenges.filter((challenge) => challenge.lessons.includes(slug));
}

/** The challenges as /defis lists them: by theme, in the themes' order, then as written. */
export const challengesInListOrder: readonly Challenge[] = THEME_SLUGS.flatMap((slug) =>
  challenges.filter((challenge) => challenge.theme === slug),
);

/** The challenge after this one in the /defis list (« Défi suivant »), if any. */
export function nextChallenge(id: string): Challenge | undefined {
  const index = challengesInListOrder.findIndex((challenge) => challenge.id === id);
  return index < 0 ? undefined : challengesInListOrder[index + 1];
}
