import { expect, test, type Page } from '@playwright/test';
import { openStory, recordStoryResults } from './storyResult';

// Signed in as the demo administrator; its cleanup (sign out) runs only when the story unmounts.
const ADMIN_STORY = 'app-admin-users--loaded';
// Visitor stories: each expects the Login form or the visitor's navbar.
const VISITOR_STORIES = ['app-account-profile--logged-out', 'app-site-vehicle-details--logged-out'];

/** The URLs of the requests the page sends with credentials (a bearer token), as they go. */
function credentialedRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    // `allHeaders`: `headers()` leaves out security-related ones such as Authorization.
    void request.allHeaders().then((headers) => {
      if (headers['authorization']) urls.push(request.url());
    });
  });
  return urls;
}

test('a visitor story in a second tab is signed out while a signed-in story stays open', async ({
  context,
}) => {
  const admin = await context.newPage();
  await recordStoryResults(admin);
  await expect(await openStory(admin, ADMIN_STORY)).toMatchObject({ status: 'success' });

  for (const storyId of VISITOR_STORIES) {
    const visitor = await context.newPage();
    await recordStoryResults(visitor);
    const asSomeone = credentialedRequests(visitor);
    await expect(await openStory(visitor, storyId)).toMatchObject({ status: 'success' });
    await expect(visitor.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    expect(asSomeone).toEqual([]);
    await visitor.close();
  }
});

test('a visitor story opened in place of a signed-in one, as after a reload, is signed out', async ({
  page,
}) => {
  await recordStoryResults(page);
  await expect(await openStory(page, ADMIN_STORY)).toMatchObject({ status: 'success' });
  // A new document in the same tab: the admin story never unmounted, so its token is still stored.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  const asSomeone = credentialedRequests(page);
  await expect(await openStory(page, VISITOR_STORIES[0]!)).toMatchObject({ status: 'success' });
  await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
  expect(asSomeone).toEqual([]);
});
