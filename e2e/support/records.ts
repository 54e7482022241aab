/** Records one journey leaves behind for a later one (the journeys run in file order on one server). */

/** Sent by the visitor journey, deleted by the administrator journey. */
export const VISITOR_MESSAGE = {
  name: 'Vera Visitor',
  email: 'vera.visitor@example.org',
  subject: 'Airport pick-up question',
  body: 'Can I pick the car up at the airport after midnight on a Sunday?',
} as const;
