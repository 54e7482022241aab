/**
 * The stored and compared form of a license plate: trimmed and in capitals, so ` ab-123 ` and
 * `AB-123` are one plate; a blank plate is none (`undefined`). Plates are unique among vehicles in
 * this form.
 */
export function normaliseLicensePlate(plate: string | undefined): string | undefined {
  const normalised = plate?.trim().toUpperCase();
  return normalised === '' ? undefined : normalised;
}
