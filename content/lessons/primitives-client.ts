import type { LessonInput } from '@/lib/lessons/schema';

export const primitivesClient = {
  slug: 'primitives-client',
  theme: 'primitives',
  title: 'Ce que le serveur peut demander au client',
  summary:
    'L’élicitation, et ce qu’elle devient en 2026-07-28 ; l’échantillonnage, les racines et la journalisation, désormais dépréciés.',
  objectives: [
    'Expliquer ce qu’est l’élicitation et quand un serveur s’en sert.',
    'Dérouler une élicitation en 2025 (`elicitation/create`) et en 2026-07-28 (`input_required`, puis nouvel appel).',
    'Savoir ce que deviennent l’échantillonnage, les racines et la journalisation, et par quoi les remplacer.',
  ],
  sections: [
    {
      id: 'sens-inverse',
      title: 'Quand le serveur a besoin du client',
      blocks: [
        {
          type: 'paragraph',
          text: 'Le client aussi offre des fonctionnalités. Chacune n’existe que si le client l’a déclarée parmi ses [capacités](/glossaire#capacite) : un serveur ne doit pas demander ce que le client n’a pas annoncé.',
        },
        {
          type: 'list',
          items: [
            '[Élicitation](/glossaire#elicitation) : demander une information ou une confirmation à l’utilisateur.',
            '[Échantillonnage](/glossaire#echantillonnage) (`sampling`) : demander au modèle de l’hôte de produire une réponse (texte, image ou son).',
            '[Racines](/glossaire#racines) (`roots`) : connaître les répertoires que le client juge utiles. C’est une indication, pas un contrôle d’accès : rien n’empêche le serveur d’en sortir.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Les supports de cours y ajoutent souvent la [journalisation](/glossaire#journalisation). C’est en fait un utilitaire du serveur (des messages de journal envoyés au client), mais elle suit le même sort que l’échantillonnage en 2026-07-28.',
        },
      ],
    },
    {
      id: 'elicitation',
      title: 'L’élicitation',
      blocks: [
        {
          type: 'paragraph',
          text: 'Avant de supprimer un fichier, le serveur « stockage » du bac à sable veut une confirmation explicite. Il envoie un message et un petit schéma (un objet plat de champs simples). L’hôte affiche un formulaire ; l’utilisateur accepte (`accept`, avec ses réponses), refuse (`decline`) ou annule (`cancel`).',
        },
        {
          type: 'callout',
          tone: 'attention',
          title: 'Jamais de secret dans un formulaire',
          text: [
            'La spécification interdit de demander un mot de passe, une clé d’API ou un jeton par un formulaire d’élicitation. Pour une interaction sensible, le mode URL envoie l’utilisateur sur une page web, hors du protocole.',
          ],
        },
      ],
    },
    {
      id: 'deux-revisions',
      title: 'La même élicitation, dans deux révisions',
      blocks: [
        {
          type: 'diagram',
          caption: 'En 2025, le serveur envoie une requête au client au milieu de l’appel d’outil.',
          diagram: {
            kind: 'sequence',
            participants: [
              { id: 'user', label: 'Utilisateur' },
              { id: 'client', label: 'Hôte et client' },
              { id: 'server', label: 'Serveur' },
            ],
            steps: [
              {
                from: 'client',
                to: 'server',
                label: '`tools/call` `supprimer_fichier`',
                kind: 'request',
              },
              { from: 'server', to: 'client', label: '`elicitation/create`', kind: 'request' },
              { from: 'client', to: 'user', label: 'Supprimer vraiment ?', kind: 'host' },
              { from: 'user', to: 'client', label: 'Oui', kind: 'host' },
              { from: 'client', to: 'server', label: '`action: accept`', kind: 'result' },
              { from: 'server', to: 'client', label: 'résultat de l’outil', kind: 'result' },
            ],
          },
        },
        {
          type: 'diagram',
          caption:
            'En 2026-07-28, plus de requête du serveur vers le client : un résultat « il me manque quelque chose », puis un second appel.',
          diagram: {
            kind: 'sequence',
            participants: [
              { id: 'user', label: 'Utilisateur' },
              { id: 'client', label: 'Hôte et client' },
              { id: 'server', label: 'Serveur' },
            ],
            steps: [
              {
                from: 'client',
                to: 'server',
                label: '`tools/call` `supprimer_fichier`',
                kind: 'request',
              },
              {
                from: 'server',
                to: 'client',
                label: '`resultType: input_required`',
                kind: 'result',
              },
              { from: 'client', to: 'user', label: 'Supprimer vraiment ?', kind: 'host' },
              { from: 'user', to: 'client', label: 'Oui', kind: 'host' },
              {
                from: 'client',
                to: 'server',
                label: '`tools/call` avec `inputResponses`',
                kind: 'request',
              },
              { from: 'server', to: 'client', label: '`resultType: complete`', kind: 'result' },
            ],
          },
        },
        {
          type: 'trace',
          excerpt: 'elicitation-2026',
          caption:
            'Le scénario « élicitation » en 2026-07-28. Le résultat [`input_required`](/glossaire#input-required) range ses demandes dans `inputRequests`, sous une clé choisie par le serveur (`confirmation`) ; le second appel prend un nouvel `id` et répond sous la même clé, dans `inputResponses`.',
        },
        {
          type: 'paragraph',
          text: 'Un serveur peut aussi joindre un [`requestState`](/glossaire#request-state) : un état opaque que le client lui renvoie tel quel au second appel, pour qu’il n’ait rien à retenir entre les deux. Le client peut le modifier : la spécification demande au serveur de le traiter comme une donnée venue d’un attaquant et, s’il influence une décision, d’en protéger l’intégrité (une signature HMAC, par exemple). Le scénario du bac à sable n’en a pas besoin et n’en envoie pas.',
        },
        {
          type: 'try',
          label: 'Voir le résultat `input_required` et le second appel',
          description:
            'Le scénario « élicitation » en 2026-07-28 : confirmez, puis regardez l’appel repartir.',
          link: { scenario: 'elicitation', version: '2026-07-28', at: 'result:tools/call' },
        },
        {
          type: 'try',
          label: 'Comparer avec `elicitation/create` en 2025',
          description:
            'Le même scénario en 2025-11-25 : cette fois, le serveur envoie une vraie requête au client.',
          link: { scenario: 'elicitation', version: '2025-11-25', at: 'elicitation/create' },
        },
        {
          type: 'callout',
          tone: 'sdk',
          title: 'Ce que fait ce SDK',
          text: [
            'Un outil écrit avec `inputRequired(…)` fonctionne dans les deux révisions : en 2025, le SDK le transforme en requête `elicitation/create`. En revanche, l’ancien style qui pousse la demande pendant l’appel échoue en 2026-07-28.',
            'Si le client n’a pas déclaré la capacité `elicitation`, le serveur répond par l’erreur `-32021`, avec la capacité manquante dans `data.requiredCapabilities`.',
          ],
        },
      ],
    },
    {
      id: 'deprecies',
      title: 'Échantillonnage, racines et journalisation : dépréciés',
      blocks: [
        {
          type: 'table',
          caption: 'Trois fonctionnalités dépréciées en 2026-07-28, et ce qui les remplace',
          headers: ['Fonctionnalité', 'Ce qu’elle faisait', 'À la place'],
          rows: [
            [
              'Échantillonnage (`sampling/createMessage`)',
              'le serveur empruntait le modèle de l’hôte',
              'appeler directement l’API d’un fournisseur de modèles',
            ],
            [
              'Racines (`roots/list`)',
              'le client indiquait ses répertoires de travail',
              'passer les chemins en paramètres d’outil, en URI de ressource ou dans la configuration du serveur',
            ],
            [
              'Journalisation (`notifications/message`)',
              'le serveur envoyait ses journaux au client',
              'écrire sur la sortie d’erreur en stdio, ou utiliser OpenTelemetry',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'L’échantillonnage montre pourquoi ces demandes inversées posaient problème : le serveur y consomme le modèle, et donc les tokens, de l’hôte. C’est une frontière de confiance : l’hôte doit pouvoir montrer la demande à l’utilisateur, la modifier, la limiter ou la refuser.',
        },
        {
          type: 'callout',
          tone: 'changement',
          title: 'Déprécié ne veut pas dire supprimé',
          text: [
            '[Déprécié](/glossaire#deprecie) ne veut pas dire supprimé : ces fonctionnalités restent dans la spécification au moins douze mois après la révision 2026-07-28. Elles marchent encore, mais un nouveau serveur ou un nouveau client ne devrait plus s’en servir. Au passage, `logging/setLevel` et `notifications/roots/list_changed` ont, eux, été supprimés.',
          ],
        },
        {
          type: 'try',
          label: 'Provoquer l’erreur `-32021` : capacité manquante',
          description:
            'Le client n’a pas déclaré l’élicitation ; le serveur en a besoin et le dit avec un code précis.',
          link: {
            scenario: 'erreur-capacite-manquante',
            version: '2026-07-28',
            at: 'error:tools/call',
          },
        },
      ],
    },
  ],
  keyPoints: [
    'Élicitation : le serveur demande une information ou une confirmation à l’utilisateur.',
    'En 2025, une requête `elicitation/create` ; en 2026-07-28, un résultat `input_required` puis un nouvel appel.',
    'Échantillonnage, racines et journalisation sont dépréciés en 2026-07-28.',
    'Sans la capacité déclarée par le client, pas d’élicitation : erreur `-32021`.',
  ],
  sources: [
    {
      label: 'Spécification 2026-07-28 : élicitation',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/client/elicitation',
    },
    {
      label: 'Spécification 2026-07-28 : requêtes à allers-retours multiples',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr',
    },
    {
      label: 'Spécification 2026-07-28 : fonctionnalités dépréciées',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/deprecated',
    },
  ],
} satisfies LessonInput;
