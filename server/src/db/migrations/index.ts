import { officeTimeZone } from '@rentacar/rules';
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from '../database.js';
import { initialSchema } from './0001_initial_schema.js';
import { tokenVersion } from './0002_token_version.js';
import { normalisedEmails } from './0003_normalised_emails.js';
import { bookingSearchIndexes } from './0004_booking_search_indexes.js';
import { adminFilterIndexes } from './0005_admin_filter_indexes.js';
import { availabilityFilterIndexes } from './0006_availability_filter_indexes.js';
import { userSearchIndex } from './0007_user_search_index.js';
import { imageWebpCopies } from './0008_image_webp_copies.js';
import { imageCopiesPerWidth } from './0009_image_copies_per_width.js';
import { moneyInCents } from './0010_money_in_cents.js';
import { emailOutbox } from './0011_email_outbox.js';
import { descendingPickUpIndexes } from './0012_descending_pick_up_indexes.js';
import { rowCounts } from './0013_row_counts.js';
import { userLanguage } from './0014_user_language.js';
import { rowGenerations } from './0015_row_generations.js';
import { timedGenerations } from './0016_timed_generations.js';
import { spanClassByTrigger } from './0017_span_class_by_trigger.js';
import { countedAtCommit } from './0018_counted_at_commit.js';
import { descendingStatusIndex } from './0019_descending_status_index.js';
import { plainRowCounts } from './0020_plain_row_counts.js';
import { noOverlappingReservations } from './0021_no_overlapping_reservations.js';
import { vehicleLicensePlate } from './0022_vehicle_license_plate.js';
import { reservationPeriodIndex } from './0023_reservation_period_index.js';
import { imageCopyPixelWidths } from './0024_image_copy_pixel_widths.js';
import { branches } from './0025_branches.js';
import { blockedPeriods } from './0026_blocked_periods.js';
import { driverDetails } from './0027_driver_details.js';
import { vehicleDayWeekRates } from './0028_vehicle_day_week_rates.js';
import { vehicleTurnaround } from './0030_vehicle_turnaround.js';
import { reservationHistory } from './0031_reservation_history.js';
import { rentalRules } from './0032_rental_rules.js';
import { youngDriverSurcharge } from './0033_young_driver_surcharge.js';
import { additionalDrivers } from './0034_additional_drivers.js';
import { priceLines } from './0035_price_lines.js';
import { seasons } from './0036_seasons.js';
import type { DialectName } from './column-types.js';

/**
 * Every migration by its recorded name, in order. Names and files never change once applied: a
 * schema change is a new migration at the end. `timeZone` is the office's, in which the times
 * stored before branches were written.
 */
export function migrationsOf(
  dialect: DialectName,
  timeZone: string = officeTimeZone(),
): Record<string, Migration> {
  return {
    '0001_initial_schema': initialSchema(dialect),
    '0002_token_version': tokenVersion,
    '0003_normalised_emails': normalisedEmails,
    '0004_booking_search_indexes': bookingSearchIndexes,
    '0005_admin_filter_indexes': adminFilterIndexes(dialect),
    '0006_availability_filter_indexes': availabilityFilterIndexes(dialect),
    '0007_user_search_index': userSearchIndex(dialect),
    '0008_image_webp_copies': imageWebpCopies(dialect),
    '0009_image_copies_per_width': imageCopiesPerWidth(dialect),
    '0010_money_in_cents': moneyInCents(dialect),
    '0011_email_outbox': emailOutbox(dialect),
    '0012_descending_pick_up_indexes': descendingPickUpIndexes,
    '0013_row_counts': rowCounts(dialect),
    '0014_user_language': userLanguage,
    '0015_row_generations': rowGenerations(dialect),
    '0016_timed_generations': timedGenerations(dialect),
    '0017_span_class_by_trigger': spanClassByTrigger(dialect),
    '0018_counted_at_commit': countedAtCommit(dialect),
    '0019_descending_status_index': descendingStatusIndex,
    '0020_plain_row_counts': plainRowCounts(dialect),
    '0021_no_overlapping_reservations': noOverlappingReservations(dialect),
    '0022_vehicle_license_plate': vehicleLicensePlate,
    '0023_reservation_period_index': reservationPeriodIndex(dialect),
    '0024_image_copy_pixel_widths': imageCopyPixelWidths,
    '0025_branches': branches(dialect, timeZone),
    '0026_blocked_periods': blockedPeriods(dialect),
    '0027_driver_details': driverDetails,
    '0028_vehicle_day_week_rates': vehicleDayWeekRates,
    '0030_vehicle_turnaround': vehicleTurnaround(dialect),
    '0031_reservation_history': reservationHistory(dialect),
    '0032_rental_rules': rentalRules,
    '0033_young_driver_surcharge': youngDriverSurcharge,
    '0034_additional_drivers': additionalDrivers,
    '0035_price_lines': priceLines,
    '0036_seasons': seasons(dialect),
  };
}

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return migrationsOf(this.dialect);
  }
}

/**
 * Brings the database to the newest schema, or to the migration named `target` (tests build
 * older schemas with it); throws with the failing migration's error.
 */
export async function migrateToLatest(
  database: Database,
  schema: string,
  target?: string,
): Promise<void> {
  const db = database.db.withoutPlugins();
  if (database.dialect === 'postgres') {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  }
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(database.dialect),
    ...(database.dialect === 'postgres' ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } =
    target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
