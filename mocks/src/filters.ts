/** Whether any of `texts` contains `search`, letter case aside; no search matches everything. */
export function containsText(search: string | undefined, ...texts: string[]): boolean {
  if (search === undefined) return true;
  const needle = search.toLowerCase();
  return texts.some((text) => text.toLowerCase().includes(needle));
}
