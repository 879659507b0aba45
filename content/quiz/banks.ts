import { architectureQuestions } from './architecture';
import { autorisationQuestions } from './autorisation';
import { cycleDeVieQuestions } from './cycle-de-vie';
import { erreursQuestions } from './erreurs';
import { primitivesQuestions } from './primitives';
import { revisionsQuestions } from './revisions';
import { securiteQuestions } from './securite';
import { transportsQuestions } from './transports';
import { transportsHttpQuestions } from './transports-http';
import { utilitairesQuestions } from './utilitaires';

/** The banks as authored, by file: each is parsed on its own so errors name their file. */
export const RAW_BANKS: Record<string, unknown> = {
  'content/quiz/primitives.ts': primitivesQuestions,
  'content/quiz/erreurs.ts': erreursQuestions,
  'content/quiz/cycle-de-vie.ts': cycleDeVieQuestions,
  'content/quiz/transports.ts': transportsQuestions,
  'content/quiz/transports-http.ts': transportsHttpQuestions,
  'content/quiz/revisions.ts': revisionsQuestions,
  'content/quiz/securite.ts': securiteQuestions,
  'content/quiz/autorisation.ts': autorisationQuestions,
  'content/quiz/architecture.ts': architectureQuestions,
  'content/quiz/utilitaires.ts': utilitairesQuestions,
};
