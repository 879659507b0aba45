import type { ScenarioInput } from '@/lib/mcp/scenario';

/** A tool that takes time: progress, log lines filtered by level, an OpenTelemetry trace. */
export const exportLong: ScenarioInput = {
  id: 'export-long',
  title: 'Un export qui prend du temps',
  summary:
    'Progression (progressToken, notifications/progress), journaux filtrés par niveau (logLevel par requête en 2026-07-28, logging/setLevel en 2025) et traceparent OpenTelemetry dans _meta.',
  group: 'utilitaires',
  question: 'Exporte les ventes du mois en CSV.',
  // Asked from the host panel, the export shows its progress bar and its log lines.
  askWith: { progress: true, logLevel: 'info' },
  argumentHints: [
    {
      tool: 'exporter_ventes',
      arguments: {
        mois: {
          value: '2026-11',
          because:
            'Le paramètre «\u00A0mois\u00A0» attend une année et un mois\u00A0: le modèle simulé prend novembre 2026, le mois de la démonstration.',
        },
      },
    },
  ],
  servers: [
    {
      name: 'rapports',
      version: '1.0.0',
      instructions:
        'Exports de données. Un export prend quelques secondes\u00A0: demandez la progression pour la suivre.',
      tools: [
        {
          definition: {
            name: 'exporter_ventes',
            title: 'Exporter les ventes',
            description:
              'Exporte les ventes d’un mois en fichier CSV. L’export se fait en trois étapes et peut prendre plusieurs secondes.',
            inputSchema: {
              type: 'object',
              properties: {
                mois: {
                  type: 'string',
                  description: 'Mois à exporter, au format AAAA-MM.',
                  pattern: '^[0-9]{4}-[0-9]{2}$',
                },
              },
              required: ['mois'],
              additionalProperties: false,
            },
            annotations: { readOnlyHint: true, openWorldHint: false },
          },
          behaviour: {
            progress: {
              messages: [
                'Lecture des commandes du mois',
                'Calcul des totaux par client',
                'Écriture du fichier CSV',
              ],
              stepMs: 120,
            },
            logs: [
              {
                level: 'info',
                logger: 'export',
                text: 'Export de {{mois}} démarré.',
              },
              {
                level: 'warning',
                logger: 'export',
                text: 'Trois commandes de {{mois}} sans client rattaché ont été ignorées (trace {{trace}}).',
              },
            ],
            outcome: {
              kind: 'text',
              text: 'Export terminé\u00A0: ventes-{{mois}}.csv, 412 lignes.',
            },
          },
        },
      ],
    },
  ],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'rapports', what: 'tools' },
    // Progress asked, no log level: 2026-07-28 sends no log line, 2025 sends them all.
    {
      do: 'call',
      server: 'rapports',
      tool: 'exporter_ventes',
      arguments: { mois: '2026-11' },
      progress: true,
    },
    // 2025 only: 2026-07-28 removed logging/setLevel, the SDK client refuses it before sending.
    { do: 'set-log-level', server: 'rapports', level: 'warning' },
    // 2026-07-28: this request alone asks for warnings and worse. Its OpenTelemetry trace
    // context travels in _meta too, and the server quotes it in its log line.
    {
      do: 'call',
      server: 'rapports',
      tool: 'exporter_ventes',
      arguments: { mois: '2026-10' },
      logLevel: 'warning',
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    },
    { do: 'disconnect' },
  ],
};
