import { hostMessages } from '@/messages/host';
import { ACCEPTED_CONFIRMATION } from '@/lib/mcp/host/delegate';
import { standInSample } from '@/lib/mcp/host/sampler';
import type { PlaygroundController } from '@/lib/playground/controller';
import { Repl } from '@/lib/terminal/repl';
import { startChallenge } from './run';
import type { Challenge, LearnerStep } from './schema';

/**
 * Performs one learner step through the same controller calls as the control it stands for
 * (see LearnerStepSchema). Used by the tests to replay reference solutions and wrong attempts.
 */
export async function performLearnerStep(
  controller: PlaygroundController,
  step: LearnerStep,
): Promise<void> {
  const state = controller.getState();
  switch (step.do) {
    case 'switch': {
      if (step.consent) {
        const answers = [...step.consent];
        controller.setDelegate({
          consent: (question) => {
            const answer = answers.shift();
            return Promise.resolve({
              allow: answer?.allow ?? true,
              scopes: answer?.scopes ?? question.suggested,
            });
          },
        });
      }
      await controller.load(step.scenario ?? state.scenarioId, step.revision ?? state.revision, {
        ...(step.transport && { overHttp: step.transport === 'http' }),
      });
      return;
    }
    case 'ask':
      controller.setDelegate({
        approve: () => Promise.resolve(step.approve),
        elicit: () =>
          Promise.resolve(
            step.elicitation === 'accept' || step.elicitation === undefined
              ? ACCEPTED_CONFIRMATION
              : { action: step.elicitation },
          ),
        openUrl: () =>
          Promise.resolve({
            action: step.elicitation ?? 'accept',
            visited: (step.elicitation ?? 'accept') === 'accept' && step.page !== 'leave',
          }),
        sample: (request) =>
          step.sampling === 'refuse'
            ? Promise.resolve(null)
            : Promise.resolve(standInSample(request, hostMessages.sampling.standInAnswer)),
      });
      await controller.ask(step.question);
      return;
    case 'apply-tools':
      await controller.applyTools(step.server, step.tools);
      return;
    case 'call':
      await controller.callTool(step.server, step.tool, step.arguments);
      return;
    case 'type': {
      // Opening the terminal turns the text framing on, as the terminal panel does (over HTTP
      // each line is a POST: nothing to turn on).
      if (!state.framed && !controller.scenario?.framed && state.session?.link !== 'http') {
        await controller.load(state.scenarioId, state.revision, { framed: true });
      }
      const server = step.server ?? controller.getState().session?.serverNames[0];
      const repl = new Repl({
        wire: () => controller.rawWire(),
        server: () => server,
      });
      await repl.submit(step.line);
      return;
    }
    case 'attach':
      await controller.attachResource(step.server, step.uri);
      return;
    case 'page':
      await controller.listPage(step.server, step.what, step.page);
      return;
    case 'invoke':
      await controller.invokePrompt(step.server, step.name, step.arguments);
      return;
  }
}

/** Starts the challenge, then performs the steps in order. */
export async function replayChallenge(
  controller: PlaygroundController,
  challenge: Challenge,
  steps: readonly LearnerStep[],
): Promise<void> {
  await startChallenge(controller, challenge);
  for (const step of steps) await performLearnerStep(controller, step);
}
