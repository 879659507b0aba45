/** Interface strings of the editor panel, and the French wording of the editor's rules. */
import { count, type Slots } from './message';

export const editorMessages = {
  heading: 'Éditeur d’outils',
  intro:
    'Modifiez les définitions des outils d’un serveur, appliquez-les au serveur en marche, puis regardez ce qui passe sur le fil.',
  open: 'Ouvrir l’éditeur',
  loading: 'Chargement de l’éditeur…',
  loadFailed: (v: Slots<'message'>) => `L’éditeur n’a pas pu se charger\u00A0: ${v.message}`,
  serverLabel: 'Serveur',
  definitionsHeading: 'Définition (ce que le client reçoit dans tools/list)',
  definitionsHelp:
    'La liste des outils exactement comme le serveur la publie\u00A0: name, title, description, inputSchema, outputSchema, annotations. Le modèle choisit ses outils d’après ces champs.',
  definitionsLabel: 'Définitions des outils (JSON)',
  behavioursHeading: 'Comportement simulé (ce que fait le serveur, jamais envoyé au client)',
  behavioursHelp:
    'Un comportement par outil, dans le même ordre que les définitions\u00A0: vérifications, confirmation, délai, réponse (modèle de texte, contenu structuré, isError). Ce n’est pas du protocole\u00A0: c’est la partie «\u00A0code du serveur\u00A0» que le bac à sable simule.',
  behavioursLabel: 'Comportements simulés des outils (JSON)',
  apply: 'Appliquer',
  applying: 'Application…',
  reset: 'Réinitialiser',
  resetConfirm:
    'Revenir aux définitions du scénario pour ce serveur\u00A0? Votre brouillon sera effacé.',
  applied:
    'Définitions appliquées\u00A0: le serveur a annoncé le changement et le client a relu la liste.',
  applyRefusedJson:
    'Rien n’a été appliqué\u00A0: le JSON est invalide. Le serveur garde ses outils précédents.',
  applyRefusedRules: (v: Slots<'count'>) =>
    `Rien n’a été appliqué\u00A0: ${count(Number(v.count), 'erreur')} à corriger (voir les marques rouges). Le serveur garde ses outils précédents.`,
  applyFailed: (v: Slots<'message'>) => `Le serveur a refusé ces définitions\u00A0: ${v.message}`,
  noSession: 'Le scénario n’est pas prêt\u00A0: attendez qu’il ait fini de se jouer.',
  diagnosticsHeading: 'Remarques',
  diagnosticsNone: 'Aucune remarque.',
  diagnosticLine: (v: Slots<'line'>) => `ligne ${v.line}`,
  severity: { error: 'Erreur', warning: 'Attention', info: 'Info' },
  callHeading: 'Appeler un outil',
  toolLabel: 'Outil',
  noTools: 'Ce serveur n’a aucun outil pour l’instant.',
  argumentsLabel: 'Arguments de l’appel (JSON)',
  argumentsHelp:
    'Les arguments sont vérifiés ici d’après l’inputSchema, mais l’appel part quand même\u00A0: le serveur fait sa propre vérification, et vous verrez sa vraie réponse.',
  call: 'Appeler',
  calling: 'Appel en cours…',
  callRefusedJson: 'Appel impossible\u00A0: les arguments ne sont pas un JSON valide.',
  callResult: 'Réponse de l’outil',
  callIsError: 'Réponse avec isError\u00A0: true (erreur métier ou de validation)',
  callProtocolError: (v: Slots<'message'>) => `Erreur de protocole\u00A0: ${v.message}`,
  wireHeading: 'Sur le fil depuis votre dernière action',
  wireEmpty: 'Rien pour l’instant.',
  wireTools: (v: Slots<'names'>) => `outils\u00A0: ${v.names}`,
  wireIsError: 'isError\u00A0: true',
  draftRestored: 'Brouillon restauré depuis ce navigateur.',
  starterLoaded:
    'Un exemple pour commencer, pas encore servi\u00A0: modifiez-le, puis «\u00A0Appliquer\u00A0» le sert. «\u00A0Vider\u00A0» repart d’une liste vide.',
  starterEmpty: 'Vider',
  starterEmptied:
    'Liste vide\u00A0: écrivez votre premier outil. «\u00A0Réinitialiser\u00A0» remet l’exemple.',
  draftKeptFromLink:
    'Votre brouillon précédent n’est pas perdu\u00A0: il a été mis de côté dans ce navigateur (téléchargeable sous le titre de l’éditeur), et le bouton ci-dessous le remet dans l’éditeur.',
  restorePreviousDraft: 'Reprendre mon brouillon précédent',
  outilsLoaded:
    'Les outils de votre fiche ont été chargés dans l’éditeur\u00A0: cliquez sur «\u00A0Appliquer\u00A0» pour les servir.',
  outilsDamaged:
    'Le paramètre «\u00A0outils\u00A0» du lien est abîmé\u00A0: les définitions du scénario sont affichées à la place.',
  outilsInvalid: (v: Slots<'detail'>) =>
    `Les outils du lien ne sont pas des définitions valides (${v.detail})\u00A0: les définitions du scénario sont affichées à la place.`,
  defaultAnswer: (v: Slots<'name'>) => `Réponse simulée de l’outil ${v.name}.`,
  /** The French wording of every rule (lib/editor). */
  rules: {
    syntax: {
      InvalidSymbol: 'Symbole inattendu.',
      InvalidNumberFormat: 'Nombre mal écrit.',
      PropertyNameExpected: 'Nom de propriété attendu (entre guillemets droits).',
      ValueExpected: 'Valeur attendue.',
      ColonExpected: 'Deux-points attendu après le nom de la propriété.',
      CommaExpected: 'Virgule attendue entre deux éléments.',
      CloseBraceExpected: 'Accolade fermante attendue.',
      CloseBracketExpected: 'Crochet fermant attendu.',
      EndOfFileExpected: 'Texte en trop après la fin du JSON.',
      InvalidCommentToken: 'Commentaire mal fermé.',
      UnexpectedEndOfComment: 'Commentaire mal fermé.',
      UnexpectedEndOfString: 'Chaîne non terminée (guillemet fermant manquant).',
      UnexpectedEndOfNumber: 'Nombre incomplet.',
      InvalidUnicode: 'Séquence Unicode invalide.',
      InvalidEscapeCharacter: 'Échappement invalide dans la chaîne.',
      InvalidCharacter: 'Caractère invalide dans la chaîne.',
      comment: 'Le JSON n’accepte pas les commentaires.',
      trailingComma: 'Virgule en trop avant la fermeture.',
      empty: 'Le texte est vide\u00A0: un JSON est attendu.',
      unknown: 'JSON invalide.',
    },
    rootArray: 'Une liste d’outils est attendue\u00A0: un tableau JSON, entre crochets.',
    toolObject: 'Chaque outil est un objet JSON, entre accolades.',
    nameMissing: 'Le champ «\u00A0name\u00A0» est obligatoire.',
    nameType: 'Le nom doit être une chaîne de caractères.',
    nameEmpty: 'Le nom ne peut pas être vide.',
    nameTooLong: (v: Slots<'length'>) => `Le nom fait ${v.length} caractères\u00A0: 128 au plus.`,
    nameSpaces: (v: Slots<'suggestion'>) =>
      `Le nom ne doit pas contenir d’espace\u00A0: utilisez «\u00A0_\u00A0», «\u00A0-\u00A0» ou «\u00A0.\u00A0» (par exemple «\u00A0${v.suggestion}\u00A0»).`,
    nameChars: (v: Slots<'char'>) =>
      `Caractère interdit dans le nom\u00A0: «\u00A0${v.char}\u00A0». Seuls les lettres ASCII, les chiffres, «\u00A0_\u00A0», «\u00A0-\u00A0» et «\u00A0.\u00A0» sont permis.`,
    nameDuplicate: (v: Slots<'name'>) =>
      `Deux outils s’appellent «\u00A0${v.name}\u00A0»\u00A0: les noms doivent être uniques sur un serveur.`,
    titleType: 'Le titre doit être une chaîne de caractères.',
    descriptionType: 'La description doit être une chaîne de caractères.',
    descriptionMissing:
      'Pas de description\u00A0: le modèle choisit ses outils d’après elle, il risque d’ignorer celui-ci ou de l’appeler à tort.',
    descriptionVague:
      'Description trop vague\u00A0: dites ce que fait l’outil, quand l’utiliser et ce qu’il renvoie. Le modèle choisit d’après elle.',
    inputSchemaMissing:
      'Le champ «\u00A0inputSchema\u00A0» est obligatoire, même sans paramètre\u00A0: `{ "type": "object", "additionalProperties": false }`.',
    inputSchemaNull:
      'inputSchema ne peut pas valoir null\u00A0: pour un outil sans paramètre, écrivez `{ "type": "object", "additionalProperties": false }`.',
    inputSchemaObject: 'inputSchema doit être un objet JSON Schema.',
    inputSchemaType:
      'inputSchema doit décrire un objet\u00A0: «\u00A0type\u00A0» doit valoir `"object"` (les arguments d’un appel sont toujours un objet).',
    inputSchemaNoParams:
      'Outil sans paramètre\u00A0: la forme recommandée est `{ "type": "object", "additionalProperties": false }`, qui refuse tout argument inattendu.',
    outputSchemaObject: 'outputSchema doit être un objet JSON Schema.',
    outputSchemaType:
      'Ici, outputSchema doit décrire un objet («\u00A0type\u00A0»\u00A0: `"object"`)\u00A0: c’est la règle jusqu’à 2025-11-25, où structuredContent est toujours un objet. La révision 2026-07-28 accepte d’autres schémas, mais le même serveur sert aussi les clients de 2025, qui attendent un objet.',
    refCycle: (v: Slots<'field'>) =>
      `Ce «\u00A0$ref\u00A0» boucle sur lui-même sans avancer dans la valeur\u00A0: la validation de ${v.field} tournerait en rond jusqu’à épuiser la pile (le SDK répondrait par l’erreur anglaise «\u00A0Maximum call stack size exceeded\u00A0»). Une définition récursive doit passer par properties ou items.`,
    annotationsObject: 'annotations doit être un objet.',
    hintType: (v: Slots<'hint'>) => `«\u00A0${v.hint}\u00A0» doit valoir true ou false.`,
    hintUnknown: (v: Slots<'hint'>) =>
      `Annotation inconnue «\u00A0${v.hint}\u00A0»\u00A0: les indications prévues sont readOnlyHint, destructiveHint, idempotentHint, openWorldHint (et title).`,
    annotationsMissing:
      'Sans annotations, l’outil est traité comme potentiellement destructeur et ouvert sur le monde\u00A0: readOnlyHint false, destructiveHint true, idempotentHint false, openWorldHint true. Ce ne sont que des indications, jamais des garanties.',
    annotationsDefaults: (v: Slots<'defaults'>) =>
      `Valeurs par défaut appliquées aux indications absentes\u00A0: ${v.defaults}.`,
    annotationsMoot: (v: Slots<'hints'>) =>
      `${v.hints}\u00A0: sans objet pour un outil en lecture seule (ces indications n’ont de sens que si readOnlyHint vaut false).`,
    readOnlyDestructive:
      'readOnlyHint vaut true\u00A0: destructiveHint n’a de sens que pour un outil qui modifie quelque chose, il est ignoré ici.',
    unknownField: (v: Slots<'field'>) =>
      `Champ «\u00A0${v.field}\u00A0» inconnu de la spécification pour un outil\u00A0: faute de frappe\u00A0? Le client l’ignorera.`,
    behavioursRoot:
      'Une liste de comportements est attendue\u00A0: un tableau JSON, un comportement par outil, dans l’ordre des définitions.',
    behaviourMissing: (v: Slots<'name' | 'position'>) =>
      `L’outil «\u00A0${v.name}\u00A0» n’a pas de comportement\u00A0: ajoutez-en un à la position ${v.position} de la liste.`,
    behaviourExtra: (v: Slots<'count'>) =>
      `Comportement en trop\u00A0: il n’y a que ${count(Number(v.count), 'outil')} dans les définitions, celui-ci sera ignoré.`,
    behaviourInvalid: (v: Slots<'path' | 'message'>) =>
      `Comportement invalide (${v.path})\u00A0: ${v.message}`,
    structuredMissing: (v: Slots<'name'>) =>
      `L’outil «\u00A0${v.name}\u00A0» déclare un outputSchema\u00A0: sa réponse doit contenir un contenu structuré («\u00A0structured\u00A0») conforme.`,
    structuredMismatch: (v: Slots<'name' | 'path' | 'message'>) =>
      `Le contenu structuré ne respecte pas l’outputSchema de «\u00A0${v.name}\u00A0» (${v.path})\u00A0: ${v.message}`,
    argumentsObject:
      'Les arguments d’un appel sont un objet JSON\u00A0: le serveur refusera autre chose.',
    argumentsMismatch: (v: Slots<'path' | 'message'>) =>
      `D’après l’inputSchema (${v.path})\u00A0: ${v.message}`,
  },
  /** What the JSON Schema checker says (arguments, structured content). */
  schema: {
    type: (v: Slots<'expected' | 'actual'>) =>
      `type attendu «\u00A0${v.expected}\u00A0», reçu «\u00A0${v.actual}\u00A0»`,
    required: (v: Slots<'name'>) => `propriété obligatoire «\u00A0${v.name}\u00A0» absente`,
    additional: (v: Slots<'name'>) => `propriété «\u00A0${v.name}\u00A0» non prévue par le schéma`,
    enum: (v: Slots<'values'>) => `valeur hors de la liste permise (${v.values})`,
    const: 'valeur différente de la valeur imposée',
    minLength: (v: Slots<'limit'>) => `au moins ${count(Number(v.limit), 'caractère')}`,
    maxLength: (v: Slots<'limit'>) => `au plus ${count(Number(v.limit), 'caractère')}`,
    minimum: (v: Slots<'limit'>) => `valeur minimale ${v.limit}`,
    maximum: (v: Slots<'limit'>) => `valeur maximale ${v.limit}`,
    pattern: (v: Slots<'pattern'>) => `ne correspond pas au motif ${v.pattern}`,
    minItems: (v: Slots<'limit'>) => `au moins ${count(Number(v.limit), 'élément')}`,
    maxItems: (v: Slots<'limit'>) => `au plus ${count(Number(v.limit), 'élément')}`,
    anyOf: 'ne correspond à aucune des formes permises',
    root: 'racine',
  },
  /** French documentation of every field, shown on hover and in completion. */
  docs: {
    tools: 'La liste des outils du serveur, telle que tools/list la renvoie.',
    tool: 'Un outil\u00A0: une action que le modèle peut demander à l’hôte d’exécuter.',
    name: 'Identifiant unique de l’outil sur ce serveur\u00A0: 1 à 128 caractères, lettres ASCII, chiffres, «\u00A0_\u00A0», «\u00A0-\u00A0», «\u00A0.\u00A0», sans espace. C’est lui qu’on envoie dans tools/call.',
    title: 'Nom lisible, pour l’interface de l’hôte (facultatif).',
    description:
      'Ce que fait l’outil, quand s’en servir, ce qu’il renvoie. Le modèle choisit ses outils d’après ce texte\u00A0: soyez précis.',
    inputSchema:
      'JSON Schema des arguments\u00A0: toujours un objet (`"type": "object"`). Sans paramètre\u00A0: `{ "type": "object", "additionalProperties": false }`.',
    outputSchema:
      'JSON Schema du contenu structuré renvoyé (facultatif). S’il est présent, chaque réponse doit contenir un structuredContent conforme.',
    annotations:
      'Indications sur le comportement de l’outil, pour l’hôte. Ce ne sont que des indications, jamais des garanties.',
    annotationsTitle: 'Titre lisible (ancienne place\u00A0; préférez le champ title de l’outil).',
    readOnlyHint: 'true si l’outil ne modifie rien. Par défaut\u00A0: false.',
    destructiveHint:
      'true si l’outil peut détruire ou écraser des données (n’a de sens que si readOnlyHint vaut false). Par défaut\u00A0: true.',
    idempotentHint:
      'true si appeler deux fois avec les mêmes arguments n’a pas d’effet de plus. Par défaut\u00A0: false.',
    openWorldHint:
      'true si l’outil touche un monde ouvert (Internet, tiers)\u00A0; false pour un domaine fermé. Par défaut\u00A0: true.',
    snippetNoParams: 'sans paramètre',
    meta: 'Métadonnées réservées (_meta)\u00A0: rarement utiles à la main.',
    schemaType: 'Le type JSON attendu.',
    schemaProperties: 'Les propriétés de l’objet, chacune avec son propre schéma.',
    schemaRequired: 'Les propriétés obligatoires.',
    schemaAdditional:
      'false\u00A0: refuse toute propriété non décrite (recommandé pour les arguments).',
    schemaDescription: 'Explication du champ, lue par le modèle.',
    behaviours: 'Un comportement simulé par outil, dans l’ordre des définitions.',
    behaviour: 'Ce que fait le serveur simulé quand l’outil est appelé.',
    checks:
      'Vérifications métier des arguments\u00A0: un échec renvoie une réponse avec isError\u00A0: true.',
    checkField: 'L’argument vérifié.',
    checkRule:
      'La règle\u00A0: required, future-date, one-of (values), matches (pattern), max (max).',
    checkMessage: 'Le message renvoyé en cas d’échec\u00A0; {{value}} et {{today}} sont remplacés.',
    confirm: 'Demander une confirmation à l’utilisateur avant d’agir (élicitation).',
    confirmMessage: 'La question posée.',
    confirmDeclined: 'Le texte renvoyé si l’utilisateur refuse.',
    delayMs: 'Lenteur simulée, en millisecondes (0 à 120 000).',
    outcome: 'La réponse de l’outil une fois les vérifications passées.',
    outcomeKind:
      'text pour une réponse écrite\u00A0; sql, delete-records, list-records et throw servent à des scénarios particuliers.',
    outcomeText:
      'Le texte de la réponse\u00A0; {{argument}} est remplacé par la valeur de l’argument.',
    outcomeStructured:
      'Le contenu structuré (structuredContent), conforme à l’outputSchema\u00A0; une chaîne qui vaut exactement {{argument}} garde le type de l’argument.',
    outcomeIsError: 'true\u00A0: la réponse est une erreur métier (isError\u00A0: true).',
  },
} as const;
