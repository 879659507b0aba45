import { hostMessages } from '@/content/ui/host';
import { ACCEPTED_CONFIRMATION } from '@/lib/mcp/host/delegate';
import { standInSample } from '@/lib/mcp/host/sampler';
import type { PlaygroundController } from '@/lib/playground/controller';
import { Repl } from '@/lib/terminal/repl';
import { startChallenge } from './run';
import type { Challenge, LearnerStep } from './schema';

/**
 * Connects what the scenario's script left disconnected, as the host panel and the editor do
 * before acting: a client that connects again lists its tools (the editor's path only connects).
 */
async function ensureConnected(
  controller: PlaygroundController,
  servers: readonly string[],
  listTools: boolean,
): Promise<void> {
  for (const server of servers) {
    const session = controller.getState().session;
    if (!session || session.isConnected(server)) continue;
    const connected = await controller.perform({ do: 'connect', server });
    if (connected.ok && listTools) await controller.perform({ do: 'list', server, what: 'tools' });
  }
}

/**
 * Performs one learner step through the same controller calls as the control it stands for
 * (see LearnerStepSchema). Used by the tests to replay reference solutions and wrong attempts.
 */
export async function performLearnerStep(
  controller: PlaygroundController,
  step: LearnerStep,
): Promise<void> {
  const state = controller.getState();
  const allServers = state.session?.serverNames ?? [];
  switch (step.do) {
    case 'switch':
      await controller.load(step.scenario ?? state.scenarioId, step.revision ?? state.revision);
      return;
    case 'ask':
      controller.setDelegate({
        approve: () => Promise.resolve(step.approve),
        elicit: () =>
          Promise.resolve(
            step.elicitation === 'accept' || step.elicitation === undefined
              ? ACCEPTED_CONFIRMATION
              : { action: step.elicitation },
          ),
        sample: (request) =>
          step.sampling === 'refuse'
            ? Promise.resolve(null)
            : Promise.resolve(standInSample(request, hostMessages.sampling.standInAnswer)),
      });
      await ensureConnected(controller, allServers, true);
      await controller.perform({
        do: 'ask',
        ...(step.question !== undefined && { question: step.question }),
        approve: 'ask',
      });
      return;
    case 'apply-tools': {
      await ensureConnected(controller, [step.server], false);
      const outcome = await controller.perform({
        do: 'set-tools',
        server: step.server,
        tools: step.tools,
      });
      if (outcome.ok) controller.setToolOverrides(step.server, step.tools);
      return;
    }
    case 'call':
      await ensureConnected(controller, [step.server], false);
      await controller.perform({
        do: 'call',
        server: step.server,
        tool: step.tool,
        arguments: step.arguments,
        approve: true,
      });
      return;
    case 'type': {
      // Opening the terminal turns the text framing on, as the terminal panel does.
      if (!state.framed && !controller.scenario?.framed) {
        await controller.load(state.scenarioId, state.revision, { framed: true });
      }
      const server = step.server ?? controller.getState().session?.serverNames[0];
      const repl = new Repl({
        session: () => controller.getState().session,
        perform: (action) => controller.perform(action),
        server: () => server,
      });
      await repl.submit(step.line);
      return;
    }
    case 'attach':
      await ensureConnected(controller, [step.server], true);
      await controller.perform({
        do: 'read',
        server: step.server,
        uri: step.uri,
        attach: 'learner',
      });
      return;
    case 'invoke':
      await ensureConnected(controller, [step.server], true);
      await controller.perform({
        do: 'prompt',
        server: step.server,
        name: step.name,
        arguments: step.arguments,
        invoke: true,
      });
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
