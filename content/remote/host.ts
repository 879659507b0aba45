import { z } from 'zod';

const RemoteHostSchema = z.object({
  clientCapabilities: z.record(z.string(), z.unknown()),
  roots: z.array(z.object({ uri: z.string().url(), name: z.string().optional() })),
});

/**
 * The host « Brancher mon serveur » plays for the learner's server: what the scenarios' host
 * really has, declared as such — form elicitation through the same dialog, sampling answered
 * by the stand-in model after the same dialog, URL elicitation (the server's page opens in a new
 * tab; 2025-11-25 onwards, the host leaves it out in 2025-06-18), and one root to share.
 */
export const remoteHost = RemoteHostSchema.parse({
  clientCapabilities: {
    elicitation: { form: {}, url: {} },
    sampling: {},
    roots: { listChanged: false },
  },
  roots: [{ uri: 'file:///home/alice/projet', name: 'Projet de démonstration' }],
});
