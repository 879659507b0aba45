import type { StepLink } from '@/lib/links';

/**
 * A step of an OAuth walk as lessons and quiz questions link to it: played over Streamable HTTP
 * (authorization lives there), landing on the HTTP layer, in 2026-07-28. « Serveur protégé »
 * unless an error-lab case is named.
 */
export function oauthStep(at: string, occurrence?: number, scenario = 'serveur-protege'): StepLink {
  return {
    scenario,
    version: '2026-07-28',
    transport: 'http',
    layer: 'http',
    at,
    ...(occurrence !== undefined && { occurrence }),
  };
}
