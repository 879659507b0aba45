/** One JSON-RPC error code as the lab and the terminal explain it. */
export interface ErrorCode {
  code: number;
  /** The name the specification gives it. */
  name: string;
  /** What it means, in one French phrase (no final period: it is used inside sentences). */
  meaning: string;
  /** JSON-RPC 2.0 itself, or MCP on top of it. */
  source: 'json-rpc' | 'mcp';
}

/** Every error code the lab and the terminal can meet, with its meaning. */
export const errorCodes: readonly ErrorCode[] = [
  {
    code: -32700,
    name: 'Parse error',
    meaning: 'le texte reçu n’est pas du JSON lisible',
    source: 'json-rpc',
  },
  {
    code: -32600,
    name: 'Invalid Request',
    meaning: 'du JSON, mais pas une requête JSON-RPC valide',
    source: 'json-rpc',
  },
  {
    code: -32601,
    name: 'Method not found',
    meaning: 'la méthode demandée n’existe pas chez ce destinataire',
    source: 'json-rpc',
  },
  {
    code: -32602,
    name: 'Invalid params',
    meaning:
      'paramètres invalides\u00A0: outil ou prompt inconnu, ressource introuvable, enveloppe _meta absente en 2026-07-28',
    source: 'json-rpc',
  },
  {
    code: -32603,
    name: 'Internal error',
    meaning: 'erreur interne du destinataire pendant le traitement',
    source: 'json-rpc',
  },
  {
    code: -32021,
    name: 'Missing required client capability',
    meaning:
      'le serveur a besoin d’une capacité que le client n’a pas déclarée (data.requiredCapabilities)',
    source: 'mcp',
  },
  {
    code: -32022,
    name: 'Unsupported protocol version',
    meaning:
      'version du protocole non prise en charge (data.supported liste les versions connues, data.requested celle demandée)',
    source: 'mcp',
  },
];

/** The meaning of a JSON-RPC error code, or a generic phrase for codes the lab does not list. */
export function errorCodeMeaning(code: unknown): string {
  const known = errorCodes.find((c) => c.code === code);
  if (known) return `${known.name}\u00A0: ${known.meaning}`;
  return typeof code === 'number' && code <= -32000 && code >= -32099
    ? 'erreur réservée à l’implémentation (plage -32000 à -32099)'
    : 'code propre à l’application';
}
