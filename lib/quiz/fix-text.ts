/**
 * The editor's text for a list of tool definitions, as the banks write the broken and fixed
 * definitions of « corriger une définition » questions: authored as values (so the French in
 * them is checked like any other content string), shown as the indented JSON of `tools/list`.
 */
export function toolsText(tools: readonly unknown[]): string {
  return JSON.stringify(tools, null, 2);
}
