// zod's `locales` namespace (re-exported whole by `zod/v4`, which the MCP SDK imports) would
// carry the error texts of every language zod ships to the browser: Turbopack keeps a namespace
// re-export whole. The site uses English (zod's default, the SDK's texts on the wire) and French
// (lib/content/parse.ts); nothing reads `z.locales.<other>`, so only these two are kept.
module.exports = function zodLocalesLoader() {
  return 'export { default as en } from "./en.js";\nexport { default as fr } from "./fr.js";\n';
};
