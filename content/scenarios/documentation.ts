import type { ScenarioInput } from '@/lib/mcp/scenario';

const guides = [
  ['demarrage', 'Démarrer', 'Les premiers pas\u00A0: créer un compte et lancer un premier projet.'],
  [
    'installation',
    'Installer',
    'Installer l’outil en ligne de commande sur Linux, macOS ou Windows.',
  ],
  ['configuration', 'Configurer', 'Le fichier de configuration, ses sections et leurs valeurs.'],
  ['deploiement', 'Déployer', 'Mettre un projet en production, pas à pas.'],
  ['sauvegardes', 'Sauvegarder', 'Planifier les sauvegardes et restaurer une copie.'],
  ['securite', 'Sécuriser', 'Clés d’API, rôles et journal des accès.'],
  ['depannage', 'Dépanner', 'Les erreurs les plus fréquentes et leurs solutions.'],
] as const;

/** A documentation server: a catalogue in pages, completion, cache hints, a live change, skills. */
export const documentation: ScenarioInput = {
  id: 'documentation',
  title: 'Une documentation en pages',
  summary:
    'Pagination (nextCursor), complétion des arguments d’un gabarit et d’un prompt (completion/complete), cache (ttlMs, cacheScope, une lecture servie sans requête), list_changed qui vide le cache, et l’extension Skills dans capabilities.extensions.',
  group: 'utilitaires',
  servers: [
    {
      name: 'documentation',
      version: '3.1.0',
      instructions:
        'La documentation de l’équipe. Les guides changent rarement\u00A0: leur liste et les horaires du support peuvent être gardés en cache.',
      pageSize: 3,
      cacheHints: {
        'resources/list': { ttlMs: 300_000, cacheScope: 'public' },
        'resources/templates/list': { ttlMs: 300_000, cacheScope: 'public' },
      },
      resources: [
        ...guides.map(([slug, title, description]) => ({
          name: `guide-${slug}`,
          uri: `docs://guides/${slug}`,
          title,
          description,
          mimeType: 'text/markdown',
          text: `# ${title}\n\n${description}`,
        })),
        {
          name: 'horaires-support',
          uri: 'docs://support/horaires',
          title: 'Horaires du support',
          description: 'Quand joindre le support\u00A0: la même réponse pour tout le monde.',
          mimeType: 'text/plain',
          text: 'Support joignable du lundi au vendredi, de 9\u00A0h à 18\u00A0h.',
          cacheHint: { ttlMs: 60_000, cacheScope: 'public' },
        },
      ],
      resourceTemplates: [
        {
          name: 'faq',
          uriTemplate: 'docs://faq/{sujet}',
          title: 'Question fréquente',
          description: 'La réponse de la FAQ sur un sujet.',
          mimeType: 'text/markdown',
          text: '# FAQ\u00A0: {{sujet}}\n\nLa réponse de l’équipe sur «\u00A0{{sujet}}\u00A0».',
          values: {
            sujet: ['cache', 'cles-api', 'connexion', 'curseurs', 'pagination', 'progression'],
          },
        },
      ],
      prompts: [
        {
          name: 'expliquer-un-guide',
          title: 'Expliquer un guide',
          description: 'Demande au modèle d’expliquer un guide à un nouveau venu.',
          arguments: [
            {
              name: 'guide',
              description: 'Le guide à expliquer',
              required: true,
              values: guides.map(([slug]) => slug),
            },
          ],
          messages: [
            {
              role: 'user',
              text: 'Explique le guide docs://guides/{{guide}} à un nouveau venu, en trois phrases.',
            },
          ],
        },
      ],
      skills: [
        {
          name: 'rediger-un-guide',
          description:
            'Écrire un guide de la documentation au format de l’équipe\u00A0: un titre, un but, des étapes numérotées.',
          body: '# Rédiger un guide\n\n1. Un titre à l’infinitif.\n2. Une phrase qui dit à quoi sert le guide.\n3. Des étapes numérotées, une action par étape.',
        },
      ],
    },
  ],
  script: [
    { do: 'connect' },
    // The SDK walks the pages itself: three resources/list on the wire, one list for the host.
    { do: 'list', server: 'documentation', what: 'resources' },
    { do: 'list', server: 'documentation', what: 'resourceTemplates' },
    // The learner types « c » in the template's argument: the server suggests values.
    {
      do: 'complete',
      server: 'documentation',
      ref: { type: 'ref/resource', uri: 'docs://faq/{sujet}' },
      argument: { name: 'sujet', value: 'c' },
    },
    { do: 'read', server: 'documentation', uri: 'docs://faq/curseurs', attach: 'learner' },
    // A prompt's argument completes too: the reference names the prompt (ref/prompt).
    {
      do: 'complete',
      server: 'documentation',
      ref: { type: 'ref/prompt', name: 'expliquer-un-guide' },
      argument: { name: 'guide', value: 'd' },
    },
    // Read twice: in 2026-07-28 the second read comes from the client's cache (ttlMs 60 000).
    { do: 'read', server: 'documentation', uri: 'docs://support/horaires' },
    { do: 'read', server: 'documentation', uri: 'docs://support/horaires' },
    // The list too is still fresh: no request.
    { do: 'list', server: 'documentation', what: 'resources' },
    // A new guide: list_changed empties the cached list, the client lists again.
    {
      do: 'add-resource',
      server: 'documentation',
      resource: {
        name: 'guide-migration',
        uri: 'docs://guides/migration',
        title: 'Migrer',
        description: 'Passer de la version 2 à la version 3.',
        mimeType: 'text/markdown',
        text: '# Migrer\n\nPasser de la version 2 à la version 3.',
      },
    },
    // The extension the server declared under capabilities.extensions, used for real.
    { do: 'skills', server: 'documentation' },
    { do: 'disconnect' },
  ],
};
