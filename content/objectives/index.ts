import { z } from 'zod';
import { parseContent } from '@/lib/content/parse';
import { ObjectiveSchema, type Objective } from '@/lib/lessons/objectives';
import { objectiveSources } from './sources';

export const OBJECTIVES: readonly Objective[] = parseContent(
  z.array(ObjectiveSchema),
  objectiveSources,
  'content/objectives',
);

export function objectivesForLesson(slug: string): Objective[] {
  return OBJECTIVES.filter((o) => o.taught.lesson === slug);
}
