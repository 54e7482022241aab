// Fails when a commit subject is longer than 72 characters, the width `git log --oneline`,
// GitHub and most mail clients show without cutting it. Commits up to HABIT_SINCE landed before
// the rule was checked and are left as history; everything after it is held to the rule.
import { execFileSync } from 'node:child_process';

const MAX_SUBJECT_LENGTH = 72;
const HABIT_SINCE = '21283cc7bcd8d5017b9a55a81967ef5eab2e4f0e';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' });
// A shallow clone may not hold HABIT_SINCE: then only the newest commit can be read.
const shallow = git('rev-parse', '--is-shallow-repository').trim() === 'true';
const range = shallow ? ['-1', 'HEAD'] : [`${HABIT_SINCE}..HEAD`];
const tooLong = git('log', '--format=%h %s', ...range)
  .split('\n')
  .filter((line) => line.length - line.indexOf(' ') - 1 > MAX_SUBJECT_LENGTH);

if (tooLong.length > 0) {
  console.error(`Commit subjects over ${MAX_SUBJECT_LENGTH} characters (reword them):`);
  for (const line of tooLong) console.error(`  ${line}`);
  process.exit(1);
}
console.log(
  `Every commit subject since ${HABIT_SINCE.slice(0, 7)} is ${MAX_SUBJECT_LENGTH} characters or less.`,
);
