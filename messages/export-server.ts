/**
 * The lines the exported server prints and answers. Apart from the rest of the project's text:
 * the playground's HTTP link answers with the same sentence from its first view
 * (messages/simulation.ts), which the README and the panel's texts have no reason to follow.
 */
export const exportedServerText = {
  readyOnStdio: 'Serveur MCP «\u00A0{{name}}\u00A0» prêt sur stdio.',
  readyOnHttp:
    'Serveur MCP «\u00A0{{name}}\u00A0» en Streamable HTTP sur http://127.0.0.1:{{port}}/mcp',
  notFound: 'Rien ici\u00A0: le serveur MCP répond sur /mcp.',
  unknownSession:
    'Session inconnue ou fermée (le serveur a peut-être redémarré)\u00A0: reconnectez le client.',
} as const;
