import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import { afterEach, describe, expect, it } from 'vitest';
import {
  challenges,
  challengesForLesson,
  challengesInListOrder,
  getChallenge,
  nextChallenge,
} from '@/content/challenges';
import { lessonSources } from '@/content/lessons/sources';
import { getScenario } from '@/content/scenarios';
import { PlaygroundController } from '@/lib/playground/controller';
import { replayChallenge } from './replay';
import { judge, passes, startChallenge } from './run';

/**
 * The level tests, as Learn Git Branching has them: every challenge is played through the real
 * playground controller (real SDK, real session). Its starting state must not pass yet, its
 * reference solution must pass, and neither its wrong attempt nor its loophole (an attempt that
 * fulfils the letter of the goal but not its point) may.
 */

let controller: PlaygroundController | undefined;
afterEach(() => {
  controller?.dispose();
  controller = undefined;
});

function failed(challengeId: string, c: PlaygroundController): string[] {
  const challenge = getChallenge(challengeId)!;
  return judge(challenge, c.getState(), c.catalogue)
    .filter((criterion) => !criterion.passed)
    .map((criterion) => criterion.label);
}

describe('the challenges', () => {
  it('are at least fifteen, with distinct ids', () => {
    expect(challenges.length).toBeGreaterThanOrEqual(15);
    expect(new Set(challenges.map((c) => c.id)).size).toBe(challenges.length);
  });

  it('start on a shipped scenario, in a revision it runs in', () => {
    for (const challenge of challenges) {
      const scenario = getScenario(challenge.start.scenario);
      expect(scenario, challenge.id).toBeDefined();
      expect(scenario!.revisions, challenge.id).toContain(challenge.start.revision);
      for (const server of Object.keys(challenge.start.tools ?? {})) {
        expect(
          scenario!.servers.map((s) => s.name),
          challenge.id,
        ).toContain(server);
      }
    }
  });

  it('« Défi suivant » follows the /defis order, theme by theme', () => {
    const themes = challengesInListOrder.map((c) => c.theme);
    // Each theme in one run: the list never comes back to a theme it has left.
    expect(themes.filter((theme, i) => i === 0 || themes[i - 1] !== theme)).toEqual([
      ...new Set(themes),
    ]);
    expect(challengesInListOrder).toHaveLength(challenges.length);
    for (const [i, challenge] of challengesInListOrder.entries()) {
      expect(nextChallenge(challenge.id)?.id).toBe(challengesInListOrder[i + 1]?.id);
    }
  });

  it('give every lesson at least one challenge', () => {
    for (const lesson of lessonSources) {
      expect(challengesForLesson(lesson.slug).length, lesson.slug).toBeGreaterThanOrEqual(1);
    }
  });
});

describe.each(challenges.map((c) => [c.id, c] as const))('challenge %s', (id, challenge) => {
  it('does not pass in its starting state', async () => {
    controller = new PlaygroundController(scenarioCatalogue);
    await startChallenge(controller, challenge);
    expect(controller.getState().status).toBe('ready');
    expect(passes(challenge, controller.getState(), controller.catalogue)).toBe(false);
  });

  it('ticks no criterion before the learner acts (the scenario’s own script does not count)', async () => {
    controller = new PlaygroundController(scenarioCatalogue);
    await startChallenge(controller, challenge);
    expect(controller.getState().status).toBe('ready');
    const ticked = judge(challenge, controller.getState(), controller.catalogue)
      .filter((criterion) => criterion.passed)
      .map((criterion) => criterion.label);
    expect(ticked).toEqual([]);
  });

  it('passes with its reference solution', async () => {
    controller = new PlaygroundController(scenarioCatalogue);
    await replayChallenge(controller, challenge, challenge.solution);
    expect(failed(id, controller)).toEqual([]);
  });

  it('fails with its wrong attempt', async () => {
    controller = new PlaygroundController(scenarioCatalogue);
    await replayChallenge(controller, challenge, challenge.wrongAttempt);
    expect(controller.getState().status).toBe('ready');
    expect(failed(id, controller).length).toBeGreaterThan(0);
  });

  it('refuses its loophole, which fulfils the letter of the goal but not its point', async () => {
    controller = new PlaygroundController(scenarioCatalogue);
    await replayChallenge(controller, challenge, challenge.loophole);
    expect(controller.getState().status).toBe('ready');
    expect(failed(id, controller).length).toBeGreaterThan(0);
  });
});
