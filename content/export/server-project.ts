/**
 * The French text of the « Emporter son serveur » project: its README and the few messages its
 * server.ts prints. `{{name}}`-style holes are filled by lib/export/server-project.ts.
 */
export const serverProjectText = {
  packageDescription: 'Serveur MCP exporté depuis Atelier MCP',
  noDatabase:
    'Cet outil interrogeait la base de démonstration d’Atelier MCP, absente de ce projet\u00A0: branchez ici votre propre base de données.',
  readyOnStdio: 'Serveur MCP «\u00A0{{name}}\u00A0» prêt sur stdio.',
  readme: {
    intro:
      'Serveur MCP exporté depuis **Atelier MCP**, construit avec le SDK officiel\n(`@modelcontextprotocol/server` {{sdk}}). Il parle les deux révisions du protocole\n(2026-07-28 avec `server/discover`, et la poignée de main `initialize` de 2025).',
    toolsHeading: '## Ses outils',
    noTools: '(aucun outil pour l’instant)',
    behaviour:
      'Le comportement de chaque outil est celui que vous avez décrit dans le bac à sable (modèles de\nréponse, erreurs métier, confirmations). Remplacez-le par votre vraie logique dans `server.ts`.',
    runHeading: '## Lancer le serveur',
    runCommands:
      'npm install\nnpm start            # stdio\u00A0: le mode des serveurs locaux\nnpm run start:http   # Streamable HTTP sur http://127.0.0.1:3333/mcp (PORT pour changer)',
    stdout:
      'En stdio, n’écrivez jamais sur la sortie standard (`console.log`)\u00A0: elle transporte les messages\nJSON-RPC. Les journaux vont sur la sortie d’erreur (`console.error`).',
    claudeCodeHeading: '## Le brancher à Claude Code',
    claudeDesktopHeading: '## Le brancher à Claude Desktop',
    claudeDesktopIntro: 'Dans `claude_desktop_config.json`\u00A0:',
    configPath: '/chemin/vers/{{name}}/server.ts',
  },
} as const;
