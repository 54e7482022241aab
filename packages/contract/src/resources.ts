// Generated from openapi.yaml by packages/contract/scripts/generate.mjs: do not edit.
import type { operations } from './schema';

/** Every resource (a tag of openapi.yaml) with its operations, in the contract's order. */
export const RESOURCE_OPERATIONS = {
  sessions: [
    'login',
    'register',
    'getCurrentUser',
    'updateCurrentUser',
    'updateDriverDetails',
    'downloadMyData',
    'deleteMyAccount',
    'changePassword',
    'requestPasswordReset',
    'resetPassword',
    'confirmEmail',
    'resendEmailConfirmation',
  ],
  users: ['listUsers', 'getUser', 'updateUser', 'deleteUser'],
  vehicles: [
    'listVehicles',
    'getVehicle',
    'getVehicleAvailability',
    'listAllVehicles',
    'createVehicle',
    'updateVehicle',
    'deleteVehicle',
  ],
  branches: ['listBranches', 'getBranch', 'createBranch', 'updateBranch', 'deleteBranch'],
  blocks: [
    'listBlockedPeriods',
    'createBlockedPeriod',
    'updateBlockedPeriod',
    'deleteBlockedPeriod',
  ],
  seasons: ['listSeasons', 'createSeason', 'updateSeason', 'deleteSeason'],
  calendar: ['getFleetCalendar'],
  files: ['uploadImage', 'displayImage', 'deleteImage'],
  reservations: [
    'createReservation',
    'quoteReservation',
    'listOwnReservations',
    'getOwnReservation',
    'cancelOwnReservation',
    'changeOwnReservation',
    'listReservations',
    'getReservation',
    'updateReservation',
    'deleteReservation',
  ],
  policies: ['getRentalRules', 'updateRentalRules'],
  messages: [
    'createContactMessage',
    'listContactMessages',
    'getContactMessage',
    'deleteContactMessage',
  ],
  downloads: ['downloadUsers', 'downloadVehicles', 'downloadReservations', 'downloadBranches'],
  stats: ['getAdminStats'],
  health: ['getHealth', 'getLiveness', 'getReadiness'],
  emails: ['listEmails', 'getEmail', 'resendEmail'],
  live: ['streamFleetChanges'],
} as const satisfies Record<string, readonly (keyof operations)[]>;

/** A resource's name: the one word the mock, the server, the contract suite and the app use for it. */
export type Resource = keyof typeof RESOURCE_OPERATIONS;

/** The operations of one resource. */
export type ResourceOperationId<Name extends Resource> = (typeof RESOURCE_OPERATIONS)[Name][number];
