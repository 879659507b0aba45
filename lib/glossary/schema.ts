import { z } from 'zod';
import { RichTextSchema } from '@/lib/lessons/schema';

/** One glossary entry: the French term, its English name and a short definition. */
export const GlossaryTermSchema = z
  .object({
    /** The anchor on /glossaire (`/glossaire#hote`): ASCII, no accents. */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'identifiant en minuscules ASCII et tirets'),
    term: z.string().min(1),
    /** Set when the term is written as code (`_meta`, `inputSchema`). */
    code: z.boolean().optional(),
    english: z.string().min(1),
    definition: RichTextSchema,
    /** Related terms, by id. */
    see: z.array(z.string()).optional(),
  })
  .strict();

export type GlossaryTermInput = z.input<typeof GlossaryTermSchema>;
export type GlossaryTerm = z.infer<typeof GlossaryTermSchema>;
