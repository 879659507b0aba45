import type { ThemeSlug } from '@/lib/quiz/schema';

/** How each quiz theme is named and introduced on /quiz and at the top of its quiz. */
export const quizThemes: Record<ThemeSlug, { name: string; description: string }> = {
  primitives: {
    name: 'Primitives',
    description:
      'Outils, ressources et prompts : qui décide de s’en servir, avec quelles méthodes ; élicitation, échantillonnage et racines côté client, journalisation côté serveur, et leur statut en 2026-07-28.',
  },
  erreurs: {
    name: 'Erreurs',
    description:
      'Erreur de protocole ou résultat `isError: true`, chaque code JSON-RPC de -32700 à -32022, et ce que doit dire un bon message d’erreur.',
  },
  'cycle-de-vie': {
    name: 'Cycle de vie',
    description:
      'Les phases de la poignée de main des révisions 2025, `notifications/initialized`, puis `server/discover` et le protocole sans état de 2026-07-28.',
  },
  transports: {
    name: 'Transports',
    description:
      'stdio et sa sortie standard réservée aux messages, Streamable HTTP qui remplace HTTP+SSE, et l’authentification OAuth 2.1 avec PKCE.',
  },
  revisions: {
    name: 'Révisions',
    description:
      'Ce qui a changé d’une révision du protocole à l’autre, ce qui est déprécié, et comment reconnaître un tutoriel périmé.',
  },
  securite: {
    name: 'Sécurité',
    description:
      'Des annotations qui ne sont que des indices, l’humain dans la boucle, le moindre privilège et l’injection indirecte par les résultats d’outils.',
  },
  architecture: {
    name: 'Architecture',
    description:
      'Hôte, client, serveur : un client par serveur, deux couches, le réflexe de débogage, et quand préférer autre chose que MCP.',
  },
};
