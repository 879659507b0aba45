/** Interface strings for hostile or broken input: limits, regexes, failed panels, drafts set aside. */
import type { Slots } from './message';

export const reliabilityMessages = {
  /** What a JSON text or value was refused for; `{{where}}` names the place (see `places`). */
  json: {
    tooLong: (v: Slots<'where' | 'length' | 'max'>) =>
      `${v.where} est trop long (${v.length} caractères, ${v.max} au plus)\u00A0: il n’a pas été lu, pour que la page reste utilisable.`,
    tooDeep: (v: Slots<'where' | 'max'>) =>
      `${v.where} est imbriqué trop profondément (plus de ${v.max} niveaux de {…} ou […])\u00A0: il n’a pas été lu, pour que la page reste utilisable.`,
    tooHeavy: (v: Slots<'where' | 'size' | 'max'>) =>
      `${v.where} est trop lourd (${v.size}\u00A0Mo, ${v.max}\u00A0Mo au plus)\u00A0: il n’a pas été lu, pour que la page reste utilisable.`,
    tooBig: (v: Slots<'where' | 'count' | 'max'>) =>
      `${v.where} contient trop de valeurs (${v.count}, ${v.max} au plus)\u00A0: il n’a pas été lu, pour que la page reste utilisable.`,
  },
  places: {
    share: 'L’état contenu dans ce lien de partage',
    outils: 'Le paramètre «\u00A0outils\u00A0» de ce lien',
    trace: 'Ce fichier de trace',
    repl: 'Ce message',
    audience: 'L’état reçu de la fenêtre du présentateur',
    remote: 'Ce message de votre serveur',
    editor: 'Ce texte',
    draft: 'Ce brouillon',
  },
  pattern: {
    unsupported: (v: Slots<'pattern'>) =>
      `le motif «\u00A0${v.pattern}\u00A0» n’a pas été vérifié ici\u00A0: il utilise une construction (lookahead, référence arrière…) que l’atelier n’évalue pas, pour ne jamais figer la page`,
    tooLong: (v: Slots<'pattern' | 'max'>) =>
      `le motif «\u00A0${v.pattern}\u00A0» n’a pas été vérifié ici\u00A0: le motif ou la valeur est trop long (${v.max} caractères au plus)`,
  },
  tree: {
    /** A folded deep container; `count` is its number of entries. */
    expand: (v: Slots<'count'>) => `Déplier (${v.count})`,
    /** Entries of a wide container not drawn yet; `next` is how many one click adds. */
    more: (v: Slots<'hidden' | 'next'>) =>
      Number(v.hidden) === 1
        ? '1\u00A0élément de plus (l’afficher)'
        : `${Number(v.hidden).toLocaleString('fr-FR')}\u00A0éléments de plus (afficher les ${Number(v.next).toLocaleString('fr-FR')}\u00A0suivants)`,
  },
  boundary: {
    panelTitle: 'Ce panneau a rencontré une erreur.',
    pageTitle: 'Cette page a rencontré une erreur.',
    body: (v: Slots<'message'>) =>
      `Le reste de la page fonctionne toujours et votre texte est conservé (brouillons de l’éditeur compris). Message technique\u00A0: ${v.message}`,
    retry: 'Réessayer',
  },
  drafts: {
    setAside: (v: Slots<'reason'>) =>
      `Un brouillon de l’éditeur n’a pas pu être relu (${v.reason})\u00A0: il a été mis de côté, pas effacé. Vous pouvez le télécharger pour le récupérer.`,
    keptInPlace: (v: Slots<'reason'>) =>
      `Un brouillon de l’éditeur n’a pas pu être relu (${v.reason})\u00A0: il n’a pas pu être mis de côté non plus, il reste donc tel quel dans ce navigateur, sans rien effacer. Le bouton «\u00A0Télécharger les brouillons mis de côté\u00A0» permet de le récupérer.`,
    reasonUnreadable: 'texte illisible',
    reasonReplacedByLink: 'remplacé dans l’éditeur par les outils d’un lien',
    reasonInvalid: (v: Slots<'path'>) => `champ «\u00A0${v.path}\u00A0» invalide`,
    reasonTooLong: (v: Slots<'max'>) => `plus de ${v.max} caractères`,
    reasonTooDeep: 'JSON imbriqué trop profondément',
    summary: (v: Slots<'count'>) =>
      `Brouillons mis de côté dans ce navigateur\u00A0: ${v.count}. Ils ne sont pas rouverts tout seuls\u00A0; téléchargez-les pour récupérer votre texte.`,
    download: 'Télécharger les brouillons mis de côté',
    discard: 'Oublier les brouillons mis de côté',
    discardConfirm:
      'Oublier définitivement les brouillons mis de côté\u00A0? Téléchargez-les d’abord si vous voulez les garder.',
    tooLongToSave: (v: Slots<'max'>) =>
      `Ce brouillon dépasse ${v.max} caractères\u00A0: il est gardé de côté dans ce navigateur (téléchargeable sous le titre de l’éditeur) mais ne sera pas rouvert tout seul. Votre texte reste dans l’éditeur tant que la page est ouverte.`,
    heading: 'Brouillons mis de côté',
  },
} as const;
