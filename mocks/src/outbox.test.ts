import { reservationEmailSummary } from '@rentacar/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The mock as a build with these `VITE_*` settings runs it (the demo, Storybook). */
async function mockBuiltWith(settings: Record<string, string>) {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  const [{ db, seedDb }, { queueEmail }] = await Promise.all([import('./db'), import('./outbox')]);
  seedDb(new Date());
  return { db, queueEmail };
}

/** The booking confirmation the mock queues for the first seeded reservation, to `language`. */
async function queueBookingConfirmation(
  { db, queueEmail }: Awaited<ReturnType<typeof mockBuiltWith>>,
  language: 'en' | 'es',
) {
  const reservation = db.reservations.all()[0]!;
  const vehicle = db.vehicles.find(reservation.carId)!;
  return queueEmail({
    kind: 'bookingConfirmed',
    to: 'ana.garcia@example.com',
    recipientName: 'Ana García',
    language,
    reservation: reservationEmailSummary(
      { ...reservation, calendarSequence: 0 },
      vehicle,
      'http://localhost',
    ),
  });
}

// The first import renders with the e-mails' templates, transformed then: seconds on a busy machine.
describe("the mock's e-mails", { timeout: 30_000 }, () => {
  it('write amounts in the currency and locale the app writes prices in', async () => {
    const mock = await mockBuiltWith({ VITE_CURRENCY: 'EUR', VITE_LOCALE: 'de-DE' });
    const total = mock.db.reservations.all()[0]!.totalPrice;
    const format = (locale: string) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        trailingZeroDisplay: 'stripIfInteger',
      });
    const [inGerman, inSpanish] = [format('de-DE'), format('es-ES')];
    expect((await queueBookingConfirmation(mock, 'en')).text).toContain(inGerman.format(total));
    expect((await queueBookingConfirmation(mock, 'es')).text).toContain(inSpanish.format(total));
  });

  it('write US dollars in en-US when the build sets neither', async () => {
    const mock = await mockBuiltWith({});
    const email = await queueBookingConfirmation(mock, 'en');
    expect(email.text).toMatch(/\$\d/);
  });
});
