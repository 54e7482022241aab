import { expect, test } from '@playwright/test';

/**
 * A docs page shows every story of a component at once: a dialog story there starts closed behind
 * its 'Open the dialog' button (a stack of modals would cover the page), and the dialog a reader
 * opens closes again with Cancel or Escape. Opened inside the full Storybook UI, as a reviewer
 * opens it from the sidebar.
 */
test('the ConfirmDialog docs page opens with its dialogs closed; Cancel and Escape close one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/index.html?path=/docs/library-data-confirmdialog--docs');
  const docs = page.frameLocator('#storybook-preview-iframe');
  // The page's first story, then each story under "Stories" but the one built on `useConfirm`:
  // six in all.
  const openers = docs.getByRole('button', { name: 'Open the dialog' });
  // The page renders its stories once manager and preview have loaded, which takes long on a
  // loaded machine beside the every-story check.
  await expect(openers).toHaveCount(6, { timeout: 60_000 });
  await expect(docs.getByRole('dialog')).toHaveCount(0);

  const dialog = docs.getByRole('dialog', { name: 'Are you sure to delete?' });
  await openers.first().click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(docs.getByRole('dialog')).toHaveCount(0);

  await openers.first().click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(docs.getByRole('dialog')).toHaveCount(0);
  await expect(openers.first()).toBeFocused();
});
