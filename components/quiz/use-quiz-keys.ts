'use client';

import { useEffect, useEffectEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { quizKeyAction, type QuizKeyAction, type QuizKeyPress } from '@/lib/quiz/keys';

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')
    return true;
  return (
    target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox'
  );
}

function pressOf(event: KeyboardEvent): QuizKeyPress {
  const { target } = event;
  return {
    key: event.key,
    modified: event.altKey || event.ctrlKey || event.metaKey,
    handled: event.defaultPrevented,
    inTextField: isTextField(target),
    onControl: target instanceof Element && target.closest('a, button, summary') !== null,
  };
}

/**
 * Keys 1–9 and Entrée in a question (lib/quiz/keys.ts), listened to on the whole page (a quiz,
 * one question at a time) or only inside the card (a lesson, where several questions sit one
 * under the other): then the returned handler goes on the card's `onKeyDown`.
 */
export function useQuizKeys(
  scope: 'page' | 'card',
  question: { answered: boolean; pickByDigit: boolean },
  act: (action: QuizKeyAction, target: EventTarget | null) => void,
): ((event: ReactKeyboardEvent) => void) | undefined {
  const handle = (event: KeyboardEvent) => {
    const action = quizKeyAction(pressOf(event), question);
    if (!action) return;
    event.preventDefault();
    act(action, event.target);
  };
  const onPageKey = useEffectEvent(handle);
  useEffect(() => {
    if (scope !== 'page') return;
    const listener = (event: KeyboardEvent) => onPageKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [scope]);
  return scope === 'card' ? (event) => handle(event.nativeEvent) : undefined;
}
