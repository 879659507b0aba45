/** Lower case without accents, so that « elicitation » finds « élicitation ». */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');
}
