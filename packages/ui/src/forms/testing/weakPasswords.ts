/** One password per strength rule that only that rule rejects, with the rule's message. */
export const weakPasswords = [
  ['Sh0rt!a', 'Must be at least 8 characters'],
  ['SECRET12!', 'One lowercase character'],
  ['secret12!', 'One uppercase character'],
  ['Secret123', 'One special character'],
  ['Secret!!!', 'One number'],
] as const;
