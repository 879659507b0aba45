import type { AnnotationRuleInput } from '@/lib/annotations/schema';
import { LEGACY, MODERN, schemaType } from './eras';
import { SPEC } from './spec';

const SKILLS = 'io.modelcontextprotocol/skills';
const CAPS = ['result.capabilities', 'params._meta["io.modelcontextprotocol/clientCapabilities"]'];

/**
 * The extension this sandbox shows for real: the SDK's Skills extension (SEP-2640), declared
 * under `capabilities.extensions` and used through its own method, `skills/list`. The spec
 * defines how extensions are negotiated (2026-07-28), not the extension itself.
 */
const ERAS = [
  {
    revisions: MODERN,
    spec: SPEC.extensions,
    checked: { section: 'Extension Negotiation' },
    era: 'Négociée sous `capabilities.extensions` : un client qui ne la connaît pas n’appelle pas ses méthodes.',
  },
  {
    revisions: LEGACY,
    spec: SPEC.capabilities,
    checked: schemaType('ServerCapabilities'),
    era: 'En 2025, hors spécification : ce SDK l’annonce et la sert quand même ; un client de 2025 qui ne la connaît pas ne l’appelle pas.',
  },
];

export const extensionAnnotations: AnnotationRuleInput[] = ERAS.flatMap(
  ({ revisions, spec, checked, era }): AnnotationRuleInput[] => [
    {
      revisions,
      paths: CAPS.map((c) => `${c}.extensions["${SKILLS}"]`),
      label: 'Extension Skills',
      text: `L’extension «\u00A0Skills\u00A0» (SEP-2640), livrée avec le SDK\u00A0: le serveur publie des compétences (un dossier par compétence, avec son \`SKILL.md\`\u00A0: nom, description, instructions) que l’hôte peut proposer à son modèle. ${era}`,
      spec,
      checked,
    },
    {
      revisions,
      paths: CAPS.map((c) => `${c}.extensions["${SKILLS}"].directoryRead`),
      label: 'Lecture des dossiers',
      text: '`true` : le serveur sait aussi lister le contenu d’un dossier de compétence (`resources/directory/read`). C’est un réglage propre à l’extension, que sa documentation définit.',
      spec,
      checked,
    },
    {
      on: ['result:skills/list'],
      revisions,
      paths: ['result.skills', 'result.skills[]'],
      label: 'Compétences publiées',
      text: `La réponse à \`skills/list\`, une méthode de l’extension, pas du cœur du protocole\u00A0: une fiche par compétence. L’hôte décide lesquelles charger et quand. ${era}`,
      spec,
      checked,
    },
    {
      on: ['result:skills/list'],
      revisions,
      paths: ['result.skills[].uri'],
      label: 'Adresse de la compétence',
      text: 'L’URI du `SKILL.md` de la compétence (`skill://…`) : le client le lit avec `resources/read`, comme une ressource.',
      spec,
      checked,
    },
    {
      on: ['result:skills/list'],
      revisions,
      paths: ['result.skills[].frontmatter', 'result.skills[].frontmatter.*'],
      label: 'En-tête de la compétence',
      text: 'Le nom et la description tirés de l’en-tête du `SKILL.md` : ce que l’hôte montre à son modèle pour qu’il choisisse la compétence, avant d’en lire le contenu.',
      spec,
      checked,
    },
    {
      on: ['result:skills/list'],
      revisions,
      paths: [
        'result.skills[].resources',
        'result.skills[].resources[]',
        'result.skills[].resources[].*',
      ],
      label: 'Fichiers de la compétence',
      text: 'Chaque fichier de la compétence, avec son URI, sa taille et son empreinte (`sha256:…`) : le client du SDK vérifie le fichier lu contre elles avant de le donner à l’hôte.',
      spec,
      checked,
    },
  ],
);
