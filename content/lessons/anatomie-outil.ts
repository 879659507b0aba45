import type { LessonInput } from '@/lib/lessons/schema';

export const anatomieOutil = {
  slug: 'anatomie-outil',
  theme: 'primitives',
  title: 'Anatomie d’un outil',
  summary:
    'Chaque champ d’une définition d’outil, la règle du nom, les schémas d’entrée et de sortie, et pourquoi les annotations ne protègent de rien.',
  objectives: [
    'Lire une définition d’outil champ par champ.',
    'Écrire un nom d’outil conforme : 1 à 128 caractères ASCII, lettres, chiffres, `_`, `-` et `.`.',
    'Expliquer pourquoi la description est le champ qui compte le plus.',
    'Expliquer pourquoi une annotation n’est jamais une garantie.',
  ],
  sections: [
    {
      id: 'definition',
      title: 'Une définition, champ par champ',
      blocks: [
        {
          type: 'trace',
          excerpt: 'meteo-tools-list-2026',
          messages: [1],
          caption: 'L’outil `get_weather` du scénario météo, tel que le renvoie `tools/list`.',
        },
        {
          type: 'diagram',
          caption: 'Les champs d’une définition d’outil',
          diagram: {
            kind: 'fields',
            fields: [
              {
                name: 'name',
                required: true,
                text: 'L’identifiant unique dans le serveur, celui que porte `tools/call`.',
              },
              {
                name: 'title',
                required: false,
                text: 'Un nom lisible, pour l’affichage dans l’hôte.',
              },
              {
                name: 'description',
                required: false,
                text: 'Ce que lit le modèle pour décider d’appeler l’outil. Facultatif dans le schéma, indispensable en pratique.',
              },
              {
                name: 'inputSchema',
                required: true,
                text: 'Le JSON Schema des arguments : toujours un objet, jamais `null`.',
              },
              {
                name: 'outputSchema',
                required: false,
                text: 'Le JSON Schema du résultat structuré, si l’outil en renvoie un.',
              },
              {
                name: 'annotations',
                required: false,
                text: 'Des indices sur le comportement de l’outil : lecture seule, destructeur…',
              },
            ],
          },
        },
      ],
    },
    {
      id: 'nom',
      title: 'La règle du nom',
      blocks: [
        {
          type: 'paragraph',
          text: 'Depuis la [révision](/glossaire#revision) 2025-11-25, la spécification recommande une règle précise pour les noms d’outils :',
        },
        {
          type: 'list',
          items: [
            'de 1 à 128 caractères ;',
            'seulement des lettres ASCII (A à Z, a à z), des chiffres, `_`, `-` et `.` : ni espace, ni virgule, ni accent ;',
            'sensible à la casse : `getUser` et `getuser` sont deux outils différents ;',
            'unique dans le serveur.',
          ],
        },
        {
          type: 'table',
          caption: 'Quelques noms, conformes ou non',
          headers: ['Nom', 'Conforme ?', 'Pourquoi'],
          rows: [
            ['`get_weather`', 'oui', 'lettres et `_`'],
            ['`admin.tools.list`', 'oui', 'le point est permis'],
            ['`get weather`', 'non', 'une espace'],
            ['`météo`', 'non', 'des lettres accentuées, hors ASCII'],
            ['`export,csv`', 'non', 'une virgule'],
          ],
        },
      ],
    },
    {
      id: 'description',
      title: 'La description, le champ qui compte le plus',
      blocks: [
        {
          type: 'paragraph',
          text: 'Le [modèle](/glossaire#modele-de-langage) ne voit pas votre code : il voit le nom, la description et le schéma. Une bonne description dit **ce que fait** l’outil, **quand** l’utiliser, **quand ne pas** l’utiliser, et **ce qu’il renvoie**. Une description vague mène à un mauvais choix, ou à aucun choix.',
        },
        {
          type: 'try',
          label: 'Voir une description vague égarer le choix de l’outil',
          description:
            'Le scénario « crm » : le sélecteur qui remplace le modèle affiche ses scores ; changez une description et regardez le choix basculer.',
          link: { scenario: 'crm', version: '2026-07-28', at: 'host:choose-tool' },
        },
      ],
    },
    {
      id: 'schemas',
      title: 'Schéma d’entrée, schéma de sortie',
      blocks: [
        {
          type: 'paragraph',
          text: 'L’[`inputSchema`](/glossaire#input-schema) est un JSON Schema (dialecte 2020-12 par défaut). Pour un outil sans paramètre, la forme recommandée est `{ "type": "object", "additionalProperties": false }`, qui n’accepte qu’un objet vide.',
        },
        {
          type: 'paragraph',
          text: 'L’[`outputSchema`](/glossaire#output-schema) est facultatif. S’il est fourni, le serveur **doit** renvoyer un `structuredContent` conforme, et le client devrait le vérifier. Jusqu’en 2025-11-25, ce `structuredContent` est toujours un objet ; en 2026-07-28, il peut être n’importe quelle valeur JSON (un tableau, par exemple). La spécification recommande aussi (« devrait », pas « doit ») de renvoyer le même JSON sous forme de texte dans `content`, pour les clients qui ne lisent pas le résultat structuré.',
        },
        {
          type: 'callout',
          tone: 'sdk',
          title: 'Ce que fait ce SDK',
          text: [
            'Des arguments qui ne respectent pas l’`inputSchema` ne donnent pas une erreur de protocole : le serveur répond par un résultat avec `isError: true` et le texte « Input validation error », que le modèle peut lire pour corriger son appel. C’est ce que demande la spécification depuis 2025-11-25.',
            'Un `structuredContent` qui ne respecte pas l’`outputSchema` donne, lui aussi, un résultat `isError: true` (« Output validation error »).',
          ],
        },
      ],
    },
    {
      id: 'resultat',
      title: 'Ce que renvoie un outil',
      blocks: [
        {
          type: 'paragraph',
          text: 'Le résultat d’un `tools/call` porte un tableau `content` : une suite de blocs, chacun avec son `type`. Un même résultat peut mêler plusieurs types.',
        },
        {
          type: 'table',
          caption: 'Les types de contenu d’un résultat d’outil',
          headers: ['`type`', 'Ce que porte le bloc'],
          rows: [
            ['`text`', 'du texte, dans `text`'],
            ['`image`', 'une image en base64 dans `data`, avec son `mimeType`'],
            ['`audio`', 'un son en base64 dans `data`, avec son `mimeType`'],
            [
              '`resource_link`',
              'un lien vers une ressource : son `uri`, que le client lira s’il le veut',
            ],
            ['`resource`', 'une ressource intégrée : son contenu est dans le résultat même'],
          ],
        },
        {
          type: 'paragraph',
          text: 'À côté de `content`, un outil peut renvoyer `structuredContent` (vu plus haut) et `isError: true` quand il a échoué : c’est l’objet de la leçon sur les [erreurs](/lecons/erreurs).',
        },
      ],
    },
    {
      id: 'annotations',
      title: 'Les annotations ne sont pas une sécurité',
      blocks: [
        {
          type: 'table',
          caption: 'Les annotations d’outil et leur valeur par défaut',
          headers: ['Annotation', 'Ce qu’elle prétend', 'Par défaut'],
          rows: [
            ['`readOnlyHint`', 'l’outil ne modifie rien', '`false`'],
            [
              '`destructiveHint`',
              'il peut détruire ou écraser (si ce n’est pas de la lecture seule)',
              '`true`',
            ],
            [
              '`idempotentHint`',
              'le rappeler avec les mêmes arguments ne change rien de plus',
              '`false`',
            ],
            ['`openWorldHint`', 'il touche un monde ouvert, comme le web', '`true`'],
          ],
        },
        {
          type: 'paragraph',
          text: 'Les défauts sont prudents : un outil sans [annotation](/glossaire#annotations) est présumé destructeur et ouvert sur l’extérieur. Mais ce ne sont que des indices. La spécification est nette : un client **doit** tenir les annotations pour non fiables, sauf si elles viennent d’un serveur de confiance.',
        },
        {
          type: 'callout',
          tone: 'attention',
          title: 'Un serveur peut mentir',
          text: [
            'Rien n’empêche un serveur malveillant d’écrire `readOnlyHint: true` sur un outil qui vide votre base. Les annotations servent l’ergonomie (une icône, un tri, une confirmation plus ou moins appuyée), jamais la protection. La protection, c’est l’humain dans la boucle et le moindre privilège : voir la [leçon sur la sécurité](/lecons/securite).',
          ],
        },
        {
          type: 'try',
          label: 'Démasquer le serveur menteur',
          description:
            'Son outil se dit en lecture seule ; regardez ce qu’il fait vraiment, et pourquoi l’hôte demande quand même l’autorisation.',
          link: { scenario: 'serveur-menteur', version: '2026-07-28', at: 'result:tools/list' },
        },
      ],
    },
  ],
  keyPoints: [
    '`name` et `inputSchema` sont obligatoires ; la description est indispensable en pratique.',
    'Un nom d’outil : 1 à 128 caractères ASCII, lettres, chiffres, `_`, `-`, `.`, sans espace.',
    'Avec un `outputSchema`, le `structuredContent` doit être conforme.',
    'Les annotations sont des indices, jamais des garanties.',
  ],
  sources: [
    {
      label: 'Spécification 2026-07-28 : outils (définition, noms, erreurs)',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools',
    },
    {
      label: 'Schéma officiel : ToolAnnotations',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/schema#toolannotations',
    },
  ],
} satisfies LessonInput;
