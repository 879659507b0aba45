import type { AnnotationRuleInput } from '@/lib/annotations/schema';
import { SPEC } from './spec';

const RES = ['result.resources[]', 'result.resourceTemplates[]'];
const inRes = (rest: string) => RES.map((r) => `${r}.${rest}`);

/** Resources, resource templates, prompts and completion. */
export const resourcePromptAnnotations: AnnotationRuleInput[] = [
  {
    on: ['result:resources/list'],
    paths: ['result.resources'],
    label: 'Liste des ressources',
    text: 'Les données que le serveur met à disposition en lecture, chacune désignée par une URI. C’est l’application hôte qui décide lesquelles joindre au contexte, pas le modèle.',
    spec: SPEC.resources,
  },
  {
    on: ['result:resources/templates/list'],
    paths: ['result.resourceTemplates'],
    label: 'Modèles de ressources',
    text: 'Des familles de ressources décrites par un modèle d’URI (`{variable}`) : le client remplit les variables pour obtenir une URI précise.',
    spec: SPEC.templates,
  },
  {
    on: ['result:resources/list', 'result:resources/templates/list'],
    paths: RES,
    label: 'Une ressource',
    text: 'La fiche d’une ressource : son URI (ou modèle d’URI), son nom, sa description, son type MIME.',
    spec: SPEC.resources,
  },
  {
    on: ['result:resources/list', 'result:resources/templates/list'],
    paths: inRes('*'),
    label: 'Champ de la ressource',
    text: 'Un champ descriptif de la ressource, pour l’hôte et pour l’utilisateur.',
    spec: SPEC.resources,
  },
  {
    on: ['result:resources/list', 'result:resources/templates/list'],
    paths: inRes('*.**'),
    label: 'Détail de la ressource',
    text: 'Un détail facultatif (annotations d’audience ou de priorité, icônes, métadonnées).',
    spec: SPEC.resources,
  },
  {
    on: ['result:resources/list'],
    paths: ['result.resources[].uri'],
    label: 'URI de la ressource',
    text: 'L’adresse unique de la ressource sur ce serveur, à passer à `resources/read`. Le schéma (`file://`, `orders://`…) est libre.',
    spec: SPEC.resources,
  },
  {
    on: ['result:resources/templates/list'],
    paths: ['result.resourceTemplates[].uriTemplate'],
    label: 'Modèle d’URI',
    text: 'Une URI avec des variables entre accolades (RFC 6570). En les remplaçant, on obtient l’URI d’une ressource précise.',
    spec: SPEC.templates,
  },
  {
    on: ['result:resources/list', 'result:resources/templates/list'],
    paths: inRes('mimeType'),
    label: 'Type MIME',
    text: 'Le format du contenu (`text/plain`, `application/json`…), pour que l’hôte sache comment l’afficher ou le passer au modèle.',
    spec: SPEC.resources,
  },
  {
    on: [
      'request:resources/read',
      'request:resources/subscribe',
      'request:resources/unsubscribe',
      'notification:notifications/resources/updated',
    ],
    paths: ['params.uri'],
    label: 'URI demandée',
    text: 'L’adresse de la ressource concernée. Une URI inconnue donne l’erreur `-32602` (ressource introuvable).',
    spec: SPEC.resources,
  },
  {
    on: ['result:resources/read'],
    paths: ['result.contents'],
    label: 'Contenus lus',
    text: 'Le contenu de la ressource, en un ou plusieurs morceaux (un modèle d’URI peut en désigner plusieurs).',
    spec: SPEC.resources,
  },
  {
    on: ['result:resources/read'],
    paths: ['result.contents[]', 'result.contents[].*', 'result.contents[].*.**'],
    label: 'Un contenu',
    text: 'Un morceau de contenu : son `uri`, son `mimeType`, et soit `text` (texte), soit `blob` (binaire en base64).',
    spec: SPEC.resources,
  },
  {
    on: ['result:prompts/list'],
    paths: ['result.prompts'],
    label: 'Liste des prompts',
    text: 'Des modèles de messages prêts à l’emploi, que l’utilisateur choisit (souvent par une commande `/` dans l’hôte).',
    spec: SPEC.prompts,
  },
  {
    on: ['result:prompts/list'],
    paths: ['result.prompts[]', 'result.prompts[].*', 'result.prompts[].*.**'],
    label: 'Un prompt',
    text: 'La fiche d’un prompt : son nom, sa description et les arguments à fournir.',
    spec: SPEC.prompts,
  },
  {
    on: ['result:prompts/list'],
    paths: [
      'result.prompts[].arguments',
      'result.prompts[].arguments[]',
      'result.prompts[].arguments[].*',
    ],
    label: 'Argument du prompt',
    text: 'Une valeur à fournir au prompt : son nom, sa description et s’il est obligatoire (`required`).',
    spec: SPEC.prompts,
  },
  {
    on: ['request:prompts/get'],
    paths: ['params.name'],
    label: 'Prompt demandé',
    text: 'Le nom d’un prompt reçu dans `prompts/list`.',
    spec: SPEC.prompts,
  },
  {
    on: ['request:prompts/get'],
    paths: ['params.arguments'],
    label: 'Arguments du prompt',
    text: 'Les valeurs des arguments, toutes des chaînes. Un argument obligatoire manquant donne l’erreur `-32602`.',
    spec: SPEC.prompts,
  },
  {
    on: ['result:prompts/get'],
    paths: ['result.description'],
    label: 'Description',
    text: 'Ce que produit ce prompt.',
    spec: SPEC.prompts,
  },
  {
    on: ['result:prompts/get'],
    paths: ['result.messages'],
    label: 'Messages produits',
    text: 'Les messages que l’hôte insère dans la conversation, avec leur rôle (`user` ou `assistant`).',
    spec: SPEC.prompts,
  },
  {
    on: ['result:prompts/get'],
    paths: [
      'result.messages[]',
      'result.messages[].role',
      'result.messages[].content.*',
      'result.messages[].content.*.**',
    ],
    label: 'Un message',
    text: 'Un message du prompt : qui parle (`role`) et ce qu’il dit (`content`).',
    spec: SPEC.prompts,
  },
  {
    on: ['request:completion/complete'],
    paths: [
      'params.ref',
      'params.ref.*',
      'params.argument',
      'params.argument.*',
      'params.context',
      'params.context.**',
    ],
    label: 'Objet de la complétion',
    text: 'Quel prompt ou quel modèle d’URI (`ref`), quel argument et ce qui est déjà tapé (`argument.value`) : le serveur propose des suites possibles.',
    spec: SPEC.completion,
  },
  {
    on: ['result:completion/complete'],
    paths: ['result.completion', 'result.completion.*', 'result.completion.values[]'],
    label: 'Propositions',
    text: 'Les valeurs proposées (`values`, 100 au plus), leur nombre total et s’il en reste (`hasMore`).',
    spec: SPEC.completion,
  },
];

/**
 * Fallbacks for methods no other rule knows (a request typed in the terminal, an invented
 * method in the error lab): they speak only when no rule names the method itself, so that the
 * coverage test stays strict for every method the protocol defines.
 */
export const fallbackAnnotations: AnnotationRuleInput[] = [
  {
    on: ['request:*', 'notification:*'],
    fallback: true,
    paths: ['params.**'],
    label: 'Paramètre libre',
    text: 'Un paramètre d’une méthode que ce bac à sable ne décrit pas : le destinataire décide s’il le comprend. Une méthode inconnue reçoit l’erreur `-32601`.',
    spec: SPEC.base,
  },
  {
    on: ['result:*'],
    fallback: true,
    paths: ['result.**'],
    label: 'Donnée du résultat',
    text: 'Un champ du résultat d’une méthode que ce bac à sable ne décrit pas en détail.',
    spec: SPEC.base,
  },
];
