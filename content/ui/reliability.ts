/** Interface strings for hostile or broken input: limits, regexes, failed panels, drafts set aside. */
export const reliabilityMessages = {
  /** What a JSON text or value was refused for; `{{where}}` names the place (see `places`). */
  json: {
    tooLong:
      '{{where}} est trop long ({{length}} caractères, {{max}} au plus)\u00A0: il n’a pas été lu, pour que la page reste utilisable.',
    tooDeep:
      '{{where}} est imbriqué trop profondément (plus de {{max}} niveaux de {…} ou […])\u00A0: il n’a pas été lu, pour que la page reste utilisable.',
    tooBig:
      '{{where}} contient trop de valeurs ({{count}}, {{max}} au plus)\u00A0: il n’a pas été lu, pour que la page reste utilisable.',
  },
  places: {
    share: 'L’état contenu dans ce lien de partage',
    outils: 'Le paramètre «\u00A0outils\u00A0» de ce lien',
    trace: 'Ce fichier de trace',
    repl: 'Ce message',
    audience: 'L’état reçu de la fenêtre du présentateur',
    editor: 'Ce texte',
    draft: 'Ce brouillon',
  },
  pattern: {
    unsupported:
      'le motif «\u00A0{{pattern}}\u00A0» n’a pas été vérifié ici\u00A0: il utilise une construction (lookahead, référence arrière…) que l’atelier n’évalue pas, pour ne jamais figer la page',
    tooLong:
      'le motif «\u00A0{{pattern}}\u00A0» n’a pas été vérifié ici\u00A0: le motif ou la valeur est trop long ({{max}} caractères au plus)',
  },
  tree: {
    /** A folded deep container; `count` is its number of entries. */
    expand: 'Déplier ({{count}})',
  },
  boundary: {
    panelTitle: 'Ce panneau a rencontré une erreur.',
    pageTitle: 'Cette page a rencontré une erreur.',
    body: 'Le reste de la page fonctionne toujours et votre texte est conservé (brouillons de l’éditeur compris). Message technique\u00A0: {{message}}',
    retry: 'Réessayer',
  },
  drafts: {
    setAside:
      'Un brouillon de l’éditeur n’a pas pu être relu ({{reason}})\u00A0: il a été mis de côté, pas effacé. Vous pouvez le télécharger pour le récupérer.',
    reasonUnreadable: 'texte illisible',
    reasonInvalid: 'champ «\u00A0{{path}}\u00A0» invalide',
    reasonTooLong: 'plus de {{max}} caractères',
    reasonTooDeep: 'JSON imbriqué trop profondément',
    summary:
      'Brouillons mis de côté dans ce navigateur\u00A0: {{count}}. Ils ne sont pas rouverts tout seuls\u00A0; téléchargez-les pour récupérer votre texte.',
    download: 'Télécharger les brouillons mis de côté',
    discard: 'Oublier les brouillons mis de côté',
    discardConfirm:
      'Oublier définitivement les brouillons mis de côté\u00A0? Téléchargez-les d’abord si vous voulez les garder.',
    tooLongToSave:
      'Ce brouillon dépasse {{max}} caractères\u00A0: il est gardé de côté dans ce navigateur (téléchargeable sous le titre de l’éditeur) mais ne sera pas rouvert tout seul. Votre texte reste dans l’éditeur tant que la page est ouverte.',
    heading: 'Brouillons mis de côté',
  },
} as const;
