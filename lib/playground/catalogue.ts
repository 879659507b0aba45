import type { Scenario } from '@/lib/mcp/scenario';
import type { Revision } from '@/lib/mcp/revisions';

/**
 * The shipped scenarios as the playground needs them. It is handed in (built by
 * content/scenarios/catalogue.ts) because lib/ sits below content/ and never imports it.
 */
export interface ScenarioCatalogue {
  /** The shipped scenarios' ids, in catalogue order (the first one opens by default). */
  readonly ids: readonly string[];
  /** One scenario, validated when first asked for. */
  get(id: string): Scenario | undefined;
  /**
   * How many steps a shipped scenario records in a revision (over HTTP if asked), when the step
   * index knows it.
   */
  expectedSteps(id: string, revision: Revision, overHttp?: boolean): number | undefined;
}
