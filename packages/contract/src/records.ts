/**
 * A record id as a page URL holds it (`/vehicles/12`): a positive integer, or undefined for
 * anything else. The app fetches nothing for an undefined id; the server serves such a URL no
 * prerendered loading screen.
 */
export function parseRecordId(text: string | undefined): number | undefined {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
