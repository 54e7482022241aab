// Generated from openapi.yaml by packages/api/scripts/generate.mjs: do not edit.
import type { operations } from './schema';

/** The parts of a request that are validated, named as Fastify names them (and its messages). */
export type RequestPart = 'params' | 'querystring' | 'body';

/** One operation of openapi.yaml: its route, who may call it and the JSON Schemas of its request. */
export interface ContractOperation {
  readonly operationId: keyof operations;
  readonly method: 'get' | 'put' | 'post' | 'patch' | 'delete';
  /** As openapi.yaml writes it (`/car/visitors/{id}`), without the `/api` prefix. */
  readonly path: string;
  /** `x-roles`: `public`, `authenticated` or the roles that may call it. */
  readonly roles: readonly string[];
  /** The media types its request body may have; absent when it takes no body. */
  readonly bodyMediaTypes?: readonly string[];
  /** Path and query parameters as object schemas, and the JSON body's schema, `$ref`s resolved. */
  readonly schemas: { readonly [Part in RequestPart]?: object };
}

/** Every operation of openapi.yaml, in its order: the route table of the mock. */
export const CONTRACT_OPERATIONS: readonly ContractOperation[] = [
  {
    operationId: 'login',
    method: 'post',
    path: '/login',
    roles: ['public'],
    bodyMediaTypes: ['application/json'],
    schemas: {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['email', 'password'],
        properties: {
          email: {
            type: 'string',
            format: 'email',
            maxLength: 254,
            examples: ['jane.doe@example.com'],
          },
          password: {
            description:
              'A password as typed at login; the format rules apply only to new passwords.',
            type: 'string',
            minLength: 1,
            maxLength: 128,
          },
        },
      },
    },
  },
  {
    operationId: 'register',
    method: 'post',
    path: '/register',
    roles: ['public'],
    bodyMediaTypes: ['application/json'],
    schemas: {
      body: {
        type: 'object',
        additionalProperties: false,
        required: [
          'firstName',
          'lastName',
          'phoneNumber',
          'address',
          'zipCode',
          'email',
          'password',
          'confirmPassword',
        ],
        properties: {
          firstName: {
            description: 'A first or last name on one line.',
            type: 'string',
            minLength: 1,
            maxLength: 50,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          lastName: {
            description: 'A first or last name on one line.',
            type: 'string',
            minLength: 1,
            maxLength: 50,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          phoneNumber: {
            type: 'string',
            pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$',
            maxLength: 14,
            examples: ['(555) 123-4567'],
          },
          address: {
            description: 'A postal address on one line.',
            type: 'string',
            minLength: 1,
            maxLength: 200,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          zipCode: {
            type: 'string',
            minLength: 1,
            maxLength: 20,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          email: {
            type: 'string',
            format: 'email',
            maxLength: 254,
            examples: ['jane.doe@example.com'],
          },
          password: {
            description:
              'At least 8 characters with a lowercase and an uppercase letter, a digit and one of @$!%*#?&.',
            type: 'string',
            pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[@$!%*#?&]).{8,}$',
            maxLength: 128,
            examples: ['Secret#2026'],
          },
          confirmPassword: { type: 'string', maxLength: 128, examples: ['Secret#2026'] },
        },
      },
    },
  },
  {
    operationId: 'getCurrentUser',
    method: 'get',
    path: '/user',
    roles: ['authenticated'],
    schemas: {},
  },
  {
    operationId: 'updateCurrentUser',
    method: 'put',
    path: '/user',
    roles: ['authenticated'],
    bodyMediaTypes: ['application/json'],
    schemas: {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['firstName', 'lastName', 'phoneNumber', 'address', 'zipCode', 'email'],
        properties: {
          firstName: {
            description: 'A first or last name on one line.',
            type: 'string',
            minLength: 1,
            maxLength: 50,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          lastName: {
            description: 'A first or last name on one line.',
            type: 'string',
            minLength: 1,
            maxLength: 50,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          phoneNumber: {
            type: 'string',
            pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$',
            maxLength: 14,
            examples: ['(555) 123-4567'],
          },
          address: {
            description: 'A postal address on one line.',
            type: 'string',
            minLength: 1,
            maxLength: 200,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          zipCode: {
            type: 'string',
            minLength: 1,
            maxLength: 20,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          email: {
            type: 'string',
            format: 'email',
            maxLength: 254,
            examples: ['jane.doe@example.com'],
          },
        },
      },
    },
  },
  {
    operationId: 'changePassword',
    method: 'patch',
    path: '/user/auth',
    roles: ['authenticated'],
    bodyMediaTypes: ['application/json'],
    schemas: {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
        properties: {
          oldPassword: {
            description:
              'A password as typed at login; the format rules apply only to new passwords.',
            type: 'string',
            minLength: 1,
            maxLength: 128,
          },
          newPassword: {
            description:
              'At least 8 characters with a lowercase and an uppercase letter, a digit and one of @$!%*#?&.',
            type: 'string',
            pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[@$!%*#?&]).{8,}$',
            maxLength: 128,
            examples: ['Secret#2026'],
          },
          confirmNewPassword: { type: 'string', maxLength: 128, examples: ['Secret#2026'] },
        },
      },
    },
  },
  {
    operationId: 'createContactMessage',
    method: 'post',
    path: '/contactmessage/visitors',
    roles: ['public'],
    bodyMediaTypes: ['application/json'],
    schemas: {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'email', 'subject', 'body'],
        properties: {
          name: {
            type: 'string',
            minLength: 1,
            maxLength: 50,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          email: {
            type: 'string',
            format: 'email',
            maxLength: 254,
            examples: ['jane.doe@example.com'],
          },
          subject: {
            type: 'string',
            minLength: 5,
            maxLength: 50,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          body: {
            type: 'string',
            minLength: 20,
            maxLength: 200,
            description:
              'Plain text, never rendered as HTML. It may span lines: tabs and line breaks are allowed,\nother control characters are not.\n',
            pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$',
            'x-pattern-reason':
              'must not contain control characters other than tabs and line breaks',
          },
        },
      },
    },
  },
  {
    operationId: 'listContactMessages',
    method: 'get',
    path: '/contactmessage/pages',
    roles: ['Administrator'],
    schemas: {
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 0, maximum: 10000000, default: 0 },
          size: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          sort: { type: 'string', enum: ['id', 'name', 'email', 'subject'], default: 'subject' },
          direction: { type: 'string', enum: ['ASC', 'DESC'], default: 'ASC' },
        },
      },
    },
  },
  {
    operationId: 'getContactMessage',
    method: 'get',
    path: '/contactmessage/{messageId}',
    roles: ['Administrator'],
    schemas: {
      params: {
        type: 'object',
        properties: {
          messageId: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
        },
        required: ['messageId'],
      },
    },
  },
  {
    operationId: 'deleteContactMessage',
    method: 'delete',
    path: '/contactmessage/{messageId}',
    roles: ['Administrator'],
    schemas: {
      params: {
        type: 'object',
        properties: {
          messageId: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
        },
        required: ['messageId'],
      },
    },
  },
  {
    operationId: 'listUsers',
    method: 'get',
    path: '/user/auth/pages',
    roles: ['Administrator'],
    schemas: {
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 0, maximum: 10000000, default: 0 },
          size: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          sort: {
            type: 'string',
            enum: ['id', 'firstName', 'lastName', 'email', 'phoneNumber', 'address', 'zipCode'],
            default: 'firstName',
          },
          direction: { type: 'string', enum: ['ASC', 'DESC'], default: 'ASC' },
        },
      },
    },
  },
  {
    operationId: 'getUser',
    method: 'get',
    path: '/user/{id}/auth',
    roles: ['Administrator'],
    schemas: {
      params: {
        type: 'object',
        properties: {
          id: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
        },
        required: ['id'],
      },
    },
  },
  {
    operationId: 'updateUser',
    method: 'put',
    path: '/user/{id}/auth',
    roles: ['Administrator'],
    bodyMediaTypes: ['application/json'],
    schemas: {
      params: {
        type: 'object',
        properties: {
          id: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
        },
        required: ['id'],
      },
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['firstName', 'lastName', 'phoneNumber', 'address', 'zipCode', 'email', 'roles'],
        properties: {
          firstName: {
            description: 'A first or last name on one line.',
            type: 'string',
            minLength: 1,
            maxLength: 50,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          lastName: {
            description: 'A first or last name on one line.',
            type: 'string',
            minLength: 1,
            maxLength: 50,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          phoneNumber: {
            type: 'string',
            pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$',
            maxLength: 14,
            examples: ['(555) 123-4567'],
          },
          address: {
            description: 'A postal address on one line.',
            type: 'string',
            minLength: 1,
            maxLength: 200,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          zipCode: {
            type: 'string',
            minLength: 1,
            maxLength: 20,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          email: {
            type: 'string',
            format: 'email',
            maxLength: 254,
            examples: ['jane.doe@example.com'],
          },
          roles: {
            type: 'array',
            minItems: 1,
            uniqueItems: true,
            items: { type: 'string', enum: ['Customer', 'Administrator'] },
          },
          password: {
            description:
              'At least 8 characters with a lowercase and an uppercase letter, a digit and one of @$!%*#?&.',
            type: 'string',
            pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[@$!%*#?&]).{8,}$',
            maxLength: 128,
            examples: ['Secret#2026'],
          },
        },
      },
    },
  },
  {
    operationId: 'deleteUser',
    method: 'delete',
    path: '/user/{id}/auth',
    roles: ['Administrator'],
    schemas: {
      params: {
        type: 'object',
        properties: {
          id: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
        },
        required: ['id'],
      },
    },
  },
  {
    operationId: 'listVehicles',
    method: 'get',
    path: '/car/visitors/pages',
    roles: ['public'],
    schemas: {
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 0, maximum: 10000000, default: 0 },
          size: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          sort: {
            type: 'string',
            enum: [
              'id',
              'model',
              'doors',
              'seats',
              'luggage',
              'transmission',
              'airConditioning',
              'fuelType',
              'age',
              'pricePerHour',
            ],
            default: 'model',
          },
          direction: { type: 'string', enum: ['ASC', 'DESC'], default: 'ASC' },
        },
      },
    },
  },
  {
    operationId: 'getVehicle',
    method: 'get',
    path: '/car/visitors/{id}',
    roles: ['public'],
    schemas: {
      params: {
        type: 'object',
        properties: {
          id: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
        },
        required: ['id'],
      },
    },
  },
  {
    operationId: 'listAllVehicles',
    method: 'get',
    path: '/car/visitors/all',
    roles: ['public'],
    schemas: {},
  },
  {
    operationId: 'uploadImage',
    method: 'post',
    path: '/files/upload',
    roles: ['Administrator'],
    bodyMediaTypes: ['multipart/form-data'],
    schemas: {},
  },
  {
    operationId: 'displayImage',
    method: 'get',
    path: '/files/display/{imageId}',
    roles: ['public'],
    schemas: {
      params: {
        type: 'object',
        properties: {
          imageId: {
            type: 'string',
            format: 'uuid',
            maxLength: 36,
            examples: ['9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41'],
          },
        },
        required: ['imageId'],
      },
    },
  },
  {
    operationId: 'deleteImage',
    method: 'delete',
    path: '/files/{imageId}',
    roles: ['Administrator'],
    schemas: {
      params: {
        type: 'object',
        properties: {
          imageId: {
            type: 'string',
            format: 'uuid',
            maxLength: 36,
            examples: ['9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41'],
          },
        },
        required: ['imageId'],
      },
    },
  },
  {
    operationId: 'createVehicle',
    method: 'post',
    path: '/car/admin/{imageId}/add',
    roles: ['Administrator'],
    bodyMediaTypes: ['application/json'],
    schemas: {
      params: {
        type: 'object',
        properties: {
          imageId: {
            type: 'string',
            format: 'uuid',
            maxLength: 36,
            examples: ['9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41'],
          },
        },
        required: ['imageId'],
      },
      body: {
        type: 'object',
        additionalProperties: false,
        required: [
          'model',
          'doors',
          'seats',
          'luggage',
          'transmission',
          'airConditioning',
          'fuelType',
          'age',
          'pricePerHour',
        ],
        properties: {
          model: {
            type: 'string',
            minLength: 1,
            maxLength: 30,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          doors: {
            description: 'Doors, seats, luggage pieces or age in years.',
            type: 'integer',
            minimum: 0,
            maximum: 1000,
          },
          seats: {
            description: 'Doors, seats, luggage pieces or age in years.',
            type: 'integer',
            minimum: 0,
            maximum: 1000,
          },
          luggage: {
            description: 'Doors, seats, luggage pieces or age in years.',
            type: 'integer',
            minimum: 0,
            maximum: 1000,
          },
          transmission: { type: 'string', enum: ['Automatic', 'Manuel', 'Tiptronic'] },
          airConditioning: { type: 'boolean' },
          fuelType: {
            type: 'string',
            enum: ['Electricity', 'Hybrid', 'Gasoline', 'Diesel', 'Hydrogen', 'LPG', 'CNG'],
          },
          age: {
            description: 'Doors, seats, luggage pieces or age in years.',
            type: 'integer',
            minimum: 0,
            maximum: 1000,
          },
          pricePerHour: { type: 'number', exclusiveMinimum: 0, maximum: 1000000 },
        },
      },
    },
  },
  {
    operationId: 'updateVehicle',
    method: 'put',
    path: '/car/admin/auth',
    roles: ['Administrator'],
    bodyMediaTypes: ['application/json'],
    schemas: {
      querystring: {
        type: 'object',
        properties: {
          id: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
          imageId: {
            type: 'string',
            format: 'uuid',
            maxLength: 36,
            examples: ['9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41'],
          },
        },
        required: ['id', 'imageId'],
      },
      body: {
        type: 'object',
        additionalProperties: false,
        required: [
          'model',
          'doors',
          'seats',
          'luggage',
          'transmission',
          'airConditioning',
          'fuelType',
          'age',
          'pricePerHour',
        ],
        properties: {
          model: {
            type: 'string',
            minLength: 1,
            maxLength: 30,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          doors: {
            description: 'Doors, seats, luggage pieces or age in years.',
            type: 'integer',
            minimum: 0,
            maximum: 1000,
          },
          seats: {
            description: 'Doors, seats, luggage pieces or age in years.',
            type: 'integer',
            minimum: 0,
            maximum: 1000,
          },
          luggage: {
            description: 'Doors, seats, luggage pieces or age in years.',
            type: 'integer',
            minimum: 0,
            maximum: 1000,
          },
          transmission: { type: 'string', enum: ['Automatic', 'Manuel', 'Tiptronic'] },
          airConditioning: { type: 'boolean' },
          fuelType: {
            type: 'string',
            enum: ['Electricity', 'Hybrid', 'Gasoline', 'Diesel', 'Hydrogen', 'LPG', 'CNG'],
          },
          age: {
            description: 'Doors, seats, luggage pieces or age in years.',
            type: 'integer',
            minimum: 0,
            maximum: 1000,
          },
          pricePerHour: { type: 'number', exclusiveMinimum: 0, maximum: 1000000 },
        },
      },
    },
  },
  {
    operationId: 'deleteVehicle',
    method: 'delete',
    path: '/car/admin/{id}/auth',
    roles: ['Administrator'],
    schemas: {
      params: {
        type: 'object',
        properties: {
          id: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
        },
        required: ['id'],
      },
    },
  },
  {
    operationId: 'createReservation',
    method: 'post',
    path: '/reservations/add',
    roles: ['Customer', 'Administrator'],
    bodyMediaTypes: ['application/json'],
    schemas: {
      querystring: {
        type: 'object',
        properties: {
          carId: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
        },
        required: ['carId'],
      },
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['pickUpTime', 'dropOffTime', 'pickUpLocation', 'dropOffLocation'],
        properties: {
          pickUpTime: {
            description: 'Local date-time in the request format `MM/dd/yyyy HH:mm:ss`.',
            type: 'string',
            pattern:
              '^(0[1-9]|1[0-2])/(0[1-9]|[12]\\d|3[01])/\\d{4} ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$',
            maxLength: 19,
            examples: ['03/14/2026 10:00:00'],
          },
          dropOffTime: {
            description: 'Local date-time in the request format `MM/dd/yyyy HH:mm:ss`.',
            type: 'string',
            pattern:
              '^(0[1-9]|1[0-2])/(0[1-9]|[12]\\d|3[01])/\\d{4} ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$',
            maxLength: 19,
            examples: ['03/14/2026 10:00:00'],
          },
          pickUpLocation: {
            description: 'A pick-up or drop-off place on one line.',
            type: 'string',
            minLength: 1,
            maxLength: 200,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          dropOffLocation: {
            description: 'A pick-up or drop-off place on one line.',
            type: 'string',
            minLength: 1,
            maxLength: 200,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
        },
      },
    },
  },
  {
    operationId: 'listOwnReservations',
    method: 'get',
    path: '/reservations/auth/all',
    roles: ['authenticated'],
    schemas: {
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 0, maximum: 10000000, default: 0 },
          size: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          sort: {
            type: 'string',
            enum: [
              'id',
              'pickUpTime',
              'dropOffTime',
              'pickUpLocation',
              'dropOffLocation',
              'status',
              'totalPrice',
            ],
            default: 'pickUpTime',
          },
          direction: { type: 'string', enum: ['ASC', 'DESC'], default: 'DESC' },
        },
      },
    },
  },
  {
    operationId: 'getOwnReservation',
    method: 'get',
    path: '/reservations/{id}/auth',
    roles: ['authenticated'],
    schemas: {
      params: {
        type: 'object',
        properties: {
          id: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
        },
        required: ['id'],
      },
    },
  },
  {
    operationId: 'listReservations',
    method: 'get',
    path: '/reservations/admin/all/pages',
    roles: ['Administrator'],
    schemas: {
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 0, maximum: 10000000, default: 0 },
          size: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          sort: {
            type: 'string',
            enum: [
              'id',
              'pickUpTime',
              'dropOffTime',
              'pickUpLocation',
              'dropOffLocation',
              'status',
              'totalPrice',
            ],
            default: 'pickUpTime',
          },
          direction: { type: 'string', enum: ['ASC', 'DESC'], default: 'DESC' },
        },
      },
    },
  },
  {
    operationId: 'getReservation',
    method: 'get',
    path: '/reservations/{id}/admin',
    roles: ['Administrator'],
    schemas: {
      params: {
        type: 'object',
        properties: {
          id: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
        },
        required: ['id'],
      },
    },
  },
  {
    operationId: 'updateReservation',
    method: 'put',
    path: '/reservations/admin/auth',
    roles: ['Administrator'],
    bodyMediaTypes: ['application/json'],
    schemas: {
      querystring: {
        type: 'object',
        properties: {
          reservationId: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
          carId: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
        },
        required: ['reservationId', 'carId'],
      },
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['pickUpTime', 'dropOffTime', 'pickUpLocation', 'dropOffLocation', 'status'],
        properties: {
          pickUpTime: {
            description: 'Local date-time in the request format `MM/dd/yyyy HH:mm:ss`.',
            type: 'string',
            pattern:
              '^(0[1-9]|1[0-2])/(0[1-9]|[12]\\d|3[01])/\\d{4} ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$',
            maxLength: 19,
            examples: ['03/14/2026 10:00:00'],
          },
          dropOffTime: {
            description: 'Local date-time in the request format `MM/dd/yyyy HH:mm:ss`.',
            type: 'string',
            pattern:
              '^(0[1-9]|1[0-2])/(0[1-9]|[12]\\d|3[01])/\\d{4} ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$',
            maxLength: 19,
            examples: ['03/14/2026 10:00:00'],
          },
          pickUpLocation: {
            description: 'A pick-up or drop-off place on one line.',
            type: 'string',
            minLength: 1,
            maxLength: 200,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          dropOffLocation: {
            description: 'A pick-up or drop-off place on one line.',
            type: 'string',
            minLength: 1,
            maxLength: 200,
            pattern: '^[^\\u0000-\\u001F\\u007F]*$',
            'x-pattern-reason': 'must not contain control characters',
          },
          status: {
            description: 'New status; the legacy spelling `CANCELED` is stored as `CANCELLED`.',
            type: 'string',
            enum: ['CREATED', 'CANCELLED', 'CANCELED', 'DONE'],
          },
        },
      },
    },
  },
  {
    operationId: 'deleteReservation',
    method: 'delete',
    path: '/reservations/admin/{id}/auth',
    roles: ['Administrator'],
    schemas: {
      params: {
        type: 'object',
        properties: {
          id: {
            description: 'Ids are positive 32-bit integers.',
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 2147483647,
            examples: [42],
          },
        },
        required: ['id'],
      },
    },
  },
  {
    operationId: 'downloadUsers',
    method: 'get',
    path: '/excel/download/users',
    roles: ['Administrator'],
    schemas: {},
  },
  {
    operationId: 'downloadVehicles',
    method: 'get',
    path: '/excel/download/cars',
    roles: ['Administrator'],
    schemas: {},
  },
  {
    operationId: 'downloadReservations',
    method: 'get',
    path: '/excel/download/reservations',
    roles: ['Administrator'],
    schemas: {},
  },
];
