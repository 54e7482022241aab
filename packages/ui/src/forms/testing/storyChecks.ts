// Shared play-function steps of the library's stories (not part of the published API).
import { expect, type userEvent, type within } from 'storybook/test';
import { weakPasswords } from './weakPasswords';

type Canvas = ReturnType<typeof within>;
type User = ReturnType<typeof userEvent.setup>;

/** Focuses each labelled field in turn and leaves the last one, so all count as visited. */
export async function touchFields(canvas: Canvas, user: User, labels: readonly string[]) {
  for (const label of labels) canvas.getByLabelText(label).focus();
  await user.tab();
}

/** Types each value into the field with its label, in the order given, as a user fills a form. */
export async function fillFields(canvas: Canvas, user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(canvas.getByLabelText(label), value);
  }
}

/** Empties each labelled field and leaves the last one. */
export async function clearFields(canvas: Canvas, user: User, labels: readonly string[]) {
  for (const label of labels) await user.clear(canvas.getByLabelText(label));
  await user.tab();
}

/** Each message is on screen and announced as an alert. */
export async function expectAlerts(canvas: Canvas, messages: readonly string[]) {
  for (const message of messages) {
    await expect(canvas.getByText(message)).toHaveAttribute('role', 'alert');
  }
}

/** Types each weak password into the labelled field and expects its rule's message. */
export async function expectPasswordRuleMessages(canvas: Canvas, user: User, label: string) {
  const field = canvas.getByLabelText(label);
  for (const [password, message] of weakPasswords) {
    await user.clear(field);
    await user.type(field, password);
    await user.tab();
    await expect(field).toHaveAccessibleDescription(message);
  }
}

/** The profile fields a user can edit, with their required messages, in form order. */
export const profileFieldLabels = [
  'First Name',
  'Last Name',
  'Phone Number',
  'Address',
  'Zip Code',
] as const;

export const profileRequiredMessages = [
  'Please enter your first name',
  'Please enter your last name',
  'Please enter your phone number',
  'Please enter your address',
  'Please enter your zip code',
] as const;

/** A play function for a form that is sending: its button named like `name` is announced as busy. */
export const expectBusyButton =
  (name: RegExp) =>
  async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-busy', 'true');
  };

/** Waits for the next frame: what changed is rendered and laid out. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Clicks `target` as a mouse does right after the user typed into another field: the press takes
 * focus from that field, which then shows its message, and the browser clicks only when the
 * release finds the element the press did under the pointer. A message that moved the target
 * makes the click miss: the target then has no focus and is not toggled. `whilePressed` is what
 * happens between press and release (by default one frame, in which the blurred field's message
 * is rendered and laid out, as on a real press).
 */
export async function clickRightAfterEntry(
  target: HTMLElement,
  whilePressed: () => Promise<unknown> = nextFrame,
) {
  // A user brings the target into sight first: inside the full Storybook UI the canvas is shorter
  // than a form, and `elementFromPoint` finds nothing outside the window.
  target.scrollIntoView({ block: 'center' });
  const { left, top, width, height } = target.getBoundingClientRect();
  const point = {
    bubbles: true,
    cancelable: true,
    clientX: left + width / 2,
    clientY: top + height / 2,
  };
  const underPointer = () => document.elementFromPoint(point.clientX, point.clientY);
  const pressed = underPointer();
  pressed?.dispatchEvent(new PointerEvent('pointerdown', point));
  pressed?.dispatchEvent(new MouseEvent('mousedown', point));
  (document.activeElement as HTMLElement | null)?.blur();
  await whilePressed();
  const released = underPointer();
  released?.dispatchEvent(new PointerEvent('pointerup', point));
  released?.dispatchEvent(new MouseEvent('mouseup', point));
  if (released instanceof HTMLElement && released === pressed) {
    released.focus();
    released.click();
  }
}

/** What the user reaches for next: a control by its label, or a link by its name. */
type NextControl = string | { link: string };

/**
 * Leaves the labelled `field` holding the invalid `entry` (empty: cleared) by clicking the
 * control `next`: the field shows its message and the click still lands on `next`.
 */
export async function expectClickLandsAfterInvalidEntry(
  canvas: Canvas,
  user: User,
  { field, entry, next }: { field: string; entry: string; next: NextControl },
) {
  const input = canvas.getByLabelText(field);
  await user.clear(input);
  if (entry !== '') await user.type(input, entry);
  const target =
    typeof next === 'string'
      ? canvas.getByLabelText(next)
      : canvas.getByRole('link', { name: next.link });
  await clickRightAfterEntry(target);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(/./);
  await expect(target).toHaveFocus();
}

/** The story of a form whose `field`, left with an invalid entry, lets a click on `next` land. */
export const clickAfterInvalidEntryStory = (entry: {
  field: string;
  entry: string;
  next: NextControl;
}) => ({
  play: ({ canvas, userEvent }: { canvas: Canvas; userEvent: User }) =>
    expectClickLandsAfterInvalidEntry(canvas, userEvent, entry),
});

/** Below the `sm` breakpoint (576 px): a phone held upright. */
const PHONE_MAX_WIDTH = 575;

/**
 * What a `<State>OnPhone` story checks beyond its base story, whose play the every-story check
 * already runs as a shared link at phone width: the story is at phone width and nothing sticks
 * out sideways.
 */
export async function expectFitsPhone() {
  await expect(window.innerWidth).toBeLessThanOrEqual(PHONE_MAX_WIDTH);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Presses an admin form's Delete and confirms 'Are you sure to delete?' in its dialog. */
export async function deleteAfterConfirmation(canvas: Canvas, user: User) {
  await user.click(canvas.getByRole('button', { name: 'Delete' }));
  await expect(
    await canvas.findByRole('dialog', { name: 'Are you sure to delete?' }),
  ).toBeVisible();
  await user.click(canvas.getAllByRole('button', { name: 'Delete' })[1]!);
}

/** A play function for an admin form that is saving: Update is busy and Delete waits. */
export const expectUpdateBusy = async ({ canvas }: { canvas: Canvas }) => {
  await expect(canvas.getByRole('button', { name: /Update/ })).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
};

/** A play function for an admin form whose record is being deleted: Delete is busy. */
export const expectDeleteBusy = async ({ canvas }: { canvas: Canvas }) => {
  const remove = canvas.getByRole('button', { name: /Delete/ });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAttribute('aria-busy', 'true');
};
