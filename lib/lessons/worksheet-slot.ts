// Loaded on demand by the worksheet's store: zod stays out of the lesson pages' first bytes.
import * as z from 'zod/mini';
import { LocalStore, type StorageSlot } from '@/lib/storage/local-store';
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

/** Where the store keeps it (the key and the empty value come from the light module). */
export interface Place<T> {
  key: string;
  empty: () => T;
}

/** Bump the version when the schema changes: data of another version is dropped, with a notice. */
export function worksheetSlot(place: Place<Worksheet>): StorageSlot<typeof WorksheetSchema> {
  return { key: place.key, version: 1, schema: WorksheetSchema, empty: place.empty };
}

export function openWorksheet(place: Place<Worksheet>): LocalStore<typeof WorksheetSchema> {
  return new LocalStore(worksheetSlot(place));
}
