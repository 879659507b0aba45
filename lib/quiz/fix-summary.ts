import { quizMessages } from '@/messages/quiz';
import type { FixCheck, FixWire } from './fix-run';

const t = quizMessages.fix;

/** One line of a check's result: what it says, and whether it passed (undefined: not tried). */
export interface CheckLine {
  ok: boolean | undefined;
  text: string;
}

/** What the result of « Vérifier » says: the rules, the call, and the messages on the wire. */
export interface CheckSummary {
  rules: CheckLine;
  call: CheckLine;
  wire: FixWire;
}

function rulesLine(check: FixCheck): CheckLine {
  switch (check.rules.verdict) {
    case 'ok':
      return { ok: true, text: t.rulesOk };
    case 'syntax':
      return { ok: false, text: t.rulesSyntax };
    case 'shape':
      return { ok: false, text: t.rulesShape };
    case 'errors':
    case 'defects':
      return { ok: false, text: t.rulesErrors(check.rules.blocking.length) };
  }
}

function callLine(call: FixCheck['call']): CheckLine {
  switch (call.status) {
    case 'not-run':
      return { ok: undefined, text: t.callNotRun };
    case 'failed':
      return { ok: false, text: t.callFailed(call.message) };
    case 'protocol-error':
      return { ok: false, text: t.callProtocolError(call.message) };
    case 'is-error':
      return { ok: false, text: t.callIsError };
    case 'result':
      return { ok: true, text: t.callOk };
  }
}

/** The French lines of a check, and the exact request and answer when a call went out. */
export function checkSummary(check: FixCheck): CheckSummary {
  const { call } = check;
  const wire: FixWire =
    call.status === 'not-run' || call.status === 'failed'
      ? {}
      : {
          ...(call.request !== undefined && { request: call.request }),
          ...(call.answer !== undefined && { answer: call.answer }),
        };
  return { rules: rulesLine(check), call: callLine(call), wire };
}
