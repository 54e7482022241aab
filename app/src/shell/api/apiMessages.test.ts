import { describe, expect, it } from 'vitest';
import { API_MESSAGES, emailTakenMessage, notFoundMessage } from '@rentacar/contract';
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
  });

  it('leave a message they do not know as the server sent it', async () => {
    const spanish = createI18n('es', await loadMessages('es'));
    expect(translateApiMessage(spanish, 'pickUpTime: must be a date-time')).toBe(
      'pickUpTime: must be a date-time',
    );
  });
});
