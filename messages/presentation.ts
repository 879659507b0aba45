/** Interface strings of presentation mode, share links and exports. */
import { count, type Slots } from './message';

export const presentationMessages = {
  mode: {
    enter: 'Présenter',
    enterHint: 'touche P',
    leave: 'Quitter la présentation (Échap)',
    audience: 'Fenêtre du public',
    audienceTitle: 'Fenêtre du public\u00A0: elle suit la fenêtre du présentateur.',
    nowShowing: (v: Slots<'scenario' | 'revision'>) => `${v.scenario} · révision ${v.revision}`,
    audienceWaiting: 'En attente de la fenêtre du présentateur…',
    audienceUnknownScenario: (v: Slots<'scenario'>) =>
      `Un état reçu nomme un scénario inconnu («\u00A0${v.scenario}\u00A0»)\u00A0: il est ignoré, la fenêtre garde ce qu’elle montrait.`,
    audienceUnavailable:
      'Ce navigateur ne permet pas aux deux fenêtres de se parler (BroadcastChannel absent).',
  },
  panel: {
    heading: 'Partager et exporter',
    intro:
      'Un lien qui rouvre exactement cet état, la trace pour vos notes de cours, et votre serveur à emporter.',
    shareLabel: 'Lien de partage',
    copy: 'Copier le lien de partage',
    copyHint: 'Raccourci\u00A0: Ctrl+S (ou ⌘+S).',
    copied: 'Lien copié dans le presse-papiers.',
    copyFailed: 'La copie automatique a échoué\u00A0: sélectionnez le lien et copiez-le à la main.',
    exportJson: 'Exporter la trace (JSON)',
    exportMarkdown: 'Exporter la transcription (Markdown)',
    importLabel: 'Importer une trace (JSON)',
    imported: (v: Slots<'count'>) =>
      `Trace importée\u00A0: ${count(Number(v.count), 'étape')}, en lecture seule.`,
    importing: 'Lecture du fichier…',
    importedBanner: (v: Slots<'scenario' | 'revision' | 'date' | 'sdk'>) =>
      `Trace importée, en lecture seule\u00A0: scénario «\u00A0${v.scenario}\u00A0», révision ${v.revision}, enregistrée le ${v.date} avec le SDK ${v.sdk}. Rien ne s’exécute\u00A0: vous parcourez les messages enregistrés.`,
    liveBanner: (v: Slots<'server' | 'revision'>) =>
      `Connecté en direct à «\u00A0${v.server}\u00A0», révision ${v.revision}\u00A0: chaque appel part vraiment vers votre serveur, et ses messages s’ajoutent ici à mesure. Rien n’est simulé.`,
    remoteClosedBanner: (v: Slots<'server' | 'revision'>) =>
      `Messages échangés avec «\u00A0${v.server}\u00A0», révision ${v.revision}\u00A0: la connexion est fermée ou n’a pas abouti, rien ne part plus vers ce serveur. Reconnectez-vous depuis «\u00A0Brancher mon serveur\u00A0».`,
    backToSimulation: 'Revenir à la simulation',
    serverHeading: 'Emporter son serveur',
    serverLabel: 'Serveur',
    downloadServer: 'Télécharger le projet (.zip)',
    notReady: 'Le scénario doit avoir fini de se jouer.',
  },
  share: {
    tooLong: (v: Slots<'length' | 'max'>) =>
      `Ce lien de partage est trop long (${v.length} caractères, ${v.max} au plus)\u00A0: l’état par défaut est ouvert.`,
    damaged:
      'Ce lien de partage est abîmé (il a sans doute été coupé)\u00A0: l’état par défaut est ouvert.',
    unreadable:
      'Ce lien de partage ne contient pas un état lisible\u00A0: l’état par défaut est ouvert.',
    refCycle: (v: Slots<'tool'>) =>
      `Ce lien de partage donne à l’outil «\u00A0${v.tool}\u00A0» un schéma dont un «\u00A0$ref\u00A0» boucle sur lui-même\u00A0: sa validation tournerait en rond jusqu’à épuiser la pile (le SDK répondrait «\u00A0Maximum call stack size exceeded\u00A0»). L’état par défaut est ouvert.`,
    unknownScenario: (v: Slots<'scenario'>) =>
      `Ce lien de partage ouvre un scénario inconnu («\u00A0${v.scenario}\u00A0»)\u00A0: l’état par défaut est ouvert.`,
    tampered: (v: Slots<'path' | 'message'>) =>
      `Ce lien de partage a été modifié\u00A0: le champ «\u00A0${v.path}\u00A0» est invalide (${v.message}). L’état par défaut est ouvert.`,
  },
  /** The banner over the stepper when a share link brings its own tools. */
  linkTools: {
    label: 'Outils venus du lien',
    changed:
      'Ce lien de partage a été modifié après sa création (son empreinte ne correspond plus)\u00A0: il n’ouvre peut-être pas ce que son auteur a partagé. Vérifiez ce qu’il change ci-dessous.',
    unsigned:
      'Ce lien de partage n’a pas d’empreinte (il a été écrit à la main, ou avant les empreintes)\u00A0: son contenu n’a pas pu être vérifié. Vérifiez ce qu’il change ci-dessous.',
    heading: (v: Slots<'scenario'>) =>
      `Les outils de ce lien remplacent ceux du scénario «\u00A0${v.scenario}\u00A0»\u00A0: la conversation, le registre et les réponses affichés viennent du lien.`,
    server: (v: Slots<'server'>) => `Serveur «\u00A0${v.server}\u00A0»\u00A0:`,
    changedTool: (v: Slots<'name' | 'fields'>) =>
      `outil «\u00A0${v.name}\u00A0» modifié (${v.fields})`,
    added: (v: Slots<'names'>) => `outils ajoutés par le lien\u00A0: ${v.names}`,
    removed: (v: Slots<'names'>) => `outils du scénario retirés par le lien\u00A0: ${v.names}`,
    unknownServer: (v: Slots<'server' | 'scenario' | 'count'>) =>
      `Le lien apporte ${count(Number(v.count), 'outil')} pour un serveur «\u00A0${v.server}\u00A0» que le scénario «\u00A0${v.scenario}\u00A0» n’a pas\u00A0: ${Number(v.count) > 1 ? 'ils sont ignorés' : 'il est ignoré'}.`,
    unusualNames: (v: Slots<'names'>) =>
      `Noms d’outils inhabituels (caractères invisibles, de sens d’écriture ou hors de A–Z, a–z, 0–9, _ - . que recommande la spécification depuis 2025-11-25), montrés ici avec leurs codes\u00A0: ${v.names}. Un nom qui ressemble à un autre peut tromper l’hôte comme l’humain.`,
    fields: {
      name: 'nom',
      title: 'titre',
      description: 'description',
      inputSchema: 'schéma d’entrée',
      outputSchema: 'schéma de sortie',
      annotations: 'annotations',
      _meta: '_meta',
      behaviour: 'comportement',
    },
    restore: (v: Slots<'scenario'>) => `Revenir aux outils du scénario «\u00A0${v.scenario}\u00A0»`,
  },
  traceFile: {
    notJson: 'Ce fichier n’est pas du JSON lisible.',
    notTrace:
      'Ce fichier n’est pas une trace exportée par Atelier MCP (champ «\u00A0format\u00A0» absent ou différent).',
    invalid: (v: Slots<'path' | 'message'>) =>
      `Cette trace est invalide\u00A0: «\u00A0${v.path}\u00A0» — ${v.message}.`,
    unordered: 'Les étapes de cette trace ne se suivent pas (1, 2, 3…).',
  },
  transcript: {
    title: (v: Slots<'title' | 'revision'>) => `# ${v.title} — révision ${v.revision}`,
    scenario: (v: Slots<'scenario'>) => `- Scénario\u00A0: \`${v.scenario}\``,
    revision: (v: Slots<'revision'>) => `- Révision du protocole\u00A0: ${v.revision}`,
    httpTransport: '- Transport\u00A0: Streamable HTTP',
    sdk: (v: Slots<'sdk'>) => `- SDK officiel MCP (TypeScript)\u00A0: ${v.sdk}`,
    date: (v: Slots<'date'>) => `- Enregistré le\u00A0: ${v.date}`,
    steps: (v: Slots<'count'>) => `- Étapes\u00A0: ${v.count}`,
    message: (v: Slots<'seq' | 'link' | 'direction' | 'what'>) =>
      `## Étape ${v.seq} — ${v.link}, ${v.direction}\u00A0: ${v.what}`,
    answers: (v: Slots<'seq'>) => `Répond à l’étape ${v.seq}.`,
    host: (v: Slots<'seq' | 'what'>) => `## Étape ${v.seq} — hôte\u00A0: ${v.what}`,
    transport: (v: Slots<'seq' | 'link' | 'what'>) =>
      `## Étape ${v.seq} — transport (${v.link})\u00A0: ${v.what}`,
    http: (v: Slots<'seq' | 'link' | 'what'>) =>
      `## Étape ${v.seq} — HTTP (${v.link})\u00A0: ${v.what}`,
    httpEvent: (v: Slots<'index'>) => `événement SSE n°\u00A0${v.index}`,
    httpEnd: {
      complete: 'fin du flux',
      aborted: 'flux coupé par le client',
      error: 'flux interrompu',
    },
    text: (v: Slots<'text'>) => `Texte\u00A0: \`${v.text}\``,
    sdkMessage: (v: Slots<'detail'>) => `Message du SDK\u00A0: ${v.detail}`,
    directions: { 'client-to-server': 'client → serveur', 'server-to-client': 'serveur → client' },
    kinds: {
      request: 'requête',
      result: 'résultat',
      error: 'erreur',
      notification: 'notification',
    },
  },
} as const;
