/** Where a challenge is played: the playground, told which challenge to set up. */
export function challengeHref(id: string): string {
  return `/bac-a-sable?defi=${encodeURIComponent(id)}`;
}

/** The query parameter the playground reads to show a challenge's panel. */
export const CHALLENGE_PARAM = 'defi';
