// Preloaded into a spawned server (`--import`): its clock reads SHIFTED_CLOCK_START at start and
// runs on from there, so a test can place "now" at a chosen instant, such as just before a month
// ends on one clock and just after it ended on another. Every reader of the time goes through
// `Date` (luxon's `DateTime.now()`, token expiry, the seed's dates), so all of them agree.
const RealDate = Date;
const offset = RealDate.parse(process.env.SHIFTED_CLOCK_START) - RealDate.now();
if (Number.isNaN(offset)) throw new Error('SHIFTED_CLOCK_START must be an ISO instant');

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate;
