// The recorded excerpts read by « lire une trace » questions, by id (the file's name).
// Each is generated from the simulation by scripts/record-quiz-traces.ts (see specs.ts) and
// checked against TraceExcerptSchema when the quiz catalogue (content/quiz/index.ts) loads.
import annotationsTrompeuses2026 from './annotations-trompeuses-2026.json';
import abonnement2025 from './abonnement-2025.json';
import abonnement2026 from './abonnement-2026.json';
import cache2026 from './cache-2026.json';
import completion2026 from './completion-2026.json';
import journalParRequete2026 from './journal-par-requete-2026.json';
import listeChangee2026 from './liste-changee-2026.json';
import niveauDeJournal2025 from './niveau-de-journal-2025.json';
import pageDePaiement2025 from './page-de-paiement-2025.json';
import pages2025 from './pages-2025.json';
import progression2026 from './progression-2026.json';
import urlRequise2025 from './url-requise-2025.json';
import argumentsInvalides2026 from './arguments-invalides-2026.json';
import avantInitialisation2025 from './avant-initialisation-2025.json';
import capaciteManquante2026 from './capacite-manquante-2026.json';
import decouverte2026 from './decouverte-2026.json';
import elicitation2025 from './elicitation-2025.json';
import erreurMetier2026 from './erreur-metier-2026.json';
import initializeSansElicitation2025 from './initialize-sans-elicitation-2025.json';
import inputRequired2026 from './input-required-2026.json';
import messageSansJsonrpc2025 from './message-sans-jsonrpc-2025.json';
import methodeInconnue2026 from './methode-inconnue-2026.json';
import outilAjoute2025 from './outil-ajoute-2025.json';
import outilAjoute2026 from './outil-ajoute-2026.json';
import outilInconnu2026 from './outil-inconnu-2026.json';
import poigneeDeMain2025 from './poignee-de-main-2025.json';
import ressourceInconnue2026 from './ressource-inconnue-2026.json';
import succesMuet2026 from './succes-muet-2026.json';
import toolsList2025 from './tools-list-2025.json';
import versionInconnue2025 from './version-inconnue-2025.json';
import versionNonSupportee2026 from './version-non-supportee-2026.json';
import httpAnnulation2026 from './http-annulation-2026.json';
import httpAppelOutil2025 from './http-appel-outil-2025.json';
import httpAppelOutil2026 from './http-appel-outil-2026.json';
import httpEcoute2025 from './http-ecoute-2025.json';
import httpEcoute2026 from './http-ecoute-2026.json';
import httpEnTetes2026 from './http-en-tetes-2026.json';
import httpFinDeSession2025 from './http-fin-de-session-2025.json';
import httpGet2026 from './http-get-2026.json';
import httpOrigine2026 from './http-origine-2026.json';
import httpSession2025 from './http-session-2025.json';
import oauthConsentementRefuse2026 from './oauth-consentement-refuse-2026.json';
import oauthDemandeAutorisation2026 from './oauth-demande-autorisation-2026.json';
import oauthEchangeDuCode2026 from './oauth-echange-du-code-2026.json';
import oauthIssEtranger2026 from './oauth-iss-etranger-2026.json';
import oauthMetadonneesClient2026 from './oauth-metadonnees-client-2026.json';
import oauthPorteeInsuffisante2026 from './oauth-portee-insuffisante-2026.json';
import oauthPremier4012026 from './oauth-premier-401-2026.json';
import oauthStatePerime2026 from './oauth-state-perime-2026.json';

export const rawTraces: Record<string, unknown> = {
  'abonnement-2025': abonnement2025,
  'abonnement-2026': abonnement2026,
  'cache-2026': cache2026,
  'completion-2026': completion2026,
  'journal-par-requete-2026': journalParRequete2026,
  'liste-changee-2026': listeChangee2026,
  'niveau-de-journal-2025': niveauDeJournal2025,
  'page-de-paiement-2025': pageDePaiement2025,
  'pages-2025': pages2025,
  'progression-2026': progression2026,
  'url-requise-2025': urlRequise2025,
  'annotations-trompeuses-2026': annotationsTrompeuses2026,
  'arguments-invalides-2026': argumentsInvalides2026,
  'avant-initialisation-2025': avantInitialisation2025,
  'capacite-manquante-2026': capaciteManquante2026,
  'decouverte-2026': decouverte2026,
  'elicitation-2025': elicitation2025,
  'erreur-metier-2026': erreurMetier2026,
  'initialize-sans-elicitation-2025': initializeSansElicitation2025,
  'input-required-2026': inputRequired2026,
  'message-sans-jsonrpc-2025': messageSansJsonrpc2025,
  'methode-inconnue-2026': methodeInconnue2026,
  'outil-ajoute-2025': outilAjoute2025,
  'outil-ajoute-2026': outilAjoute2026,
  'outil-inconnu-2026': outilInconnu2026,
  'poignee-de-main-2025': poigneeDeMain2025,
  'ressource-inconnue-2026': ressourceInconnue2026,
  'succes-muet-2026': succesMuet2026,
  'tools-list-2025': toolsList2025,
  'version-inconnue-2025': versionInconnue2025,
  'version-non-supportee-2026': versionNonSupportee2026,
  'http-annulation-2026': httpAnnulation2026,
  'http-appel-outil-2025': httpAppelOutil2025,
  'http-appel-outil-2026': httpAppelOutil2026,
  'http-ecoute-2025': httpEcoute2025,
  'http-ecoute-2026': httpEcoute2026,
  'http-en-tetes-2026': httpEnTetes2026,
  'http-fin-de-session-2025': httpFinDeSession2025,
  'http-get-2026': httpGet2026,
  'http-origine-2026': httpOrigine2026,
  'http-session-2025': httpSession2025,
  'oauth-consentement-refuse-2026': oauthConsentementRefuse2026,
  'oauth-demande-autorisation-2026': oauthDemandeAutorisation2026,
  'oauth-echange-du-code-2026': oauthEchangeDuCode2026,
  'oauth-iss-etranger-2026': oauthIssEtranger2026,
  'oauth-metadonnees-client-2026': oauthMetadonneesClient2026,
  'oauth-portee-insuffisante-2026': oauthPorteeInsuffisante2026,
  'oauth-premier-401-2026': oauthPremier4012026,
  'oauth-state-perime-2026': oauthStatePerime2026,
};
