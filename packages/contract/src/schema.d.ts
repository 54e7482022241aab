// Generated from openapi.yaml by packages/contract/scripts/generate.mjs: do not edit.
export interface paths {
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail and password
         * @description Wrong e-mail or wrong password both answer 400 `Bad credentials`. After 5 failed attempts for
         *     one e-mail from one client address within 15 minutes, further logins for that e-mail from that
         *     address answer 429 until the window passes; the same e-mail from another address still logs
         *     in, so nobody can lock the owner out from elsewhere. A distributed attack meets a ceiling of
         *     100 failed attempts per e-mail (from any address) within the window, after which that e-mail
         *     answers 429 everywhere; a locked-out owner can still reset the password by e-mail.
         *     E-mails match regardless of letter case. Login attempts are also limited per client address
         *     (100 per 5 minutes by default), and a server busy hashing passwords answers 429 at once
         *     rather than queueing without end.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a new customer account
         * @description The new user gets the role Customer, with an unconfirmed e-mail address (`emailConfirmed`
         *     false): a welcome e-mail with an e-mail confirmation link is queued in the same transaction.
         *     An unconfirmed customer can still log in and book. Without `language` the account takes the
         *     first language of the request's `Accept-Language` that the site speaks, else `en`; the
         *     welcome e-mail is written in it. At most 30 requests per minute per client.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user */
        get: operations["getCurrentUser"];
        /**
         * Update the logged-in user's profile
         * @description Built-in users answer 400 `You don't have any permission to change this data`. A new e-mail
         *     address (other than the current one in any letter case) is unconfirmed again, and a
         *     confirmation e-mail is queued to it. Without `language` the account keeps its language.
         */
        put: operations["updateCurrentUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/driver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the logged-in user's driver details
         * @description The details a booking is judged by (the vehicle's minimum age and years of licence, a
         *     licence valid until the drop-off). Answered only to their owner (`getCurrentUser`) and to
         *     administrators (`getUser`). Built-in users answer 400
         *     `You don't have any permission to change this data`.
         */
        put: operations["updateDriverDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the site keeps about the logged-in user, as a JSON file
         * @description The account (never the password or its hash), the driver details, the user's reservations
         *     with their vehicles, the contact messages sent with the account's e-mail address and the
         *     e-mails the site sent or queued to it (`my-data.json`).
         */
        get: operations["downloadMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the logged-in user's account
         * @description Confirmed with the account's password (400 `Your password is not correct` otherwise, and
         *     nothing changes). A reservation still to come or under way (CREATED, its drop-off not yet
         *     passed) answers 409
         *     `Cancel your upcoming reservations before deleting your account`. Otherwise, in one
         *     transaction: the driver details, link tokens, contact messages sent with the account's
         *     e-mail and the e-mails sent to it are deleted; the account keeps its id for its past
         *     reservations (the business's records of its fleet and revenue) but its name, e-mail, phone,
         *     address and zip code are replaced (`Deleted customer`), it can no longer log in and every
         *     session ends. Built-in users answer 400
         *     `You don't have any permission to change this data`.
         */
        post: operations["deleteMyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the logged-in user's password
         * @description Wrong old password answers 400 `Your passwords are not matched`; a confirmation that differs
         *     answers 400 `confirmNewPassword: must match newPassword`; built-in users answer 400
         *     `You don't have any permission to change this data`.
         */
        patch: operations["changePassword"];
        trace?: never;
    };
    "/user/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset e-mail
         * @description Answers 202 with the same message whether or not an account has this e-mail, and queues a
         *     password reset e-mail only when one has. The e-mail's link carries a single-use token valid for
         *     30 minutes; only its SHA-256 hash is stored, and a newer request makes older tokens invalid.
         *     Limited per client address (`x-rate-limit`) and per e-mail (`x-email-rate-limit`, any letter
         *     case): beyond either, 429 and nothing is queued.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token of a reset e-mail
         * @description The new password follows the registration rules and messages (`newPassword: ...`); a
         *     confirmation that differs answers 400 `confirmNewPassword: must match newPassword`. An unknown,
         *     forged, expired (older than 30 minutes) or already used token answers 400
         *     `Password reset link is invalid or has expired` and changes nothing. A reset uses the token up,
         *     ends every existing session of the account (their tokens answer 401), confirms the e-mail
         *     address (the link proved it is the owner's) and clears the account's failed logins. Built-in
         *     users answer 400 `You don't have any permission to change this data`.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an e-mail address with the token of a confirmation e-mail
         * @description Needs no login (the link may be opened on another device). The token is single use and valid
         *     for 7 days; only its SHA-256 hash is stored, and it confirms only the address it was sent to.
         *     An unknown, forged, expired or used token, or one sent to an address the account no longer
         *     has, answers 400 `Email confirmation link is invalid or has expired`.
         */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/email/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the e-mail confirmation link again
         * @description Queues a new confirmation e-mail to the logged-in user's address (older links stay valid until
         *     they expire). An already confirmed address answers 400 `Email is already confirmed`. At most
         *     3 per hour per account (`x-email-rate-limit`), then 429.
         */
        post: operations["resendEmailConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contactmessage/visitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a contact message
         * @description At most 30 requests per minute per client.
         */
        post: operations["createContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contactmessage/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through contact messages */
        get: operations["listContactMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contactmessage/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the contact message. */
                messageId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** One contact message */
        get: operations["getContactMessage"];
        put?: never;
        post?: never;
        /** Delete a contact message */
        delete: operations["deleteContactMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/auth/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through users */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/auth": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One user */
        get: operations["getUser"];
        /**
         * Update a user as administrator
         * @description Without `password` the stored password is kept; a new `password` ends the user's existing
         *     sessions. A new e-mail address (other than the current one in any letter case) is unconfirmed
         *     again, and a confirmation e-mail is queued to it, as when users change it themselves. Without
         *     `language` the user keeps theirs. Built-in users answer 400
         *     `You don't have any permission to change this data`.
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Delete a user
         * @description Built-in users answer 400 `You don't have any permission to change this data`; users with
         *     reservations answer 400 `User couldn't be deleted. User is used by a reservation`.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/car/visitors/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page through vehicles
         * @description Every filter is optional and they combine with AND; without any of them every vehicle is
         *     listed. A bad value in any of them is a 400 naming the parameter (`minSeats: ...`).
         */
        get: operations["listVehicles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/car/visitors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One vehicle */
        get: operations["getVehicle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/car/visitors/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * When a vehicle is booked
         * @description The CREATED reservations and blocked periods of the vehicle that overlap the window
         *     (touching ends included), sorted by pick-up time, without any user data or reason. `from` defaults to now and `to` to 90 days
         *     after `from`; `to` must be after `from` and at most 366 days later.
         */
        get: operations["getVehicleAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/car/visitors/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All vehicles, unpaged */
        get: operations["listAllVehicles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a vehicle image
         * @description PNG or JPEG only, recognised by the file's bytes (415 `Only PNG or JPEG images are allowed`);
         *     at most 2 MB (413 `Maximum upload size exceeded`); a missing file answers 400 `file: is required`.
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/display/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bytes of an image
         * @description The image as uploaded (PNG or JPEG). A client whose `Accept` header names `image/webp`, as
         *     browsers' image requests do, may be sent a WebP copy instead: upright, without the photo's
         *     metadata, never wider than the upload, and usually a fraction of the bytes. Copies are kept
         *     for slots 400, 800 and 1280 pixels wide; `width` picks the slot (an `<img srcset>` offers
         *     each), and without it the widest copy is sent. A wildcard alone (`*\/*`) gets the upload's
         *     own bytes, whatever the width. The server makes the copies when the image is uploaded or
         *     seeded; an image stored before a slot's copy was made is sent its next wider copy, or the
         *     widest; files it cannot decode, and the in-browser demo backend, answer the upload.
         */
        get: operations["displayImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an image
         * @description The id is also removed from every vehicle's image list.
         */
        delete: operations["deleteImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/car/admin/{imageId}/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a vehicle with an uploaded image
         * @description Unknown image answers 404 `ImageFile with id <id> not found`; an image already used by another
         *     vehicle answers 409 `ImageFile is used by other car`; a `licensePlate` another vehicle has
         *     answers 409 `A vehicle with this license plate already exists`.
         */
        post: operations["createVehicle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/car/admin/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a vehicle
         * @description The vehicle's image list becomes `[imageId]`. Built-in vehicles answer 400
         *     `You don't have any permission to change this data`; a `licensePlate` another vehicle has
         *     answers 409 `A vehicle with this license plate already exists`; a `turnaroundMinutes` its
         *     CREATED reservations are too close for answers 409 listing them in `reservations`.
         */
        put: operations["updateVehicle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/car/admin/{id}/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a vehicle and its image files
         * @description Built-in vehicles answer 400 `You don't have any permission to change this data`; vehicles with
         *     reservations answer 400 `Car couldn't be deleted. Car is used by a reservation`.
         */
        delete: operations["deleteVehicle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a vehicle
         * @description Times in the past, or pick-up not before drop-off, answer 400
         *     `Reservation pick up time or drop off time not correct`; a rental longer than
         *     `x-max-rental-days` (drop-off more than 90 x 24 h after pick-up; exactly 90 x 24 h is
         *     allowed) answers 400 `A rental may last at most 90 days`; an overlapping CREATED reservation or blocked period of
         *     the same vehicle (touching ends count) answers 400 `Car is not available for selected time`.
         *     Times are the local wall-clock times of the pick-up and drop-off branches (the vehicle's
         *     branch for both without `pickUpBranchId`/`dropOffBranchId`); past, order, length and
         *     overlap are judged on the instants they name. A pick-up at another branch than the
         *     vehicle's answers 400 `pickUpBranchId: must be the vehicle's branch (<name>)`; a time the
         *     branch is closed answers 400 naming it and its hours (`Union Station is closed at that
         *     time. Opening hours on Sunday: closed`); a return to a branch without a `oneWayFee` answers
         *     400 `<name> does not take one-way returns`; an unknown branch id answers 400
         *     `dropOffBranchId: must be an existing branch`. A body naming a branch id stores
         *     `pickUpLocation` and `dropOffLocation` as the branches' names; one naming none (the spec's
         *     payload) stores them as sent.
         *     Once those pass, the driver (the customer's driver details) is judged on the local pick-up
         *     and drop-off days: none given yet answers 400
         *     `Add your driver details to your profile before booking`; younger than the vehicle's
         *     `minimumDriverAge` on the pick-up day answers 400
         *     `The driver must be at least 21 years old on the pick-up day`; a licence held fewer whole
         *     years than `minimumLicenseYears` answers 400
         *     `The driver's license must have been held for at least 1 year on the pick-up day`; a
         *     licence expiring before the drop-off day answers 400
         *     `The driver's license expires on 2026-05-01, before the drop-off`.
         *     The rental rules (`getRentalRules`) are judged after the times' order and before the
         *     branches: a pick-up sooner than `minimumNoticeMinutes` from now answers 400
         *     `Pick-up must be at least 2 hours from now`, a rental shorter than `minimumRentalHours` 400
         *     `A rental lasts at least 1 day`, one longer than `maximumRentalHours` 400
         *     `A rental lasts at most 7 days`.
         *     `totalPrice` is the cheapest combination of whole weeks (`pricePerWeek`), days
         *     (`pricePerDay`) and started hours (`pricePerHour`) that covers `ceil(minutes / 60)` hours,
         *     never more than `ceil(minutes / 60) * pricePerHour` (which it is for a vehicle without day
         *     or week rates), plus the drop-off branch's `oneWayFee` on a one-way rental, plus the
         *     vehicle's young-driver surcharge (`youngDriverSurcharge`) for each driver under its
         *     `youngDriverAge`. Each of `additionalDrivers` is judged after the customer by the same
         *     driver rules, its answer naming it (400
         *     `Additional driver 1: The driver's license expires on 2026-05-01, before the drop-off`).
         *     The answer also carries the new reservation's
         *     `id` (its reference for the customer); a booking confirmation e-mail (with an `.ics` calendar
         *     entry) is queued in the same transaction.
         */
        post: operations["createReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/visitors/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a rental before booking it
         * @description What `createReservation` would charge for this vehicle and period, line by line, and
         *     whether it would book it. Malformed input answers as `createReservation` does, with its
         *     messages: an unknown vehicle 404, a date that is not real, a pick-up in the past or not
         *     before the drop-off 400 `Reservation pick up time or drop off time not correct`, a rental
         *     longer than `x-max-rental-days` 400, a pick-up at another branch than the vehicle's or an
         *     unknown branch id 400. What only keeps the period from being booked is answered in
         *     `reasons`, with `available` false, in the words `createReservation` answers them: the
         *     rental rules, the branches' one-way returns and hours, the vehicle taken or blocked
         *     (`Car is not available for selected time`), and for a signed-in customer the driver
         *     rules over their driver details and `additionalDrivers`. A visitor (no token) gets no
         *     driver reasons and no young-driver line; a token sent must be valid (401 otherwise).
         *     `total` is the booking's `totalPrice`; `deposit` is the vehicle's, held at pick-up and
         *     never part of `total`. Nothing is stored. At most 30 requests per minute per client.
         */
        post: operations["quoteReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/auth/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through the logged-in user's reservations */
        get: operations["listOwnReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/{id}/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the logged-in user's reservations
         * @description Another user's reservation answers 404 like an unknown one.
         */
        get: operations["getOwnReservation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/{id}/auth/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Cancel one of the logged-in user's reservations
         * @description Cancels a CREATED reservation whose pick-up time is still in the future: its status becomes
         *     CANCELLED, its `cancellationFee` is set by the rental rules (0 until
         *     `freeCancellationHours` before the pick-up, on the pick-up branch's clock; the fee after),
         *     and a cancellation e-mail is queued in the same transaction. Any other reservation
         *     answers 400 `Only upcoming reservations can be cancelled`; another user's reservation answers
         *     404 like an unknown one.
         */
        patch: operations["cancelOwnReservation"];
        trace?: never;
    };
    "/reservations/{id}/auth/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change one of the logged-in user's reservations
         * @description Moves a CREATED reservation whose pick-up is still in the future to new times and, with
         *     `dropOffBranchId`, another drop-off branch (absent: the reservation's). The pick-up branch
         *     and the vehicle stay. The change is judged as `createReservation` judges a booking (times,
         *     the rental rules, opening hours, one-way returns, the driver, availability ignoring the
         *     reservation itself) and re-priced as a new booking of those times would be; in the same
         *     transaction the new period is held and the old one released, so the vehicle is never free
         *     in between. Any other reservation answers 400
         *     `Only upcoming reservations can be changed`; within `freeCancellationHours` of the pick-up
         *     (on the pick-up branch's clock) 400 `Changes close 24 hours before pick-up`; another
         *     user's reservation answers 404 like an unknown one. A refused change changes nothing. The
         *     change is recorded in the reservation's history (`by: customer`) and an e-mail listing
         *     each change, with the updated `.ics` entry, is queued in the same transaction (nothing
         *     when nothing changed).
         */
        put: operations["changeOwnReservation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/admin/all/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through all reservations */
        get: operations["listReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/{id}/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any reservation */
        get: operations["getReservation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/admin/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a reservation as administrator
         * @description A CANCELLED or DONE reservation answers 400
         *     `Reservation can't be updated for Canceled or done reservations`. Setting CREATED runs the time
         *     and overlap checks (ignoring itself) and recomputes the price for the (possibly new) vehicle;
         *     setting CANCELLED or DONE keeps vehicle and price. `CANCELED` is accepted as `CANCELLED`.
         *     The branch rules of `createReservation` apply when setting CREATED (absent branch ids keep
         *     the reservation's, else take the vehicle's branch).
         *     Times longer than `x-max-rental-days` (drop-off more than 90 x 24 h after pick-up), whatever
         *     the status, answer 400 `A rental may last at most 90 days`.
         *     In the same transaction an e-mail to the customer is queued: a cancellation when the status
         *     becomes CANCELLED, otherwise, when times, places, status or price changed, a change notice
         *     listing each change (nothing is queued when nothing the customer sees changed).
         */
        put: operations["updateReservation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/admin/{id}/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a reservation
         * @description Deleting an upcoming CREATED reservation queues, in the same transaction, a cancellation
         *     e-mail to its customer (as an administrator's cancellation; its link leads to the customer's
         *     reservations, as the reservation's own page is gone). Other reservations go silently.
         */
        delete: operations["deleteReservation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/visitors/rental": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rental rules in force
         * @description What customer bookings and cancellations are judged by (the vehicle page says them in
         *     words). Until an administrator sets them, the operator's defaults: no notice, no shortest or
         *     longest rental beyond `x-max-rental-days`, cancellation free until the pick-up.
         */
        get: operations["getRentalRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/admin/rental": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the rental rules
         * @description Replaces the rules. A `minimumRentalHours` above a non-zero `maximumRentalHours` answers 400
         *     `minimumRentalHours: must be at most <maximumRentalHours>`. They apply to customer bookings
         *     made and cancellations asked from then on; an administrator's edits are not held to them.
         */
        put: operations["updateRentalRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/branches/visitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every branch
         * @description The places vehicles are picked up and returned, by name. Each carries its time zone, its
         *     weekly opening hours and its closures; booking times at a branch are its local wall-clock
         *     times.
         */
        get: operations["listBranches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/branches/visitors/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One branch, by its slug
         * @description An unknown slug answers 404 `Resource with id <slug> not found`.
         */
        get: operations["getBranch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/branches/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a branch
         * @description Beyond the schema: `timeZone` must be an IANA time zone (400
         *     `timeZone: must be an IANA time zone`); each opening period must open before it closes
         *     (400 `openingHours[<i>].closes: must be after opens`); closure dates must be real dates
         *     (400 `closures[<i>].date: must be a real date`) and appear once (400
         *     `closures[<i>].date: must appear only once`). A slug another branch has
         *     answers 409 `A branch with this slug already exists`.
         */
        post: operations["createBranch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/branches/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a branch
         * @description The whole branch is replaced, checked as on creation (absent `closures`: none; absent
         *     `oneWayFee`: one-way returns are no longer taken here). Existing reservations keep their
         *     times and prices.
         */
        put: operations["updateBranch"];
        post?: never;
        /**
         * Delete a branch
         * @description A branch that vehicles belong to answers 409
         *     `Branch couldn't be deleted. Vehicles belong to it`; one where an upcoming CREATED
         *     reservation is picked up or returned answers 409
         *     `Branch couldn't be deleted. It has upcoming reservations`. Past reservations keep their
         *     place names and lose the branch.
         */
        delete: operations["deleteBranch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blocks/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The blocked periods
         * @description Every blocked period (of one vehicle with `carId`), by start, then id.
         */
        get: operations["listBlockedPeriods"];
        put?: never;
        /**
         * Block a vehicle for a period
         * @description `start` and `end` are wall-clock times of the vehicle's branch, as a booking's; `end` must be
         *     after `start` (400 `end: must be after start`, a date that does not exist 400
         *     `start: must be a real date and time`). An unknown vehicle answers 404. The period is closed,
         *     as a booking's: one touching a CREATED reservation of the vehicle, its turnaround included,
         *     answers 409 `The vehicle is booked in this period: move or cancel these reservations first`
         *     with those reservations (`reservations`: id and times, by pick-up); one touching another
         *     blocked period of the vehicle answers 409 `The vehicle is already blocked in this period`.
         *     The database holds the rule too: a write racing another for the same time answers 409
         *     `Car is not available for selected time` (`reservations` empty). Deleting the vehicle
         *     deletes its blocked periods.
         */
        post: operations["createBlockedPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blocks/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a blocked period
         * @description The whole period is replaced (it may move to another vehicle), checked as on creation; the
         *     period itself never stands in its own way.
         */
        put: operations["updateBlockedPeriod"];
        post?: never;
        /**
         * Remove a blocked period
         * @description The vehicle is free again in that period.
         */
        delete: operations["deleteBlockedPeriod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seasons/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The seasons
         * @description Every season, by start date, then id.
         */
        get: operations["listSeasons"];
        put?: never;
        /**
         * Create a season
         * @description `startDate` and `endDate` are local dates, both inside the season; they must be real dates
         *     (400 `startDate: must be a real date`) and `endDate` not before `startDate` (400
         *     `endDate: must not be before startDate`); `percent` must not be 0 (400
         *     `percent: must not be 0`). A season sharing a day with another answers 409
         *     `Overlaps the season <name> (<startDate> to <endDate>)`, naming the earliest such season.
         *     The database holds the rule too: a write racing another for the same days answers the
         *     same 409.
         */
        post: operations["createSeason"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seasons/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a season
         * @description The whole season is replaced, checked as on creation; the season itself never stands in
         *     its own way.
         */
        put: operations["updateSeason"];
        post?: never;
        /**
         * Remove a season
         * @description Prices in its dates are the vehicles' own again.
         */
        delete: operations["deleteSeason"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fleet calendar
         * @description One page of vehicle rows, by branch name, then model, then id, each with what occupies it
         *     in the window `[from, to)`: its reservations and blocked periods whose period overlaps the
         *     window (an item ending at `from` or starting at `to` is left out), by start, then kind
         *     (reservations first), then id. Times are the vehicle's branch's wall-clock times, as the
         *     reservations' and blocked periods' own; so are `from` and `to`. `to` must be after `from`
         *     (400 `to: must be after from`) and at most 62 days later (400
         *     `to: must be at most 62 days after from`). `branch` and `q` choose the rows; `status`
         *     chooses which reservations are drawn (every status without it).
         */
        get: operations["getFleetCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/excel/download/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All users as a spreadsheet
         * @description Columns: Id, First Name, Last Name, Phone Number, Email, Address, Zip Code, Roles. Headers are
         *     in the first language of the request's `Accept-Language` that the site speaks, else in the
         *     administrator's `language` (`Nombre`, `Apellidos`, ... in Spanish).
         */
        get: operations["downloadUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/excel/download/cars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All vehicles as a spreadsheet
         * @description Columns: Id, Model, Doors, Seats, Luggage, Transmission, Air Conditioning (Yes/No), Age,
         *     Price Per Hour, Fuel Type, License plate (empty without one). Headers (and Yes/No) are in the language chosen as for
         *     `/excel/download/users`.
         */
        get: operations["downloadVehicles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/excel/download/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All reservations as a spreadsheet
         * @description Columns: Id, Car Id, Car Model, Customer Id, Customer Name, Customer Phone, Pick-up Time,
         *     Drop-off Time, Pick-up Location, Drop-off Location, Status, Total Price. Headers are in the
         *     language chosen as for `/excel/download/users`.
         */
        get: operations["downloadReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/excel/download/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All branches as a spreadsheet
         * @description Columns: Id, Name, Slug, Address, City, Zip Code, Country, Phone Number, Email, Time Zone,
         *     Opening Hours, One-way Fee (empty when one-way returns are not taken), Vehicles. Headers are
         *     in the language chosen as for `/excel/download/users`.
         */
        get: operations["downloadBranches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dashboard figures
         * @description Counts, revenue and utilisation for the administrator's dashboard, computed by the database
         *     (never by paging). Months and "now" are the rental office's wall-clock time. With `branch`,
         *     vehicles, reservations, revenue and utilisation count only that branch's vehicles (and
         *     their reservations); users and messages stay the whole business's.
         */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The instance and what it depends on
         * @description The database must answer (else 500). Redis only backs limits that fail open, so without it
         *     the instance still serves everything: 200 with `status` `degraded` and `redis`
         *     `unavailable`. `redis` is absent when no Redis is configured.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness probe
         * @description The process answers; nothing else is asked, so a database outage never makes an
         *     orchestrator restart every instance.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness probe
         * @description Whether to send this instance requests: migrations done and the database reachable. From
         *     SIGTERM on it answers 503 `stopping` while the requests in flight finish. Unlike other
         *     failures, the 503 has the `Readiness` body (probes read the status code).
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/admin/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page through the e-mail outbox
         * @description Newest first by default.
         */
        get: operations["listEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One e-mail with its HTML and plain-text parts
         * @description The parts are rendered once from the message as it was queued (with the change that caused
         *     it) and stored, so the preview is what is sent.
         *     The HTML is a whole document meant for a sandboxed frame (`<iframe sandbox srcdoc>`), never
         *     for inserting into the page.
         */
        get: operations["getEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails/admin/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an e-mail again
         * @description Puts the e-mail back in the queue, whatever its status: its attempts start again from 0 and
         *     the sender delivers it as soon as it can, with the same content and Message-ID.
         */
        post: operations["resendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/live/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow changes to bookings, blocked periods, vehicles, branches and users
         * @description Server-sent events (`text/event-stream`) that stay open: first a `ready` event, then a
         *     `change` event whose data is a `FleetChange` each time a booking, blocked period, vehicle,
         *     branch or user is created, changed or deleted, by anyone on any instance of the site. The
         *     event says what kind of record changed, not which: a screen reloads what it shows. Comment
         *     lines (`: keep-alive`) keep idle connections open through proxies. After a lost connection
         *     a client connects again and reloads what it shows, as changes made meanwhile are not
         *     repeated.
         */
        get: operations["streamFleetChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Format: int32
         * @description Ids are positive 32-bit integers.
         * @example 42
         */
        Id: number;
        /**
         * Format: uuid
         * @example 9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41
         */
        ImageId: string;
        /**
         * @description The widths, in pixels, of the WebP copies kept of each image: a vehicle card on a desktop,
         *     a phone's full-width picture, a wide picture on a dense screen.
         * @enum {integer}
         */
        ImageCopyWidth: 400 | 800 | 1280;
        /** Format: binary */
        Binary: Blob;
        /** @enum {string} */
        Role: "Customer" | "Administrator";
        /**
         * Format: email
         * @example jane.doe@example.com
         */
        Email: string;
        /**
         * @description At least 8 characters with a lowercase and an uppercase letter, a digit and one of @$!%*#?&.
         * @example Secret#2026
         */
        Password: string;
        /** @example (555) 123-4567 */
        PhoneNumber: string;
        /** @description A first or last name on one line. */
        PersonName: string;
        /** @description A postal address on one line. */
        Address: string;
        ZipCode: string;
        /** @description A pick-up or drop-off place on one line. */
        Location: string;
        /** @description A password as typed at login; the format rules apply only to new passwords. */
        CurrentPassword: string;
        /** @example Secret#2026 */
        PasswordConfirmation: string;
        /**
         * @description Local date-time in the request format `MM/dd/yyyy HH:mm:ss`.
         * @example 03/14/2026 10:00:00
         */
        PayloadDateTime: string;
        /**
         * @description ISO-8601 local date-time without zone.
         * @example 2026-03-14T10:00:00
         */
        LocalDateTime: string;
        /** @enum {string} */
        Transmission: "Automatic" | "Manuel" | "Tiptronic";
        /** @enum {string} */
        FuelType: "Electricity" | "Hybrid" | "Gasoline" | "Diesel" | "Hydrogen" | "LPG" | "CNG";
        VehicleModel: string;
        /**
         * @description A vehicle's license plate, unique among vehicles. Stored trimmed and in capitals (so
         *     ` ab-123 ` and `AB-123` are one plate); a blank value means the vehicle has none.
         * @example AB-123-CD
         */
        LicensePlate: string;
        /** @description Doors, seats, luggage pieces or age in years. */
        VehicleCount: number;
        /** @description Dollars with at most two decimals (whole cents). */
        PricePerHour: number;
        /** @description Dollars with at most two decimals (whole cents), the price of one whole period. */
        PeriodPrice: number;
        /** @description Dollars with at most two decimals (whole cents); 0 is no deposit. */
        Deposit: number;
        /** @enum {string} */
        ReservationStatus: "CREATED" | "CANCELLED" | "DONE";
        /**
         * @description The language a user reads the site and their e-mails in: `en` (English) or `es` (Spanish).
         * @enum {string}
         */
        Language: "en" | "es";
        User: {
            id: components["schemas"]["Id"];
            firstName: string;
            lastName: string;
            email: string;
            phoneNumber: string;
            address: string;
            zipCode: string;
            /** @description Built-in users can be neither updated nor deleted. */
            builtIn: boolean;
            /**
             * @description Whether the owner proved the e-mail address is theirs (a confirmation or reset link); it
             *     never blocks logging in or booking.
             */
            emailConfirmed: boolean;
            roles: components["schemas"]["Role"][];
            language: components["schemas"]["Language"];
        };
        UserWithDriver: components["schemas"]["User"] & {
            /** @description Absent until the user gives them; never in lists or spreadsheets. */
            driver?: components["schemas"]["DriverDetails"];
        };
        /**
         * @description A calendar date `YYYY-MM-DD`.
         * @example 1990-04-12
         */
        CalendarDate: string;
        /**
         * @description A driving licence's number as printed on it.
         * @example D123-4567-8901
         */
        LicenseNumber: string;
        /**
         * @description Who drives: their date of birth and driving licence. A real date of birth not in the
         *     future; a licence issued not in the future, on or after the 16th birthday, and expiring
         *     after it was issued (400 `<field>: <reason>` otherwise).
         */
        DriverDetails: {
            dateOfBirth: components["schemas"]["CalendarDate"];
            licenseNumber: components["schemas"]["LicenseNumber"];
            /** @description The country that issued the licence, ISO 3166-1 alpha-2. */
            licenseCountry: components["schemas"]["CountryCode"];
            licenseIssuedOn: components["schemas"]["CalendarDate"];
            licenseExpiresOn: components["schemas"]["CalendarDate"];
        };
        AccountDeletion: {
            password: components["schemas"]["CurrentPassword"];
        };
        MyDataEmail: {
            kind: components["schemas"]["EmailKind"];
            recipient: string;
            /** @description Null while the e-mail waits to be rendered. */
            subject: string | null;
            createdAt: components["schemas"]["LocalDateTime"];
            sentAt: components["schemas"]["LocalDateTime"] | null;
            /** @description The plain-text part; null while the e-mail waits to be rendered. */
            text: string | null;
        };
        MyData: {
            account: components["schemas"]["User"];
            /** @description Null until the user gives them. */
            driver: components["schemas"]["DriverDetails"] | null;
            reservations: components["schemas"]["MyDataReservation"][];
            /** @description Contact messages sent with the account's e-mail address. */
            messages: components["schemas"]["ContactMessage"][];
            /** @description The e-mails sent or queued to the account's e-mail address, oldest first. */
            emails: components["schemas"]["MyDataEmail"][];
        };
        /** @description One of the account's reservations, with the other drivers it names. */
        MyDataReservation: components["schemas"]["ReservationWithCar"] & {
            /** @description The drivers the booking names besides its customer, in their order. */
            additionalDrivers: components["schemas"]["AdditionalDriver"][];
        };
        ProfileUpdate: {
            firstName: components["schemas"]["PersonName"];
            lastName: components["schemas"]["PersonName"];
            phoneNumber: components["schemas"]["PhoneNumber"];
            address: components["schemas"]["Address"];
            zipCode: components["schemas"]["ZipCode"];
            email: components["schemas"]["Email"];
            language?: components["schemas"]["Language"];
        };
        UserUpdate: {
            firstName: components["schemas"]["PersonName"];
            lastName: components["schemas"]["PersonName"];
            phoneNumber: components["schemas"]["PhoneNumber"];
            address: components["schemas"]["Address"];
            zipCode: components["schemas"]["ZipCode"];
            email: components["schemas"]["Email"];
            roles: components["schemas"]["Role"][];
            /** @description New password; when absent the current one is kept. */
            password?: components["schemas"]["Password"];
            language?: components["schemas"]["Language"];
        };
        Registration: {
            firstName: components["schemas"]["PersonName"];
            lastName: components["schemas"]["PersonName"];
            phoneNumber: components["schemas"]["PhoneNumber"];
            address: components["schemas"]["Address"];
            zipCode: components["schemas"]["ZipCode"];
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
            /** @description Must equal `password` (400 `confirmPassword: must match password`). */
            confirmPassword: components["schemas"]["PasswordConfirmation"];
            language?: components["schemas"]["Language"];
        };
        LoginRequest: {
            email: components["schemas"]["Email"];
            password: components["schemas"]["CurrentPassword"];
        };
        LoginResponse: {
            /** @description Bearer token for the `Authorization` header. */
            token: string;
        };
        PasswordChange: {
            oldPassword: components["schemas"]["CurrentPassword"];
            newPassword: components["schemas"]["Password"];
            /** @description Must equal `newPassword` (400 `confirmNewPassword: must match newPassword`). */
            confirmNewPassword: components["schemas"]["PasswordConfirmation"];
        };
        PasswordResetRequest: {
            email: components["schemas"]["Email"];
        };
        /** @description The token of a reset or confirmation link, as the link carries it (base64url). */
        EmailToken: string;
        PasswordReset: {
            token: components["schemas"]["EmailToken"];
            newPassword: components["schemas"]["Password"];
            /** @description Must equal `newPassword` (400 `confirmNewPassword: must match newPassword`). */
            confirmNewPassword: components["schemas"]["PasswordConfirmation"];
        };
        EmailConfirmation: {
            token: components["schemas"]["EmailToken"];
        };
        ContactMessageInput: {
            name: components["schemas"]["ContactName"];
            email: components["schemas"]["Email"];
            subject: components["schemas"]["ContactSubject"];
            body: components["schemas"]["ContactBody"];
        };
        /** @description The sender's name on a contact message, on one line. */
        ContactName: string;
        /** @description A contact message's subject, on one line. */
        ContactSubject: string;
        /**
         * @description Plain text, never rendered as HTML. It may span lines: tabs and line breaks are allowed,
         *     other control characters are not.
         */
        ContactBody: string;
        ContactMessage: {
            id: components["schemas"]["Id"];
            name: string;
            email: string;
            subject: string;
            body: string;
        };
        VehicleInput: {
            model: components["schemas"]["VehicleModel"];
            doors: components["schemas"]["VehicleCount"];
            seats: components["schemas"]["VehicleCount"];
            luggage: components["schemas"]["VehicleCount"];
            transmission: components["schemas"]["Transmission"];
            airConditioning: boolean;
            fuelType: components["schemas"]["FuelType"];
            age: components["schemas"]["VehicleCount"];
            pricePerHour: components["schemas"]["PricePerHour"];
            /**
             * @description The price of a whole day (24 hours), when the vehicle has one. Absent: days are charged
             *     by the hour (an update without it removes the day rate).
             */
            pricePerDay?: components["schemas"]["PeriodPrice"];
            /**
             * @description The price of a whole week (7 days), when the vehicle has one. Absent: weeks are charged
             *     by the day or the hour (an update without it removes the week rate).
             */
            pricePerWeek?: components["schemas"]["PeriodPrice"];
            /**
             * @description Absent or blank: the vehicle has no plate (an update without it removes the plate).
             *     A plate another vehicle has answers 409 `A vehicle with this license plate already exists`.
             */
            licensePlate?: components["schemas"]["LicensePlate"];
            /**
             * @description The branch the vehicle belongs to and is picked up at (unknown: 400
             *     `branchId: must be an existing branch`). Required while there are several branches
             *     (400 `branchId: is required`); absent with exactly one, the vehicle goes there; an
             *     update without it keeps the vehicle's branch.
             */
            branchId?: components["schemas"]["Id"];
            /**
             * @description The youngest a driver may be on the pick-up day. Absent: the operator's default (a
             *     new vehicle) or the vehicle's own (an update).
             */
            minimumDriverAge?: components["schemas"]["DriverAge"];
            /**
             * @description The whole years a driver's licence must have been held on the pick-up day. Absent:
             *     1 (a new vehicle) or the vehicle's own (an update).
             */
            minimumLicenseYears?: components["schemas"]["LicenseYears"];
            /**
             * @description How long the vehicle stays unavailable after each drop-off, to make it ready. Absent:
             *     the operator's default (a new vehicle) or the vehicle's own (an update). A change
             *     that would bring a CREATED reservation within another's turnaround, or a turnaround
             *     into a blocked period, answers 409 listing those reservations.
             */
            turnaroundMinutes?: components["schemas"]["TurnaroundMinutes"];
            /**
             * @description A driver younger than this on the pick-up day pays `youngDriverSurchargePerDay`. Given
             *     with it or not at all (400 `youngDriverSurchargePerDay: is required with
             *     youngDriverAge`, or the other way round); absent: no young-driver surcharge (an update
             *     without them removes it).
             */
            youngDriverAge?: components["schemas"]["DriverAge"];
            /**
             * @description What each driver younger than `youngDriverAge` adds per rental day: the rental's
             *     started hours divided by 24, rounded up.
             */
            youngDriverSurchargePerDay?: components["schemas"]["PeriodPrice"];
            /**
             * @description Held at pick-up and returned after the drop-off, never part of a rental's price.
             *     Absent: 0 (a new vehicle; an update without it sets 0).
             */
            deposit?: components["schemas"]["Deposit"];
        };
        /** @description An age in whole years. */
        DriverAge: number;
        /** @description Whole years a driving licence has been held. */
        LicenseYears: number;
        /**
         * @description Whole minutes after each drop-off in which the vehicle is being made ready: no booking nor
         *     blocked period of it may start before they are over; one may start as they end. With
         *     none, the drop-off itself is the vehicle's last taken instant.
         */
        TurnaroundMinutes: number;
        Vehicle: {
            id: components["schemas"]["Id"];
            model: components["schemas"]["VehicleModel"];
            doors: components["schemas"]["VehicleCount"];
            seats: components["schemas"]["VehicleCount"];
            luggage: components["schemas"]["VehicleCount"];
            transmission: components["schemas"]["Transmission"];
            airConditioning: boolean;
            fuelType: components["schemas"]["FuelType"];
            age: components["schemas"]["VehicleCount"];
            pricePerHour: components["schemas"]["PricePerHour"];
            /** @description The price of a whole day (24 hours); absent when days are charged by the hour. */
            pricePerDay?: components["schemas"]["PeriodPrice"];
            /** @description The price of a whole week (7 days); absent when the vehicle has no week rate. */
            pricePerWeek?: components["schemas"]["PeriodPrice"];
            /** @description Absent when the vehicle has no plate. */
            licensePlate?: components["schemas"]["LicensePlate"];
            /** @description Ids of the vehicle's images; the first one is shown. */
            image: components["schemas"]["ImageId"][];
            /**
             * @description The real widths, in pixels, of the WebP copies kept of the first image, narrowest
             *     first: a copy is never wider than the upload, so one narrower than its slot is described
             *     at its own width. Each is fetched with the narrowest `width` slot at least as wide (an
             *     `<img srcset>` offers each at its width). Absent when there is none to describe: no
             *     image, a file the server cannot decode, or the in-browser demo backend, which answers
             *     the upload.
             */
            imageCopyWidths?: number[];
            /** @description Built-in vehicles can be neither updated nor deleted. */
            builtIn: boolean;
            /** @description The branch the vehicle belongs to, where it is picked up. */
            branchId: components["schemas"]["Id"];
            /** @description The youngest a driver may be on the pick-up day. */
            minimumDriverAge: components["schemas"]["DriverAge"];
            /** @description The whole years a driver's licence must have been held on the pick-up day. */
            minimumLicenseYears: components["schemas"]["LicenseYears"];
            turnaroundMinutes: components["schemas"]["TurnaroundMinutes"];
            /**
             * @description A driver younger than this on the pick-up day pays `youngDriverSurchargePerDay`;
             *     absent, with it, when the vehicle has no young-driver surcharge.
             */
            youngDriverAge?: components["schemas"]["DriverAge"];
            /** @description What each young driver adds per rental day (started hours / 24, rounded up). */
            youngDriverSurchargePerDay?: components["schemas"]["PeriodPrice"];
            /** @description Held at pick-up and returned after the drop-off, never part of the price. */
            deposit: components["schemas"]["Deposit"];
        };
        ImageUpload: {
            /** @description A PNG or JPEG image of at most 2 MB. */
            file: components["schemas"]["Binary"];
        };
        ImageUploadResponse: {
            imageId: components["schemas"]["ImageId"];
            message: string;
            success: boolean;
        };
        ReservationInput: {
            pickUpTime: components["schemas"]["PayloadDateTime"];
            dropOffTime: components["schemas"]["PayloadDateTime"];
            pickUpLocation: components["schemas"]["Location"];
            dropOffLocation: components["schemas"]["Location"];
            /**
             * @description The branch the vehicle is picked up at; it must be the vehicle's. Absent: the vehicle's
             *     branch. `pickUpTime` is its local wall-clock time and must fall in its opening hours.
             */
            pickUpBranchId?: components["schemas"]["Id"];
            /**
             * @description The branch the vehicle is returned to. Absent: the pick-up branch. Another branch than
             *     the pick-up one must take one-way returns (a `oneWayFee`), which is added to the price.
             *     `dropOffTime` is its local wall-clock time and must fall in its opening hours.
             */
            dropOffBranchId?: components["schemas"]["Id"];
            /**
             * @description Who else drives, each judged by the vehicle's driver rules as the customer is (400
             *     `Additional driver 1: The driver must be at least 21 years old on the pick-up day`),
             *     and each younger than its `youngDriverAge` adding the young-driver surcharge. Absent:
             *     the customer drives alone.
             */
            additionalDrivers?: components["schemas"]["AdditionalDriver"][];
        };
        /**
         * @description Someone else who drives the rented vehicle: their name, date of birth and driving licence,
         *     checked as the customer's driver details are (400 `additionalDrivers.0.<field>: <reason>`).
         *     Shown only to the reservation's customer and to administrators.
         */
        AdditionalDriver: {
            firstName: components["schemas"]["PersonName"];
            lastName: components["schemas"]["PersonName"];
            dateOfBirth: components["schemas"]["CalendarDate"];
            licenseNumber: components["schemas"]["LicenseNumber"];
            /** @description The country that issued the licence, ISO 3166-1 alpha-2. */
            licenseCountry: components["schemas"]["CountryCode"];
            licenseIssuedOn: components["schemas"]["CalendarDate"];
            licenseExpiresOn: components["schemas"]["CalendarDate"];
        };
        ReservationChangeInput: {
            pickUpTime: components["schemas"]["PayloadDateTime"];
            dropOffTime: components["schemas"]["PayloadDateTime"];
            /**
             * @description The branch the vehicle is returned to. Absent: the reservation's drop-off branch.
             *     Another branch than the pick-up one must take one-way returns (a `oneWayFee`), which is
             *     added to the price. `dropOffTime` is its local wall-clock time and must fall in its
             *     opening hours.
             */
            dropOffBranchId?: components["schemas"]["Id"];
        };
        ReservationUpdate: {
            pickUpTime: components["schemas"]["PayloadDateTime"];
            dropOffTime: components["schemas"]["PayloadDateTime"];
            pickUpLocation: components["schemas"]["Location"];
            dropOffLocation: components["schemas"]["Location"];
            /**
             * @description New status; the legacy spelling `CANCELED` is stored as `CANCELLED`.
             * @enum {string}
             */
            status: "CREATED" | "CANCELLED" | "CANCELED" | "DONE";
            /**
             * @description The branch the vehicle is picked up at; it must be the vehicle's. Absent: the vehicle's
             *     branch. `pickUpTime` is its local wall-clock time and must fall in its opening hours.
             */
            pickUpBranchId?: components["schemas"]["Id"];
            /**
             * @description The branch the vehicle is returned to. Absent: the reservation's drop-off branch, else
             *     the pick-up branch. Another branch than the pick-up one must take one-way returns (a
             *     `oneWayFee`), which is added to the price. `dropOffTime` is its local wall-clock time
             *     and must fall in its opening hours.
             */
            dropOffBranchId?: components["schemas"]["Id"];
        };
        Reservation: {
            id: components["schemas"]["Id"];
            carId: components["schemas"]["Id"];
            userId: components["schemas"]["Id"];
            pickUpTime: components["schemas"]["LocalDateTime"];
            dropOffTime: components["schemas"]["LocalDateTime"];
            /**
             * @description The pick-up branch's name when the booking named a branch id, else the text sent (a
             *     reservation made before branches keeps its text).
             */
            pickUpLocation: string;
            /** @description The drop-off branch's name when the booking named a branch id, else the text sent. */
            dropOffLocation: string;
            /** @description Absent on reservations made before branches, or whose branch was deleted. */
            pickUpBranchId?: components["schemas"]["Id"];
            /** @description Absent on reservations made before branches, or whose branch was deleted. */
            dropOffBranchId?: components["schemas"]["Id"];
            status: components["schemas"]["ReservationStatus"];
            /**
             * @description The vehicle's price for `ceil(minutes / 60)` hours (minutes between the two instants,
             *     whatever the zones and clock changes): the cheapest combination of whole weeks, days
             *     and hours at its `pricePerWeek`, `pricePerDay` and `pricePerHour`, which is
             *     `ceil(minutes / 60) * pricePerHour` for a vehicle without day or week rates; plus the
             *     drop-off branch's `oneWayFee` when it is not the pick-up branch; plus
             *     `youngDriverSurcharge`; plus the sales tax on all of it when the operator sets a tax
             *     rate and prices do not include it; computed in cents.
             */
            totalPrice: number;
            /**
             * @description The young-driver surcharge included in `totalPrice`: the vehicle's
             *     `youngDriverSurchargePerDay` for each rental day (started hours / 24, rounded up) and
             *     each driver (the customer, the additional drivers) younger than its `youngDriverAge`
             *     on the pick-up day. Absent when none is charged.
             */
            youngDriverSurcharge?: components["schemas"]["Money"];
            /**
             * @description What the customer's cancellation cost under the rental rules in force then: 0 within
             *     the free window, else the fee (never more than `totalPrice`). Present only on a
             *     reservation its customer cancelled.
             */
            cancellationFee?: components["schemas"]["Money"];
        };
        /**
         * @description What a cancellation after the free window costs: `FIXED` is `cancellationFeeAmount`
         *     dollars (at most the reservation's total), `SHARE` is `cancellationFeePercent` of the total.
         * @enum {string}
         */
        CancellationFeeType: "FIXED" | "SHARE";
        RentalRules: {
            /**
             * @description The shortest time between a booking and its pick-up; an earlier pick-up answers 400
             *     `Pick-up must be at least 2 hours from now`.
             */
            minimumNoticeMinutes: number;
            /**
             * @description The shortest rental (0: none); a shorter one answers 400
             *     `A rental lasts at least 1 day`.
             */
            minimumRentalHours: number;
            /**
             * @description The longest rental (0: only `x-max-rental-days`); a longer one answers 400
             *     `A rental lasts at most 7 days`.
             */
            maximumRentalHours: number;
            /**
             * @description Until how long before the pick-up a customer cancels for free (0: until the pick-up);
             *     a later cancellation costs the fee.
             */
            freeCancellationHours: number;
            cancellationFeeType: components["schemas"]["CancellationFeeType"];
            /** @description The fee in dollars when `cancellationFeeType` is `FIXED`. */
            cancellationFeeAmount: components["schemas"]["Money"];
            /** @description The fee as a share of the total when `cancellationFeeType` is `SHARE`. */
            cancellationFeePercent: number;
        };
        ReservationQuoteInput: {
            /** @description Id of the vehicle to price. */
            carId: components["schemas"]["Id"];
            pickUpTime: components["schemas"]["PayloadDateTime"];
            dropOffTime: components["schemas"]["PayloadDateTime"];
            /** @description As in `ReservationInput`; absent, the vehicle's branch. */
            pickUpBranchId?: components["schemas"]["Id"];
            /** @description As in `ReservationInput`; absent, the pick-up branch. */
            dropOffBranchId?: components["schemas"]["Id"];
            /**
             * @description As in `ReservationInput`: for a signed-in customer, judged by the driver rules and
             *     charged the young-driver surcharge; a visitor's are only checked for real dates (400
             *     as the booking answers), neither judged nor charged.
             */
            additionalDrivers?: components["schemas"]["AdditionalDriver"][];
        };
        /**
         * @description What a price line charges: the vehicle's rate (`base`), a season's change of it
         *     (`season`), the one-way fee (`one-way`), the young-driver surcharge (`young-driver`), the
         *     sales tax (`tax`).
         * @enum {string}
         */
        QuoteLineKind: "base" | "season" | "one-way" | "young-driver" | "tax";
        /**
         * @description The period a base line charges by.
         * @enum {string}
         */
        RateUnit: "week" | "day" | "hour";
        /** @description Dollars with at most two decimals (whole cents), negative for a reduction. */
        SignedMoney: number;
        QuoteLine: {
            kind: components["schemas"]["QuoteLineKind"];
            /**
             * @description The line in English, for clients that word nothing themselves (`1 week x $300.00`,
             *     `One-way return to Chicago`, `Young driver, 3 days x $15.00`, `Sales tax 8.25 %`).
             */
            label: string;
            /** @description What the line adds to the total (not added when `included`). */
            amount: components["schemas"]["SignedMoney"];
            /**
             * @description Base lines: the weeks, days or hours; young-driver: rental days x young drivers;
             *     season: the days inside it.
             */
            quantity?: number;
            /** @description Base lines only. */
            unit?: components["schemas"]["RateUnit"];
            /** @description Base and young-driver lines. */
            unitPrice?: components["schemas"]["Money"];
            /** @description Season and tax lines (20, -10, 8.25). */
            percent?: number;
            /** @description The season's name; the drop-off branch's on a one-way line. */
            name?: string;
            /**
             * @description A tax line when prices already include tax: the part of the total that is tax, shown
             *     and not added.
             */
            included?: boolean;
        };
        ReservationQuote: {
            /**
             * @description One base line per unit of the cheapest combination of weeks, days and hours (only
             *     those used), then the one-way fee, the young-driver surcharge and the tax.
             */
            lines: components["schemas"]["QuoteLine"][];
            /**
             * @description The sum of the amounts of the lines not `included`: the `totalPrice` the booking
             *     would store.
             */
            total: components["schemas"]["Money"];
            /** @description The vehicle's deposit, held at pick-up; not part of `total`. */
            deposit: components["schemas"]["Deposit"];
            /** @description Whether `createReservation` would book this period now. */
            available: boolean;
            /**
             * @description Why it would not, in the order `createReservation` judges them and in its words;
             *     empty when `available`.
             */
            reasons: string[];
        };
        ReservationCreated: components["schemas"]["ApiMessage"] & {
            /** @description The new reservation's id, the customer's reference. */
            id: components["schemas"]["Id"];
        };
        ReservationWithCar: components["schemas"]["Reservation"] & {
            car: components["schemas"]["Vehicle"];
        };
        ReservationDetail: components["schemas"]["ReservationWithCar"] & {
            /** @description The drivers the booking named besides the customer, in its order. */
            additionalDrivers: components["schemas"]["AdditionalDriver"][];
            /**
             * @description The price as it was worked out when the reservation was booked or last changed
             *     (by its customer or an administrator), line by line as `quoteReservation` answers
             *     them; a later change of the vehicle's prices leaves it. Absent on reservations
             *     booked before lines were kept.
             */
            priceLines?: components["schemas"]["QuoteLine"][];
            /**
             * @description The reservation's history, oldest first: every change since it was booked, recorded
             *     in the transaction that made it. Empty for a reservation never changed.
             */
            changes: components["schemas"]["ReservationChange"][];
        };
        ReservationChange: {
            /** @description When the change was made (office time). */
            at: components["schemas"]["LocalDateTime"];
            by: components["schemas"]["ChangeActor"];
            /** @description What changed, in a fixed order. */
            fields: components["schemas"]["ReservationFieldChange"][];
        };
        /**
         * @description Who made a change: the customer, an administrator, or the system on its own (a rule or a
         *     job).
         * @enum {string}
         */
        ChangeActor: "customer" | "administrator" | "system";
        ReservationFieldChange: {
            /** @enum {string} */
            field: "pickUpTime" | "dropOffTime" | "pickUpLocation" | "dropOffLocation" | "vehicle" | "status" | "totalPrice";
            /**
             * @description The value before, as text: a `LocalDateTime` for the times, the place, the vehicle's
             *     model, the `ReservationStatus`, or the total price with two decimals.
             */
            before: string;
            /** @description The value after, written as `before`. */
            after: string;
        };
        BookedPeriod: {
            pickUpTime: components["schemas"]["LocalDateTime"];
            dropOffTime: components["schemas"]["LocalDateTime"];
            /**
             * @description After a reservation of a vehicle with a turnaround: when it is over (the drop-off's
             *     clock), the first instant a booking may start again. Absent after a blocked period
             *     and on a vehicle without one.
             */
            turnaroundEnd?: components["schemas"]["LocalDateTime"];
        };
        VehicleAvailability: {
            carId: components["schemas"]["Id"];
            from: components["schemas"]["LocalDateTime"];
            to: components["schemas"]["LocalDateTime"];
            /**
             * @description CREATED reservations, with their turnaround, and blocked periods (`start` as
             *     `pickUpTime`, `end` as `dropOffTime`) overlapping the window, by pick-up time.
             */
            booked: components["schemas"]["BookedPeriod"][];
        };
        /** @description Text searched for as a case-insensitive substring. */
        SearchText: string;
        AdminReservation: components["schemas"]["ReservationWithCar"] & {
            /** @description The customer's first and last name. */
            customerName: string;
        };
        PageOfAdminReservation: components["schemas"]["PageMetadata"] & {
            content: components["schemas"]["AdminReservation"][];
        };
        Count: number;
        /** @description A branch's name on one line, as pick-up and drop-off places carry it. */
        BranchName: string;
        /**
         * @description A branch's name in its page's address (`/locations/<slug>`), unique among branches.
         * @example chicago-downtown
         */
        BranchSlug: string;
        City: string;
        /**
         * @description ISO 3166-1 alpha-2 country code.
         * @example US
         */
        CountryCode: string;
        Latitude: number;
        Longitude: number;
        /**
         * @description An IANA time zone (`America/Chicago`): the branch's clock, in which its opening hours and
         *     the booking times of its pick-ups and returns are read.
         * @example America/Chicago
         */
        TimeZoneName: string;
        /** @description ISO weekday, 1 (Monday) to 7 (Sunday). */
        IsoWeekday: number;
        /**
         * @description One period a branch is open on a weekday, local wall-clock time: from `opens` (included)
         *     until `closes` (included, so a return at closing time is accepted); `closes` `24:00` means
         *     until midnight.
         */
        OpeningPeriod: {
            day: components["schemas"]["IsoWeekday"];
            /** @example 08:00 */
            opens: string;
            /** @example 18:00 */
            closes: string;
        };
        /** @description A whole local day the branch is closed, whatever its weekday hours. */
        BranchClosure: {
            /** @example 2026-12-25 */
            date: string;
            /** @example Christmas Day */
            reason: string;
        };
        /**
         * @description Dollars with at most two decimals, added to the price of a rental picked up at another
         *     branch and returned here; 0 takes one-way returns free.
         */
        OneWayFee: number;
        BranchInput: {
            name: components["schemas"]["BranchName"];
            slug: components["schemas"]["BranchSlug"];
            /** @description Street and number, on one line (city and zip code apart). */
            address: components["schemas"]["Address"];
            city: components["schemas"]["City"];
            zipCode: components["schemas"]["ZipCode"];
            country: components["schemas"]["CountryCode"];
            latitude: components["schemas"]["Latitude"];
            longitude: components["schemas"]["Longitude"];
            phoneNumber: components["schemas"]["PhoneNumber"];
            email: components["schemas"]["Email"];
            timeZone: components["schemas"]["TimeZoneName"];
            /** @description Several periods per day are allowed; a day without any is closed. */
            openingHours: components["schemas"]["OpeningPeriod"][];
            /** @description Absent means none. */
            closures?: components["schemas"]["BranchClosure"][];
            /** @description Absent means this branch takes no one-way returns. */
            oneWayFee?: components["schemas"]["OneWayFee"];
        };
        Branch: {
            id: components["schemas"]["Id"];
            name: string;
            slug: string;
            address: string;
            city: string;
            zipCode: string;
            country: string;
            latitude: number;
            longitude: number;
            phoneNumber: string;
            email: string;
            timeZone: string;
            /** @description Sorted by day, then opening time. */
            openingHours: components["schemas"]["OpeningPeriod"][];
            /** @description Sorted by date. */
            closures: components["schemas"]["BranchClosure"][];
            /** @description Absent when this branch takes no one-way returns. */
            oneWayFee?: components["schemas"]["OneWayFee"];
        };
        /** @description Why the vehicle is out of service (service, repair, staff use). */
        BlockReason: string;
        BlockedPeriodInput: {
            carId: components["schemas"]["Id"];
            start: components["schemas"]["PayloadDateTime"];
            end: components["schemas"]["PayloadDateTime"];
            reason: components["schemas"]["BlockReason"];
        };
        /** @description What kind of record changed (the data of a `change` event of `streamFleetChanges`). */
        FleetChange: {
            /** @enum {string} */
            resource: "users" | "vehicles" | "branches" | "blocks" | "reservations";
        };
        BlockedPeriod: {
            id: components["schemas"]["Id"];
            carId: components["schemas"]["Id"];
            /** @description The vehicle's branch's wall-clock time. */
            start: components["schemas"]["LocalDateTime"];
            /** @description The vehicle's branch's wall-clock time. */
            end: components["schemas"]["LocalDateTime"];
            reason: components["schemas"]["BlockReason"];
        };
        BlockedPeriodSaved: components["schemas"]["ApiMessage"] & {
            /** @description The new blocked period's id. */
            id: components["schemas"]["Id"];
        };
        BlockConflictError: components["schemas"]["ApiError"] & {
            /** @description The CREATED reservations in the way, by pick-up time. */
            reservations: components["schemas"]["BlockingReservation"][];
        };
        BlockingReservation: {
            id: components["schemas"]["Id"];
            pickUpTime: components["schemas"]["LocalDateTime"];
            dropOffTime: components["schemas"]["LocalDateTime"];
        };
        /**
         * @description What the season is called, as price lines name it.
         * @example Summer
         */
        SeasonName: string;
        /**
         * @description How much dearer (positive) or cheaper (negative) rental days in the season are, in whole
         *     percent of the base price: +20 is 20 % dearer, -10 is 10 % cheaper; never 0.
         * @example 20
         */
        SeasonPercent: number;
        SeasonInput: {
            name: components["schemas"]["SeasonName"];
            /** @description The season's first day. */
            startDate: components["schemas"]["CalendarDate"];
            /** @description The season's last day (inclusive), not before `startDate`. */
            endDate: components["schemas"]["CalendarDate"];
            percent: components["schemas"]["SeasonPercent"];
        };
        Season: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["SeasonName"];
            startDate: components["schemas"]["CalendarDate"];
            endDate: components["schemas"]["CalendarDate"];
            percent: components["schemas"]["SeasonPercent"];
        };
        SeasonSaved: components["schemas"]["ApiMessage"] & {
            /** @description The new season's id. */
            id: components["schemas"]["Id"];
        };
        CalendarReservation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "reservation";
            id: components["schemas"]["Id"];
            /** @description The pick-up time. */
            start: components["schemas"]["LocalDateTime"];
            /** @description The drop-off time. */
            end: components["schemas"]["LocalDateTime"];
            status: components["schemas"]["ReservationStatus"];
            /** @description The customer's first and last name. */
            customerName: string;
            userId: components["schemas"]["Id"];
        };
        CalendarBlock: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "block";
            id: components["schemas"]["Id"];
            start: components["schemas"]["LocalDateTime"];
            end: components["schemas"]["LocalDateTime"];
            reason: components["schemas"]["BlockReason"];
        };
        /** @description What occupies a vehicle for a period, told apart by `kind`. */
        CalendarItem: components["schemas"]["CalendarReservation"] | components["schemas"]["CalendarBlock"];
        CalendarRow: {
            carId: components["schemas"]["Id"];
            model: components["schemas"]["VehicleModel"];
            /** @description Absent when the vehicle has no plate. */
            licensePlate?: components["schemas"]["LicensePlate"];
            branchId: components["schemas"]["Id"];
            branchName: components["schemas"]["BranchName"];
            items: components["schemas"]["CalendarItem"][];
        };
        PageOfCalendarRow: components["schemas"]["PageMetadata"] & {
            content: components["schemas"]["CalendarRow"][];
        };
        BranchSaved: components["schemas"]["ApiMessage"] & {
            /** @description The new branch's id. */
            id: components["schemas"]["Id"];
        };
        /** @description Dollars with at most two decimals (whole cents). */
        Money: number;
        MonthlyRevenue: {
            /** @example 2026-03 */
            month: string;
            /** @description Reservations picked up in the month, CANCELLED ones left out. */
            reservations: components["schemas"]["Count"];
            /** @description The sum of their totalPrice. */
            revenue: components["schemas"]["Money"];
        };
        VehicleRevenue: {
            carId: components["schemas"]["Id"];
            model: string;
            reservations: components["schemas"]["Count"];
            revenue: components["schemas"]["Money"];
        };
        Health: {
            /**
             * @description `degraded` while Redis is configured but does not answer.
             * @enum {string}
             */
            status: "ok" | "degraded";
            /**
             * @description The store; `memory` is the mock's in-memory data.
             * @enum {string}
             */
            database: "sqlite" | "postgres" | "memory";
            /**
             * @description Absent when no Redis is configured.
             * @enum {string}
             */
            redis?: "ok" | "unavailable";
        };
        Liveness: {
            /** @enum {string} */
            status: "ok";
        };
        Readiness: {
            /** @enum {string} */
            status: "ready" | "stopping" | "database unavailable";
        };
        AdminStats: {
            totals: {
                users: components["schemas"]["Count"];
                vehicles: components["schemas"]["Count"];
                reservations: components["schemas"]["Count"];
                messages: components["schemas"]["Count"];
            };
            reservationsByStatus: {
                CREATED: components["schemas"]["Count"];
                CANCELLED: components["schemas"]["Count"];
                DONE: components["schemas"]["Count"];
            };
            /**
             * @description The last 12 calendar months including the current one, oldest first; a month without
             *     reservations is there with 0.
             */
            revenueByMonth: components["schemas"]["MonthlyRevenue"][];
            /**
             * @description At most 5 vehicles with the most revenue over the months of `revenueByMonth` (most
             *     first, ties by carId); vehicles without revenue there are left out.
             */
            topVehicles: components["schemas"]["VehicleRevenue"][];
            /**
             * @description Hours booked by CREATED reservations between now and now + 30 days, over the hours of
             *     every vehicle in that time (vehicles * 720); 0 without vehicles.
             */
            utilisationNext30Days: number;
        };
        /**
         * @description `queued`: waiting to be sent (also while retrying after a failed attempt); `sent`: the SMTP
         *     server accepted it; `failed`: every attempt failed (the administrator may send it again).
         * @enum {string}
         */
        EmailStatus: "queued" | "sent" | "failed";
        /**
         * @description Which message of the product the e-mail is.
         * @enum {string}
         */
        EmailKind: "bookingConfirmed" | "reservationCancelled" | "reservationChanged" | "pickUpReminder" | "welcome" | "emailConfirmation" | "passwordReset";
        OutboxEmail: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["EmailKind"];
            /** @description The e-mail address it goes to. */
            recipient: string;
            subject: string;
            status: components["schemas"]["EmailStatus"];
            /** @description Delivery attempts so far (0 while never tried, again after "send again"). */
            attempts: components["schemas"]["Count"];
            /** @description Why the last attempt failed; null when none did. */
            lastError: string | null;
            /** @description When it was queued (office time). */
            createdAt: components["schemas"]["LocalDateTime"];
            /** @description When the SMTP server accepted it (office time); null until then. */
            sentAt: components["schemas"]["LocalDateTime"] | null;
        };
        EmailAttachmentInfo: {
            filename: string;
            contentType: string;
            /** @description The file's text (a reservation's `.ics`), as sent. */
            content: string;
        };
        EmailDetail: components["schemas"]["OutboxEmail"] & {
            /** @description The Message-ID header every attempt sends (stable, so a duplicate is recognisable). */
            messageId: string;
            /** @description The HTML part, a whole document. */
            html: string;
            /** @description The plain-text part. */
            text: string;
            attachments: components["schemas"]["EmailAttachmentInfo"][];
        };
        PageOfEmail: components["schemas"]["PageMetadata"] & {
            content: components["schemas"]["OutboxEmail"][];
        };
        ApiMessage: {
            message: string;
            success: boolean;
        };
        ApiError: {
            /** @enum {string} */
            status: "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_SERVER_ERROR";
            /** @description Human-readable reason; clients show it as is. */
            message: string;
            /** Format: date-time */
            timestamp: string;
            /** @description The request path, including `/api`. */
            path: string;
        };
        PageMetadata: {
            /** @description Zero-based page number. */
            number: number;
            size: number;
            /** @description Items on this page. */
            numberOfElements: number;
            totalElements: number;
            totalPages: number;
            first: boolean;
            last: boolean;
            /** @description True when this page has no items. */
            empty: boolean;
        };
        PageOfUser: components["schemas"]["PageMetadata"] & {
            content: components["schemas"]["User"][];
        };
        PageOfVehicle: components["schemas"]["PageMetadata"] & {
            content: components["schemas"]["Vehicle"][];
        };
        PageOfContactMessage: components["schemas"]["PageMetadata"] & {
            content: components["schemas"]["ContactMessage"][];
        };
        PageOfReservationWithCar: components["schemas"]["PageMetadata"] & {
            content: components["schemas"]["ReservationWithCar"][];
        };
    };
    responses: {
        /**
         * @description Invalid input (the message starts with the failing field, e.g. `email: must be a valid email`)
         *     or a broken business rule (e.g. `Bad credentials`).
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "BAD_REQUEST",
                 *       "message": "subject: must be between 5 and 50 characters",
                 *       "timestamp": "2026-03-14T10:00:00.000Z",
                 *       "path": "/api/contactmessage/visitors"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No token (`Authentication required`) or an invalid or expired one (`Invalid or expired token`). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "UNAUTHORIZED",
                 *       "message": "Authentication required",
                 *       "timestamp": "2026-03-14T10:00:00.000Z",
                 *       "path": "/api/user"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Logged in, but without a role that may call this operation. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "FORBIDDEN",
                 *       "message": "Access denied",
                 *       "timestamp": "2026-03-14T10:00:00.000Z",
                 *       "path": "/api/user/auth/pages"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Unknown id: `Resource with id <id> not found`, or for images `ImageFile with id <id> not found`. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "NOT_FOUND",
                 *       "message": "Resource with id 42 not found",
                 *       "timestamp": "2026-03-14T10:00:00.000Z",
                 *       "path": "/api/car/visitors/42"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /**
         * @description Duplicate e-mail (`Email: <email> already exist`), an image already used by another vehicle
         *     (`ImageFile is used by other car`), a license plate another vehicle has
         *     (`A vehicle with this license plate already exists`), a branch slug another branch has
         *     (`A branch with this slug already exists`) or a branch still in use.
         */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "CONFLICT",
                 *       "message": "Email: jane.doe@example.com already exist",
                 *       "timestamp": "2026-03-14T10:00:00.000Z",
                 *       "path": "/api/register"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /**
         * @description A license plate another vehicle has (`A vehicle with this license plate already exists`),
         *     an image already used by another vehicle (`ImageFile is used by other car`), or a
         *     turnaround the vehicle's CREATED reservations are too close for (those reservations in
         *     `reservations`, empty when another write took the period at the same time).
         */
        VehicleConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "CONFLICT",
                 *       "message": "The vehicle's reservations are too close for this turnaround: move or cancel these reservations first",
                 *       "timestamp": "2026-03-14T10:00:00.000Z",
                 *       "path": "/api/car/admin",
                 *       "reservations": [
                 *         {
                 *           "id": 42,
                 *           "pickUpTime": "2026-03-20T09:00:00",
                 *           "dropOffTime": "2026-03-22T18:00:00"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BlockConflictError"] | components["schemas"]["ApiError"];
            };
        };
        /**
         * @description The period touches CREATED reservations of the vehicle (listed in `reservations`), or
         *     another blocked period of it, or a period written at the same time (`reservations`
         *     empty).
         */
        BlockConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "CONFLICT",
                 *       "message": "The vehicle is booked in this period: move or cancel these reservations first",
                 *       "timestamp": "2026-03-14T10:00:00.000Z",
                 *       "path": "/api/blocks/admin",
                 *       "reservations": [
                 *         {
                 *           "id": 42,
                 *           "pickUpTime": "2026-03-20T09:00:00",
                 *           "dropOffTime": "2026-03-22T18:00:00"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BlockConflictError"];
            };
        };
        /**
         * @description The season shares a day with another: `Overlaps the season <name> (<startDate> to
         *     <endDate>)`.
         */
        SeasonConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "CONFLICT",
                 *       "message": "Overlaps the season Summer (2027-07-01 to 2027-08-31)",
                 *       "timestamp": "2026-03-14T10:00:00.000Z",
                 *       "path": "/api/seasons/admin"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The upload is larger than 2 MB. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "PAYLOAD_TOO_LARGE",
                 *       "message": "Maximum upload size exceeded",
                 *       "timestamp": "2026-03-14T10:00:00.000Z",
                 *       "path": "/api/files/upload"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The uploaded bytes are not a PNG or JPEG image. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "UNSUPPORTED_MEDIA_TYPE",
                 *       "message": "Only PNG or JPEG images are allowed",
                 *       "timestamp": "2026-03-14T10:00:00.000Z",
                 *       "path": "/api/files/upload"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Rate limited. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": "TOO_MANY_REQUESTS",
                 *       "message": "Too many requests, please try again later",
                 *       "timestamp": "2026-03-14T10:00:00.000Z",
                 *       "path": "/api/login"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: {
        /** @description Numeric id of the resource. */
        IdPath: components["schemas"]["Id"];
        /** @description Id of the image file. */
        ImageIdPath: components["schemas"]["ImageId"];
        /**
         * @description Zero-based page number; a page past the end answers an empty `content`. At most 10,000,000,
         *     so that `page * size` stays a 32-bit offset.
         */
        Page: number;
        /** @description Page size. */
        SizeDefault10: number;
        /** @description Page size. */
        SizeDefault20: number;
        /** @description Sort direction. */
        DirectionDefaultAsc: "ASC" | "DESC";
        /** @description Sort direction. */
        DirectionDefaultDesc: "ASC" | "DESC";
        /** @description Field to sort by; ties are broken by id ascending. */
        VehicleSort: "id" | "model" | "doors" | "seats" | "luggage" | "transmission" | "airConditioning" | "fuelType" | "age" | "pricePerHour";
        /** @description Field to sort by; ties are broken by id ascending. */
        UserSort: "id" | "firstName" | "lastName" | "email" | "phoneNumber" | "address" | "zipCode";
        /** @description Field to sort by; ties are broken by id ascending. */
        ContactMessageSort: "id" | "name" | "email" | "subject";
        /** @description Field to sort by; ties are broken by id ascending. */
        ReservationSort: "id" | "pickUpTime" | "dropOffTime" | "pickUpLocation" | "dropOffLocation" | "status" | "totalPrice";
        /** @description Field to sort by; ties are broken by id ascending. */
        EmailSort: "id" | "createdAt" | "recipient" | "subject" | "status" | "attempts" | "sentAt";
        /** @description Only users whose first name, last name or e-mail contains this text (any letter case). */
        UserSearch: components["schemas"]["SearchText"];
        /** @description Only users holding this role. */
        RoleFilter: components["schemas"]["Role"];
        /** @description Only vehicles whose model contains this text (any letter case). */
        VehicleSearch: components["schemas"]["SearchText"];
        /** @description Only messages whose subject, name or e-mail contains this text (any letter case). */
        MessageSearch: components["schemas"]["SearchText"];
        /** @description Only e-mails whose recipient or subject contains this text (any letter case). */
        EmailSearch: components["schemas"]["SearchText"];
        /** @description Only e-mails in this status. */
        EmailStatusFilter: components["schemas"]["EmailStatus"];
        /** @description Only reservations in one of these statuses (repeat the parameter for several). */
        StatusFilter: components["schemas"]["ReservationStatus"][];
        /** @description Only reservations of this vehicle. */
        CarIdFilter: components["schemas"]["Id"];
        /** @description Only reservations of this customer. */
        UserIdFilter: components["schemas"]["Id"];
        /** @description Only reservations picked up at or after this local date-time. */
        PickUpFrom: components["schemas"]["LocalDateTime"];
        /**
         * @description Only reservations picked up before this local date-time (exclusive). With `from`, it must
         *     come after `from` (400 `to: must be after from`).
         */
        PickUpTo: components["schemas"]["LocalDateTime"];
        /** @description The branch's slug. */
        BranchSlugPath: components["schemas"]["BranchSlug"];
        /**
         * @description Only reservations with a change in their history (`changes`) during the last this many
         *     days, counted back from now in office time.
         */
        ChangedWithinDays: number;
        /**
         * @description Only what concerns the branch with this slug: for reservations, those picked up or returned
         *     there (a reservation without branch ids counts at its vehicle's branch); an unknown slug
         *     matches nothing.
         */
        BranchFilter: components["schemas"]["BranchSlug"];
    };
    requestBodies: never;
    headers: {
        /** @description Tells the browser to save the file under its name. */
        AttachmentDisposition: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "customer@example.com",
                 *       "password": "Customer#1234"
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description The session token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIyIn0.c2lnbmF0dXJl"
                     *     }
                     */
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Jane",
                 *       "lastName": "Doe",
                 *       "phoneNumber": "(555) 123-4567",
                 *       "address": "12 Main Street, Springfield",
                 *       "zipCode": "62701",
                 *       "email": "jane.doe@example.com",
                 *       "password": "Secret#2026",
                 *       "confirmPassword": "Secret#2026"
                 *     }
                 */
                "application/json": components["schemas"]["Registration"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Registration Successfully Done",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The current user (never a password or hash), with their driver details once they gave
             *     them.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 2,
                     *       "firstName": "Carla",
                     *       "lastName": "Customer",
                     *       "email": "customer@example.com",
                     *       "phoneNumber": "(555) 234-5678",
                     *       "address": "221 Baker Street, Springfield",
                     *       "zipCode": "62704",
                     *       "builtIn": true,
                     *       "emailConfirmed": true,
                     *       "roles": [
                     *         "Customer"
                     *       ],
                     *       "language": "en"
                     *     }
                     */
                    "application/json": components["schemas"]["UserWithDriver"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Jane",
                 *       "lastName": "Doe",
                 *       "phoneNumber": "(555) 123-4567",
                 *       "address": "14 Oak Avenue, Springfield",
                 *       "zipCode": "62702",
                 *       "email": "jane.doe@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "User Successfully Updated",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    updateDriverDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dateOfBirth": "1990-04-12",
                 *       "licenseNumber": "D123-4567-8901",
                 *       "licenseCountry": "US",
                 *       "licenseIssuedOn": "2010-06-01",
                 *       "licenseExpiresOn": "2030-06-01"
                 *     }
                 */
                "application/json": components["schemas"]["DriverDetails"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Driver Details Successfully Updated",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    downloadMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description my-data.json */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["AttachmentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyData"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Secret#2026"
                 *     }
                 */
                "application/json": components["schemas"]["AccountDeletion"];
            };
        };
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Account Successfully Deleted",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Upcoming reservations must be cancelled first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "CONFLICT",
                     *       "message": "Cancel your upcoming reservations before deleting your account",
                     *       "timestamp": "2026-03-14T10:00:00.000Z",
                     *       "path": "/api/user/delete"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "oldPassword": "Secret#2026",
                 *       "newPassword": "Better#2027",
                 *       "confirmNewPassword": "Better#2027"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Password Successfully Changed",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "jane.doe@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Accepted (whether or not the account exists). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "If an account exists for this e-mail, a password reset link is on its way",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "3q2-7wAAAAC8Jm8lJb0ZpS4a3m1oY0k2d3TfWmYtMg",
                 *       "newPassword": "Better#2027",
                 *       "confirmNewPassword": "Better#2027"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description The password is changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Password Successfully Reset",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "3q2-7wAAAAC8Jm8lJb0ZpS4a3m1oY0k2d3TfWmYtMg"
                 *     }
                 */
                "application/json": components["schemas"]["EmailConfirmation"];
            };
        };
        responses: {
            /** @description The e-mail address is confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Email Successfully Confirmed",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resendEmailConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Confirmation Email Sent",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Jane Doe",
                 *       "email": "jane.doe@example.com",
                 *       "subject": "Airport pick-up",
                 *       "body": "Can I pick up a car at the airport at midnight?"
                 *     }
                 */
                "application/json": components["schemas"]["ContactMessageInput"];
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "ContactMessage successfully created",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listContactMessages: {
        parameters: {
            query?: {
                /**
                 * @description Zero-based page number; a page past the end answers an empty `content`. At most 10,000,000,
                 *     so that `page * size` stays a 32-bit offset.
                 */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                size?: components["parameters"]["SizeDefault20"];
                /** @description Field to sort by; ties are broken by id ascending. */
                sort?: components["parameters"]["ContactMessageSort"];
                /** @description Sort direction. */
                direction?: components["parameters"]["DirectionDefaultAsc"];
                /** @description Only messages whose subject, name or e-mail contains this text (any letter case). */
                q?: components["parameters"]["MessageSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of contact messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": 7,
                     *           "name": "Jane Doe",
                     *           "email": "jane.doe@example.com",
                     *           "subject": "Airport pick-up",
                     *           "body": "Can I pick up a car at the airport at midnight?"
                     *         }
                     *       ],
                     *       "number": 0,
                     *       "size": 20,
                     *       "numberOfElements": 1,
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "first": true,
                     *       "last": true,
                     *       "empty": false
                     *     }
                     */
                    "application/json": components["schemas"]["PageOfContactMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the contact message. */
                messageId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "name": "Jane Doe",
                     *       "email": "jane.doe@example.com",
                     *       "subject": "Airport pick-up",
                     *       "body": "Can I pick up a car at the airport at midnight?"
                     *     }
                     */
                    "application/json": components["schemas"]["ContactMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the contact message. */
                messageId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "ContactMessage successfully deleted",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /**
                 * @description Zero-based page number; a page past the end answers an empty `content`. At most 10,000,000,
                 *     so that `page * size` stays a 32-bit offset.
                 */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                size?: components["parameters"]["SizeDefault10"];
                /** @description Field to sort by; ties are broken by id ascending. */
                sort?: components["parameters"]["UserSort"];
                /** @description Sort direction. */
                direction?: components["parameters"]["DirectionDefaultAsc"];
                /** @description Only users whose first name, last name or e-mail contains this text (any letter case). */
                q?: components["parameters"]["UserSearch"];
                /** @description Only users holding this role. */
                role?: components["parameters"]["RoleFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": 1,
                     *           "firstName": "Ada",
                     *           "lastName": "Admin",
                     *           "email": "admin@example.com",
                     *           "phoneNumber": "(555) 123-4567",
                     *           "address": "1 Fleet Road, Springfield",
                     *           "zipCode": "62701",
                     *           "builtIn": true,
                     *           "emailConfirmed": true,
                     *           "roles": [
                     *             "Administrator"
                     *           ],
                     *           "language": "en"
                     *         }
                     *       ],
                     *       "number": 0,
                     *       "size": 10,
                     *       "numberOfElements": 1,
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "first": true,
                     *       "last": true,
                     *       "empty": false
                     *     }
                     */
                    "application/json": components["schemas"]["PageOfUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, with their driver details once they gave them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 5,
                     *       "firstName": "Jane",
                     *       "lastName": "Doe",
                     *       "email": "jane.doe@example.com",
                     *       "phoneNumber": "(555) 123-4567",
                     *       "address": "12 Main Street, Springfield",
                     *       "zipCode": "62701",
                     *       "builtIn": false,
                     *       "emailConfirmed": false,
                     *       "roles": [
                     *         "Customer"
                     *       ],
                     *       "language": "es"
                     *     }
                     */
                    "application/json": components["schemas"]["UserWithDriver"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Jane",
                 *       "lastName": "Doe",
                 *       "phoneNumber": "(555) 123-4567",
                 *       "address": "12 Main Street, Springfield",
                 *       "zipCode": "62701",
                 *       "email": "jane.doe@example.com",
                 *       "roles": [
                 *         "Customer",
                 *         "Administrator"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "User Successfully Updated",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "User Successfully Deleted",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listVehicles: {
        parameters: {
            query?: {
                /**
                 * @description Zero-based page number; a page past the end answers an empty `content`. At most 10,000,000,
                 *     so that `page * size` stays a 32-bit offset.
                 */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                size?: components["parameters"]["SizeDefault10"];
                /** @description Field to sort by; ties are broken by id ascending. */
                sort?: components["parameters"]["VehicleSort"];
                /** @description Sort direction. */
                direction?: components["parameters"]["DirectionDefaultAsc"];
                /** @description Only vehicles whose model contains this text (any letter case). */
                q?: components["parameters"]["VehicleSearch"];
                /**
                 * @description Keeps the vehicles of the branch with this slug (an unknown slug lists none). With it,
                 *     `availableFrom` and `availableTo` are that branch's local wall-clock times.
                 */
                branch?: components["schemas"]["BranchSlug"];
                /** @description Keeps vehicles with any of these transmissions (repeat the parameter). */
                transmission?: components["schemas"]["Transmission"][];
                /** @description Keeps vehicles with any of these fuel types (repeat the parameter). */
                fuelType?: components["schemas"]["FuelType"][];
                /** @description Keeps vehicles with at least this many seats. */
                minSeats?: components["schemas"]["VehicleCount"];
                /** @description Keeps vehicles costing at most this much per hour. */
                maxPricePerHour?: components["schemas"]["PricePerHour"];
                /**
                 * @description With `availableTo` (both or neither, `availableTo` after `availableFrom`): keeps vehicles
                 *     without a CREATED reservation overlapping the interval, touching ends included, as booking
                 *     checks it. Local wall-clock times of `branch`'s zone, else of the office's.
                 */
                availableFrom?: components["schemas"]["PayloadDateTime"];
                /** @description End of the interval the vehicle must be free in; see `availableFrom`. */
                availableTo?: components["schemas"]["PayloadDateTime"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of vehicles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": 3,
                     *           "model": "Audi A4",
                     *           "doors": 4,
                     *           "seats": 5,
                     *           "luggage": 3,
                     *           "transmission": "Automatic",
                     *           "airConditioning": true,
                     *           "fuelType": "Diesel",
                     *           "age": 2,
                     *           "pricePerHour": 45,
                     *           "image": [
                     *             "9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41"
                     *           ],
                     *           "builtIn": false,
                     *           "branchId": 1,
                     *           "minimumDriverAge": 21,
                     *           "minimumLicenseYears": 1,
                     *           "turnaroundMinutes": 0,
                     *           "deposit": 0
                     *         }
                     *       ],
                     *       "number": 0,
                     *       "size": 8,
                     *       "numberOfElements": 1,
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "first": true,
                     *       "last": true,
                     *       "empty": false
                     *     }
                     */
                    "application/json": components["schemas"]["PageOfVehicle"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getVehicle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "model": "Audi A4",
                     *       "doors": 4,
                     *       "seats": 5,
                     *       "luggage": 3,
                     *       "transmission": "Automatic",
                     *       "airConditioning": true,
                     *       "fuelType": "Diesel",
                     *       "age": 2,
                     *       "pricePerHour": 45,
                     *       "image": [
                     *         "9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41"
                     *       ],
                     *       "builtIn": false,
                     *       "branchId": 1,
                     *       "minimumDriverAge": 21,
                     *       "minimumLicenseYears": 1,
                     *       "turnaroundMinutes": 0,
                     *       "deposit": 0
                     *     }
                     */
                    "application/json": components["schemas"]["Vehicle"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getVehicleAvailability: {
        parameters: {
            query?: {
                /** @description Start of the window (request format); now when absent. */
                from?: components["schemas"]["PayloadDateTime"];
                /** @description End of the window (request format); 90 days after `from` when absent. */
                to?: components["schemas"]["PayloadDateTime"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booked periods in the window. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "carId": 3,
                     *       "from": "2026-03-14T10:00:00",
                     *       "to": "2026-06-12T10:00:00",
                     *       "booked": [
                     *         {
                     *           "pickUpTime": "2026-03-20T09:00:00",
                     *           "dropOffTime": "2026-03-22T18:00:00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["VehicleAvailability"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listAllVehicles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every vehicle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 3,
                     *         "model": "Audi A4",
                     *         "doors": 4,
                     *         "seats": 5,
                     *         "luggage": 3,
                     *         "transmission": "Automatic",
                     *         "airConditioning": true,
                     *         "fuelType": "Diesel",
                     *         "age": 2,
                     *         "pricePerHour": 45,
                     *         "image": [
                     *           "9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41"
                     *         ],
                     *         "builtIn": false,
                     *         "branchId": 1,
                     *         "minimumDriverAge": 21,
                     *         "minimumLicenseYears": 1,
                     *         "turnaroundMinutes": 0,
                     *         "deposit": 0
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Vehicle"][];
                };
            };
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUpload"];
            };
        };
        responses: {
            /** @description Stored; the id to use for the vehicle. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "imageId": "9b2f4c1e-8d3a-4f6b-a1c2-5e7d9f0b3a41",
                     *       "message": "ImageFile Successfully Uploaded",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ImageUploadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    displayImage: {
        parameters: {
            query?: {
                /** @description The width of the picture's slot, in pixels; one of the copies' widths. */
                width?: components["schemas"]["ImageCopyWidth"];
            };
            header?: never;
            path: {
                /** @description Id of the image file. */
                imageId: components["parameters"]["ImageIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored image with its real content type, or its WebP copy. */
            200: {
                headers: {
                    /** @description Image files never change, so they may be cached for a year. */
                    "Cache-Control"?: string;
                    /** @description The answer depends on the `Accept` header (the WebP copy or the upload). */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["Binary"];
                    "image/jpeg": components["schemas"]["Binary"];
                    "image/webp": components["schemas"]["Binary"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the image file. */
                imageId: components["parameters"]["ImageIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "ImageFile Successfully Deleted",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createVehicle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the image file. */
                imageId: components["parameters"]["ImageIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "model": "Audi A4",
                 *       "doors": 4,
                 *       "seats": 5,
                 *       "luggage": 3,
                 *       "transmission": "Automatic",
                 *       "airConditioning": true,
                 *       "fuelType": "Diesel",
                 *       "age": 2,
                 *       "pricePerHour": 45
                 *     }
                 */
                "application/json": components["schemas"]["VehicleInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Car Successfully Saved",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    updateVehicle: {
        parameters: {
            query: {
                /** @description Id of the vehicle. */
                id: components["schemas"]["Id"];
                /** @description Id of the vehicle's (new) image. */
                imageId: components["schemas"]["ImageId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "model": "Audi A4 Avant",
                 *       "doors": 5,
                 *       "seats": 5,
                 *       "luggage": 4,
                 *       "transmission": "Tiptronic",
                 *       "airConditioning": true,
                 *       "fuelType": "Hybrid",
                 *       "age": 1,
                 *       "pricePerHour": 52.5
                 *     }
                 */
                "application/json": components["schemas"]["VehicleInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Car Successfully Updated",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["VehicleConflict"];
        };
    };
    deleteVehicle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Car Successfully Deleted",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createReservation: {
        parameters: {
            query: {
                /** @description Id of the vehicle to book. */
                carId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pickUpTime": "03/14/2026 10:00:00",
                 *       "dropOffTime": "03/16/2026 18:30:00",
                 *       "pickUpLocation": "Springfield Airport",
                 *       "dropOffLocation": "Springfield Central Station"
                 *     }
                 */
                "application/json": components["schemas"]["ReservationInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Reservation Successfully Created",
                     *       "success": true,
                     *       "id": 42
                     *     }
                     */
                    "application/json": components["schemas"]["ReservationCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    quoteReservation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "carId": 1,
                 *       "pickUpTime": "03/14/2026 10:00:00",
                 *       "dropOffTime": "03/23/2026 13:00:00"
                 *     }
                 */
                "application/json": components["schemas"]["ReservationQuoteInput"];
            };
        };
        responses: {
            /** @description The price, line by line, and whether the period can be booked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "lines": [
                     *         {
                     *           "kind": "base",
                     *           "label": "1 week x $300.00",
                     *           "amount": 300,
                     *           "quantity": 1,
                     *           "unit": "week",
                     *           "unitPrice": 300
                     *         },
                     *         {
                     *           "kind": "base",
                     *           "label": "2 days x $50.00",
                     *           "amount": 100,
                     *           "quantity": 2,
                     *           "unit": "day",
                     *           "unitPrice": 50
                     *         },
                     *         {
                     *           "kind": "base",
                     *           "label": "3 hours x $10.00",
                     *           "amount": 30,
                     *           "quantity": 3,
                     *           "unit": "hour",
                     *           "unitPrice": 10
                     *         }
                     *       ],
                     *       "total": 430,
                     *       "deposit": 250,
                     *       "available": true,
                     *       "reasons": []
                     *     }
                     */
                    "application/json": components["schemas"]["ReservationQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listOwnReservations: {
        parameters: {
            query?: {
                /**
                 * @description Zero-based page number; a page past the end answers an empty `content`. At most 10,000,000,
                 *     so that `page * size` stays a 32-bit offset.
                 */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                size?: components["parameters"]["SizeDefault10"];
                /** @description Field to sort by; ties are broken by id ascending. */
                sort?: components["parameters"]["ReservationSort"];
                /** @description Sort direction. */
                direction?: components["parameters"]["DirectionDefaultDesc"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the caller's reservations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageOfReservationWithCar"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getOwnReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reservation with its vehicle and its history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    cancelOwnReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Reservation Successfully Cancelled",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    changeOwnReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pickUpTime": "03/14/2026 10:00:00",
                 *       "dropOffTime": "03/17/2026 18:30:00",
                 *       "dropOffBranchId": 2
                 *     }
                 */
                "application/json": components["schemas"]["ReservationChangeInput"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Reservation Successfully Changed",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listReservations: {
        parameters: {
            query?: {
                /**
                 * @description Zero-based page number; a page past the end answers an empty `content`. At most 10,000,000,
                 *     so that `page * size` stays a 32-bit offset.
                 */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                size?: components["parameters"]["SizeDefault10"];
                /** @description Field to sort by; ties are broken by id ascending. */
                sort?: components["parameters"]["ReservationSort"];
                /** @description Sort direction. */
                direction?: components["parameters"]["DirectionDefaultDesc"];
                /** @description Only reservations in one of these statuses (repeat the parameter for several). */
                status?: components["parameters"]["StatusFilter"];
                /** @description Only reservations of this vehicle. */
                carId?: components["parameters"]["CarIdFilter"];
                /** @description Only reservations of this customer. */
                userId?: components["parameters"]["UserIdFilter"];
                /** @description Only reservations picked up at or after this local date-time. */
                from?: components["parameters"]["PickUpFrom"];
                /**
                 * @description Only reservations picked up before this local date-time (exclusive). With `from`, it must
                 *     come after `from` (400 `to: must be after from`).
                 */
                to?: components["parameters"]["PickUpTo"];
                /**
                 * @description Only what concerns the branch with this slug: for reservations, those picked up or returned
                 *     there (a reservation without branch ids counts at its vehicle's branch); an unknown slug
                 *     matches nothing.
                 */
                branch?: components["parameters"]["BranchFilter"];
                /**
                 * @description Only reservations with a change in their history (`changes`) during the last this many
                 *     days, counted back from now in office time.
                 */
                changedWithinDays?: components["parameters"]["ChangedWithinDays"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of reservations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageOfAdminReservation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reservation with its vehicle, customer id and history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateReservation: {
        parameters: {
            query: {
                /** @description Id of the reservation. */
                reservationId: components["schemas"]["Id"];
                /** @description Id of the vehicle the reservation is for. */
                carId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pickUpTime": "03/14/2026 10:00:00",
                 *       "dropOffTime": "03/17/2026 10:00:00",
                 *       "pickUpLocation": "Springfield Airport",
                 *       "dropOffLocation": "Springfield Airport",
                 *       "status": "CREATED"
                 *     }
                 */
                "application/json": components["schemas"]["ReservationUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Reservation Successfully Updated",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Reservation Successfully Deleted",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getRentalRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "minimumNoticeMinutes": 120,
                     *       "minimumRentalHours": 24,
                     *       "maximumRentalHours": 720,
                     *       "freeCancellationHours": 48,
                     *       "cancellationFeeType": "SHARE",
                     *       "cancellationFeeAmount": 0,
                     *       "cancellationFeePercent": 20
                     *     }
                     */
                    "application/json": components["schemas"]["RentalRules"];
                };
            };
        };
    };
    updateRentalRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RentalRules"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Rental Rules Successfully Updated",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listBranches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every branch, sorted by name (ties by id). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Branch"][];
                };
            };
        };
    };
    getBranch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The branch's slug. */
                slug: components["parameters"]["BranchSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The branch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Branch"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    createBranch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Chicago Downtown",
                 *       "slug": "chicago-downtown",
                 *       "address": "233 S Wacker Dr",
                 *       "city": "Chicago",
                 *       "zipCode": "60606",
                 *       "country": "US",
                 *       "latitude": 41.8789,
                 *       "longitude": -87.6359,
                 *       "phoneNumber": "(312) 555-0147",
                 *       "email": "downtown@rentacar.example.com",
                 *       "timeZone": "America/Chicago",
                 *       "openingHours": [
                 *         {
                 *           "day": 1,
                 *           "opens": "08:00",
                 *           "closes": "18:00"
                 *         }
                 *       ],
                 *       "closures": [],
                 *       "oneWayFee": 35
                 *     }
                 */
                "application/json": components["schemas"]["BranchInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Branch Successfully Saved",
                     *       "success": true,
                     *       "id": 5
                     *     }
                     */
                    "application/json": components["schemas"]["BranchSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    updateBranch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BranchInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Branch Successfully Updated",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteBranch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Branch Successfully Deleted",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listBlockedPeriods: {
        parameters: {
            query?: {
                /** @description Only the blocked periods of this vehicle. */
                carId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The blocked periods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 4,
                     *         "carId": 3,
                     *         "start": "2026-03-20T08:00:00",
                     *         "end": "2026-03-21T18:00:00",
                     *         "reason": "Annual service"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["BlockedPeriod"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createBlockedPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "carId": 3,
                 *       "start": "03/20/2026 08:00:00",
                 *       "end": "03/21/2026 18:00:00",
                 *       "reason": "Annual service"
                 *     }
                 */
                "application/json": components["schemas"]["BlockedPeriodInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Blocked Period Successfully Saved",
                     *       "success": true,
                     *       "id": 4
                     *     }
                     */
                    "application/json": components["schemas"]["BlockedPeriodSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BlockConflict"];
        };
    };
    updateBlockedPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlockedPeriodInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Blocked Period Successfully Updated",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BlockConflict"];
        };
    };
    deleteBlockedPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Blocked Period Successfully Deleted",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSeasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seasons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": 2,
                     *         "name": "Summer",
                     *         "startDate": "2027-07-01",
                     *         "endDate": "2027-08-31",
                     *         "percent": 20
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Season"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createSeason: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Summer",
                 *       "startDate": "2027-07-01",
                 *       "endDate": "2027-08-31",
                 *       "percent": 20
                 *     }
                 */
                "application/json": components["schemas"]["SeasonInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Season Successfully Created",
                     *       "success": true,
                     *       "id": 2
                     *     }
                     */
                    "application/json": components["schemas"]["SeasonSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["SeasonConflict"];
        };
    };
    updateSeason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeasonInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Season Successfully Updated",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["SeasonConflict"];
        };
    };
    deleteSeason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Season Successfully Deleted",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getFleetCalendar: {
        parameters: {
            query: {
                /** @description The window's start, included. */
                from: components["schemas"]["LocalDateTime"];
                /** @description The window's end, excluded. */
                to: components["schemas"]["LocalDateTime"];
                /** @description Only the vehicles of the branch with this slug; an unknown slug matches none. */
                branch?: components["schemas"]["BranchSlug"];
                /** @description Only vehicles whose model or licence plate contains this text (any letter case). */
                q?: components["schemas"]["SearchText"];
                /** @description Only reservations in one of these statuses (repeat the parameter for several). */
                status?: components["parameters"]["StatusFilter"];
                /**
                 * @description Zero-based page number; a page past the end answers an empty `content`. At most 10,000,000,
                 *     so that `page * size` stays a 32-bit offset.
                 */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                size?: components["parameters"]["SizeDefault20"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of vehicle rows with their items in the window. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "carId": 3,
                     *           "model": "Toyota Corolla",
                     *           "licensePlate": "KA-123-XY",
                     *           "branchId": 1,
                     *           "branchName": "JFK Airport",
                     *           "items": [
                     *             {
                     *               "kind": "reservation",
                     *               "id": 12,
                     *               "start": "2026-03-14T10:00:00",
                     *               "end": "2026-03-17T10:00:00",
                     *               "status": "CREATED",
                     *               "customerName": "Ada Lovelace",
                     *               "userId": 7
                     *             },
                     *             {
                     *               "kind": "block",
                     *               "id": 4,
                     *               "start": "2026-03-20T08:00:00",
                     *               "end": "2026-03-21T18:00:00",
                     *               "reason": "Annual service"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "number": 0,
                     *       "size": 20,
                     *       "numberOfElements": 1,
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "first": true,
                     *       "last": true,
                     *       "empty": false
                     *     }
                     */
                    "application/json": components["schemas"]["PageOfCalendarRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    downloadUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description users.xlsx */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["AttachmentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["Binary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    downloadVehicles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description vehicles.xlsx */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["AttachmentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["Binary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    downloadReservations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description reservations.xlsx */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["AttachmentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["Binary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    downloadBranches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description branches.xlsx */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["AttachmentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["Binary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdminStats: {
        parameters: {
            query?: {
                /**
                 * @description Only what concerns the branch with this slug: for reservations, those picked up or returned
                 *     there (a reservation without branch ids counts at its vehicle's branch); an unknown slug
                 *     matches nothing.
                 */
                branch?: components["parameters"]["BranchFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance serves requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": "postgres",
                     *       "redis": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Liveness"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready"
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not ready; send requests elsewhere. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "stopping"
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    listEmails: {
        parameters: {
            query?: {
                /**
                 * @description Zero-based page number; a page past the end answers an empty `content`. At most 10,000,000,
                 *     so that `page * size` stays a 32-bit offset.
                 */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                size?: components["parameters"]["SizeDefault20"];
                /** @description Field to sort by; ties are broken by id ascending. */
                sort?: components["parameters"]["EmailSort"];
                /** @description Sort direction. */
                direction?: components["parameters"]["DirectionDefaultDesc"];
                /** @description Only e-mails whose recipient or subject contains this text (any letter case). */
                q?: components["parameters"]["EmailSearch"];
                /** @description Only e-mails in this status. */
                status?: components["parameters"]["EmailStatusFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of e-mails (without their bodies). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": 12,
                     *           "kind": "bookingConfirmed",
                     *           "recipient": "customer@example.com",
                     *           "subject": "Your booking #42 is confirmed",
                     *           "status": "failed",
                     *           "attempts": 8,
                     *           "lastError": "connect ECONNREFUSED 127.0.0.1:25",
                     *           "createdAt": "2026-03-14T10:00:00",
                     *           "sentAt": null
                     *         }
                     *       ],
                     *       "number": 0,
                     *       "size": 20,
                     *       "numberOfElements": 1,
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "first": true,
                     *       "last": true,
                     *       "empty": false
                     *     }
                     */
                    "application/json": components["schemas"]["PageOfEmail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-mail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    resendEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Email Successfully Queued",
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["ApiMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    streamFleetChanges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream of changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example event: ready
                     *     data: {}
                     *
                     *     event: change
                     *     data: {"resource":"reservations"}
                     */
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
}
