import {
  LAST_POSITION_KEY,
  parseLastPosition,
  type LastPosition,
} from '@/lib/address/last-position';

/** The learner's last place in the playground, as stored in this browser (checked). */
export function readLastPosition(): LastPosition | undefined {
  try {
    return parseLastPosition(window.localStorage.getItem(LAST_POSITION_KEY));
  } catch {
    // Storage refused (private mode, policy): the playground opens its default.
    return undefined;
  }
}

export function writeLastPosition(position: LastPosition): void {
  try {
    window.localStorage.setItem(LAST_POSITION_KEY, JSON.stringify(position));
  } catch {
    // Not remembered: nothing else changes.
  }
}
