'use client';

import { FailureNotice } from '@/components/ui/error-boundary';

/** Next’s route-level boundary: a French notice with « Réessayer » instead of its English page (`reset` re-renders without a fetch, which a static export cannot do). */
export default function RouteError({ error, reset }: { error: unknown; reset: () => void }) {
  return <FailureNotice scope="page" error={error} onRetry={reset} />;
}
