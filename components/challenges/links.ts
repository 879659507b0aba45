import { formatAddress } from '@/lib/address/format';

/** Where a challenge is played: the playground, told which challenge to set up. */
export function challengeHref(id: string): string {
  return formatAddress({ challenge: id });
}
