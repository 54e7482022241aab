import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  emailTakenMessage,
  notFoundMessage,
  rentalTooLongMessage,
  seasonOverlapMessage,
  VALIDATION_REASONS,
} from '@rentacar/contract';
import { createI18n, loadMessages } from '../i18n/i18n';
import { translateApiMessage } from './apiMessages';

describe("the API's messages in the active language", () => {
  it('stay letter for letter as the API sends them in English', () => {
    const english = createI18n('en');
    for (const message of Object.values(API_MESSAGES)) {
      expect(translateApiMessage(english, message)).toBe(message);
    }
  });

  it('are all translated into Spanish, those naming a record too', async () => {
    const spanish = createI18n('es', await loadMessages('es'));
    const untranslated = Object.values(API_MESSAGES).filter(
      (message) => translateApiMessage(spanish, message) === message,
    );
    expect(untranslated).toEqual([]);
    expect(translateApiMessage(spanish, API_MESSAGES.vehicleNotAvailable)).toBe(
      'El vehículo no está disponible en las horas elegidas',
    );
    expect(translateApiMessage(spanish, notFoundMessage(42))).toBe(
      'No se ha encontrado el registro con id 42',
    );
    expect(translateApiMessage(spanish, emailTakenMessage('ana@example.com'))).toBe(
      'Correo: ana@example.com ya existe',
    );
    expect(translateApiMessage(createI18n('en'), rentalTooLongMessage(90))).toBe(
      'A rental may last at most 90 days',
    );
    expect(translateApiMessage(spanish, rentalTooLongMessage(90))).toBe(
      'Un alquiler puede durar como máximo 90 días',
    );
    const summer = { name: 'Summer', startDate: '2027-07-01', endDate: '2027-08-31' };
    expect(translateApiMessage(createI18n('en'), seasonOverlapMessage(summer))).toBe(
      'Overlaps the season Summer (2027-07-01 to 2027-08-31)',
    );
    expect(translateApiMessage(spanish, seasonOverlapMessage(summer))).toBe(
      'Se solapa con la temporada Summer (del 2027-07-01 al 2027-08-31)',
    );
  });

  it('word every validation reason in Spanish, keeping the field and the values', async () => {
    const english = createI18n('en');
    const spanish = createI18n('es', await loadMessages('es'));
    const messages = Object.values(VALIDATION_REASONS).map(
      (reason) => `pickUpLocation: ${reason.replace(/\{(\w+)\}/g, '12')}`,
    );
    for (const message of messages) expect(translateApiMessage(english, message)).toBe(message);
    expect(messages.filter((message) => translateApiMessage(spanish, message) === message)).toEqual(
      [],
    );
    expect(translateApiMessage(spanish, 'sort: must be one of id, model')).toBe(
      'sort: debe ser uno de estos valores: id, model',
    );
    expect(translateApiMessage(spanish, 'to: must be after from')).toBe(
      'to: debe ser posterior a from',
    );
  });

  it('leave a message they do not know as the server sent it', async () => {
    const spanish = createI18n('es', await loadMessages('es'));
    expect(translateApiMessage(spanish, 'pickUpTime: must be a date-time')).toBe(
      'pickUpTime: must be a date-time',
    );
  });
});
