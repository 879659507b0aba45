// Loaded on demand by the worksheet's store: zod stays out of the lesson pages' first bytes.
import * as z from 'zod/mini';
import { LocalStore, type StoragePlace, type StorageSlot } from '@/lib/storage/local-store';
import { PARAM_TYPES, TOOL_EFFECTS, TRANSPORTS } from './worksheet-kinds';

const ParamSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(PARAM_TYPES),
  description: z.string(),
  required: z.boolean(),
});
const ToolSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  effect: z.enum(TOOL_EFFECTS),
  params: z.array(ParamSchema),
});
const ResourceSchema = z.object({
  id: z.string(),
  uri: z.string(),
  description: z.string(),
  mimeType: z.string(),
});
const PromptSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  args: z.string(),
});

export const WorksheetSchema = z.object({
  serverName: z.string(),
  purpose: z.string(),
  resources: z.array(ResourceSchema),
  tools: z.array(ToolSchema),
  prompts: z.array(PromptSchema),
  transport: z.enum(TRANSPORTS),
  transportReason: z.string(),
});
export type Worksheet = z.infer<typeof WorksheetSchema>;
export type WorksheetTool = z.infer<typeof ToolSchema>;
export type WorksheetParam = z.infer<typeof ParamSchema>;
export type WorksheetResource = z.infer<typeof ResourceSchema>;
export type WorksheetPrompt = z.infer<typeof PromptSchema>;

/** Bump the version when the schema changes: data of another version is dropped, with a notice. */
export const worksheetSlot = (
  place: StoragePlace<Worksheet>,
): StorageSlot<typeof WorksheetSchema> => ({ ...place, version: 1, schema: WorksheetSchema });

export const openWorksheet = (place: StoragePlace<Worksheet>) =>
  new LocalStore(worksheetSlot(place));
