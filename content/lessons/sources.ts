import type { LessonInput } from '@/lib/lessons/schema';
import { alternatives } from './alternatives';
import { anatomieOutil } from './anatomie-outil';
import { cadrerSonServeur } from './cadrer-son-serveur';
import { cycleDeVie } from './cycle-de-vie';
import { deuxCouches } from './deux-couches';
import { erreurs } from './erreurs';
import { primitivesClient } from './primitives-client';
import { primitivesServeur } from './primitives-serveur';
import { requeteDeBoutEnBout } from './requete-de-bout-en-bout';
import { ressourcesUri } from './ressources-uri';
import { revisions } from './revisions';
import { securite } from './securite';
import { transports } from './transports';
import { troisRoles } from './trois-roles';
import { utilitaires } from './utilitaires';

/** The lessons in the order of the recommended path (lib/lessons/slugs.ts). */
export const lessonSources: LessonInput[] = [
  troisRoles,
  deuxCouches,
  cycleDeVie,
  primitivesServeur,
  anatomieOutil,
  requeteDeBoutEnBout,
  ressourcesUri,
  primitivesClient,
  utilitaires,
  transports,
  erreurs,
  revisions,
  securite,
  alternatives,
  cadrerSonServeur,
];
