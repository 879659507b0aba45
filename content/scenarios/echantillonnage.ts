import type { ScenarioInput } from '@/lib/mcp/scenario';

/** The server borrows the host's model (sampling) and asks for the client's roots. */
export const echantillonnage: ScenarioInput = {
  id: 'echantillonnage',
  title: 'Échantillonnage et racines',
  summary:
    'Le serveur emprunte le modèle de l’hôte (sampling/createMessage) et demande ses racines (roots/list)\u00A0: deux primitives côté client, dépréciées en 2026-07-28.',
  group: 'hote',
  question: 'Résume l’incident INC-204.',
  argumentHints: [],
  clientCapabilities: { elicitation: { form: {} }, sampling: {}, roots: { listChanged: false } },
  roots: [{ uri: 'file:///projet', name: 'Projet Atelier' }],
  servers: [
    {
      name: 'redaction',
      version: '1.0.0',
      instructions:
        'Rédaction de comptes rendus. Ce serveur n’a pas de modèle\u00A0: il demande à celui de l’hôte.',
      tools: [
        {
          definition: {
            name: 'resumer_incident',
            title: 'Résumer un incident',
            description:
              'Résume un incident de production en une phrase, en demandant au modèle de l’hôte (échantillonnage).',
            inputSchema: {
              type: 'object',
              properties: {
                incident: {
                  type: 'string',
                  enum: ['INC-204', 'INC-207'],
                  description: 'Identifiant de l’incident.',
                },
              },
              required: ['incident'],
              additionalProperties: false,
            },
            annotations: { readOnlyHint: true, openWorldHint: false },
          },
          behaviour: {
            sample: {
              message:
                'Résume cet incident en une phrase\u00A0: le paiement est lent depuis la mise à jour de 9 h. Les clients attendent plus de dix secondes.',
              systemPrompt: 'Tu rédiges des comptes rendus d’incident courts et factuels.',
              maxTokens: 120,
              refused:
                'Résumé impossible\u00A0: l’utilisateur a refusé de prêter le modèle de l’hôte.',
            },
            outcome: { kind: 'text', text: '{{incident}}\u00A0: {{sampled}}' },
          },
        },
        {
          definition: {
            name: 'lister_racines',
            title: 'Lister les racines du client',
            description: 'Demande au client les dossiers qu’il partage (racines).',
            inputSchema: { type: 'object', additionalProperties: false },
            annotations: { readOnlyHint: true, openWorldHint: false },
          },
          behaviour: {
            roots: true,
            outcome: { kind: 'text', text: 'Racines partagées par le client\u00A0: {{roots}}' },
          },
        },
      ],
    },
  ],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'redaction', what: 'tools' },
    {
      do: 'call',
      server: 'redaction',
      tool: 'resumer_incident',
      arguments: { incident: 'INC-204' },
      sampling: 'accept',
    },
    { do: 'call', server: 'redaction', tool: 'lister_racines', arguments: {} },
    { do: 'disconnect' },
  ],
};
