/** Interface strings shared by every page: site name, navigation, home, 404, storage notices. */

export const siteMessages = {
  name: 'Atelier MCP',
  tagline: 'Comprendre le Model Context Protocol en le regardant fonctionner',
  description:
    'Atelier MCP est un bac à sable en français pour apprendre le Model Context Protocol : un hôte, des clients et des serveurs du SDK officiel tournent dans votre navigateur, message par message.',
  skipToContent: 'Aller au contenu',
  footer:
    'Atelier MCP fonctionne entièrement dans votre navigateur, sans serveur ni connexion : le SDK officiel MCP (TypeScript, v2) y tourne pour de vrai.',
} as const;

/** A reading time the way the site writes it everywhere: « 45 min », « 1 h 29 ». */
export function readingTime(minutes: number): string {
  if (minutes < 60) return `${minutes}\u00A0min`;
  return `${Math.floor(minutes / 60)}\u00A0h\u00A0${String(minutes % 60).padStart(2, '0')}`;
}

export const navMessages = {
  label: 'Navigation principale',
  home: 'Accueil',
  playground: 'Bac à sable',
  quiz: 'Quiz',
  challenges: 'Défis',
  lessons: 'Leçons',
  glossary: 'Glossaire',
} as const;

export const homeMessages = {
  title: 'Accueil',
  heading: 'Apprendre MCP en le regardant fonctionner',
  whatHeading: 'MCP en trois lignes',
  intro: [
    'Le Model Context Protocol (MCP) est le protocole ouvert qui relie une application d’IA, l’hôte, à des serveurs qui lui offrent des outils, des ressources et des prompts.',
    'Chaque serveur est relié à l’hôte par son propre client ; ils échangent des messages JSON-RPC selon un cycle de vie précis.',
    'Ici, tout tourne dans votre navigateur avec le SDK officiel : vous voyez chaque message passer, vous pouvez le modifier et même le casser.',
  ],
  pathHeading: 'Votre parcours',
  pathIntro: (count: number, total: string) =>
    `${count} leçons courtes, dans l’ordre conseillé\u00A0: ${total}. Chacune finit dans le bac à sable et par quelques questions.`,
  totalTime: (minutes: number) => `environ ${readingTime(minutes)} de lecture`,
  sectionsHeading: 'Et aussi',
  sections: {
    lessons: 'Des leçons courtes, de cinq à huit minutes, chacune reliée à une démonstration.',
    playground:
      'Le bac à sable : des scénarios réels, pas à pas, avec une explication pour chaque champ de chaque message.',
    quiz: 'Des quiz expliqués pour vérifier ce que vous avez compris.',
    glossary: 'Tous les termes de MCP, en français et en anglais.',
    challenges:
      'Des défis à relever dans le bac à sable, vérifiés sur les messages réellement échangés.',
  },
  audienceHeading: 'Pour qui ?',
  audience: [
    'Les apprenantes et apprenants des cours de MCP en français, seuls devant leur ordinateur, même hors ligne.',
    'Les formatrices et formateurs qui projettent une démonstration en direct devant une classe.',
    'Les équipes qui construiront leur premier serveur MCP la semaine prochaine.',
  ],
} as const;

export const notFoundMessages = {
  title: 'Page introuvable',
  heading: 'Cette page n’existe pas',
  body: 'L’adresse demandée ne correspond à aucune page d’Atelier MCP. Elle a peut-être changé de nom.',
  back: 'Revenir à l’accueil',
} as const;

export const commonMessages = {
  loading: 'Chargement…',
  storageCorrupted:
    'Les données enregistrées dans ce navigateur étaient illisibles ou d’une ancienne version\u00A0: elles ont été remises à zéro. Leur texte n’est pas effacé\u00A0: il est gardé de côté dans ce navigateur.',
  storageSalvaged:
    'Une partie des données enregistrées dans ce navigateur était illisible\u00A0: tout le reste a été gardé, et la partie illisible est gardée de côté dans ce navigateur, pas effacée.',
  storageUnavailable:
    'Le stockage local de ce navigateur est indisponible\u00A0: votre progression ne sera pas conservée.',
  storageFull:
    'Le stockage local de ce navigateur est plein\u00A0: la dernière modification n’a pas pu être enregistrée.',
} as const;
