import type { MessageKind } from '@/lib/lessons/schema';

/**
 * How each kind of message is drawn: its colour (a variable of app/globals.css, so light and
 * dark themes follow) and a line pattern, so that colour is never the only cue.
 */
// Class names are written out in full so that Tailwind finds them in the source.
export const KIND_STYLE: Record<
  MessageKind,
  { color: string; dash?: string; border: string; borderTop: string }
> = {
  request: {
    color: 'var(--kind-request)',
    border: 'border-kind-request',
    borderTop: 'border-t-kind-request',
  },
  result: {
    color: 'var(--kind-result)',
    dash: '7 4',
    border: 'border-kind-result',
    borderTop: 'border-t-kind-result',
  },
  error: {
    color: 'var(--kind-error)',
    dash: '7 4',
    border: 'border-kind-error',
    borderTop: 'border-t-kind-error',
  },
  notification: {
    color: 'var(--kind-notification)',
    dash: '2 4',
    border: 'border-kind-notification',
    borderTop: 'border-t-kind-notification',
  },
  host: {
    color: 'var(--kind-host)',
    dash: '10 3 2 3',
    border: 'border-kind-host',
    borderTop: 'border-t-kind-host',
  },
};

export const KIND_ORDER: MessageKind[] = ['request', 'result', 'error', 'notification', 'host'];
