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
    code: -32020,
    name: 'HeaderMismatch',
    meaning:
      'en Streamable HTTP (2026-07-28), un en-tête requis manque, est mal formé ou contredit le corps du message',
    source: 'mcp',
  },
  {
    code: -32021,
    name: 'Missing required client capability',
    meaning:
      'le serveur a besoin d’une capacité que le client n’a pas déclarée (2026-07-28\u202F; data.requiredCapabilities)',
    source: 'mcp',
  },
  {
    code: -32022,
    name: 'Unsupported protocol version',
    meaning:
      'version du protocole non prise en charge (2026-07-28\u202F; data.supported liste les versions connues, data.requested celle demandée)',
    source: 'mcp',
  },
  {
    code: -32002,
    name: 'Resource not found',
    meaning:
      'ressource introuvable, le code que recommandaient les révisions de 2025 (data.uri)\u202F; 2026-07-28 le remplace par -32602, mais un client devrait encore l’accepter',
    source: 'mcp',
  },
  {
    code: -32042,
    name: 'URLElicitationRequired',
    meaning:
      'la requête attend une élicitation par URL (2025-11-25 seulement\u202F; data.elicitations dit lesquelles)',
    source: 'mcp',
  },
];

/**
 * The meaning of a JSON-RPC error code, or a phrase for the range of a code the lab does not
 * list. JSON-RPC leaves -32000…-32099 to server errors; 2026-07-28 splits it into a legacy part
 * (-32000…-32019, no shared meaning) and a part only the MCP specification may allocate.
 */
export function errorCodeMeaning(code: unknown): string {
  const known = errorCodes.find((c) => c.code === code);
  if (known) return `${known.name}\u00A0: ${known.meaning}`;
  if (typeof code !== 'number') return 'code propre à l’application';
  if (code <= -32000 && code >= -32019) {
    return 'code de la plage -32000 à -32019, laissée aux erreurs propres à chaque implémentation (plage héritée depuis 2026-07-28)\u202F: MCP ne lui donne aucun sens';
  }
  if (code <= -32020 && code >= -32099) {
    return 'code non défini, dans la plage -32020 à -32099 que 2026-07-28 réserve à la spécification MCP (avant, plage des erreurs de serveur de JSON-RPC)';
  }
  if (code <= -32000 && code >= -32768) return 'code réservé par JSON-RPC, sans sens attribué';
  return 'code propre à l’application';
}
