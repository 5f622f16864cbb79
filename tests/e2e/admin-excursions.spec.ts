// Excursions Management, signed in: the required-field messages of an empty form, then one excursion's
// whole life as the admin and a visitor see it: created through the form with an uploaded photo (on
// the public list at once, with that photo), edited (the confirmation, then the banner; the change on
// its public page), deactivated (gone from the list, its page a 404, out of the sitemap) and deleted.
// The servers are shared by tests running in parallel: each test's excursion has a key no other uses.
// These journeys change the public catalogue, so they run against the second server (its own D1 and
// R2), signed in there: the journeys that read the demo catalogue on the first server (its cards, the
// sitemap, the three demo excursions) never see an excursion of theirs come and go.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, say, signIn, test, uniqueTag } from './admin.ts';
import { MAPS_BASE_URL } from './fixtures.ts';

test.use({ baseURL: MAPS_BASE_URL, storageState: { cookies: [], origins: [] } });
test.beforeEach(async ({ page }) => signIn(page));

/** A real photo of the repository, 1200 × 800: the browser makes its JPEG and WebP variants. */
const PHOTO = path.resolve(import.meta.dirname, '../../site/assets/images/fleet/lexus.jpg');

/** Opens the screen and waits for its list (the island is live once the counter shows). */
async function openScreen(page: Page) {
  await page.goto('/admin/excursions');
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.excursions.heading') })).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ excursions$/)).toBeVisible();
}

/** The English or French texts of the form: the other tab's fields are hidden. */
const inPanel = (form: Locator, lang: 'english' | 'french') => form.getByRole('tabpanel', { name: say(`dashboard.excursions.form.${lang}`) });

const formDialog = (page: Page, title: 'dashboard.excursions.form.addTitle' | 'dashboard.excursions.form.editTitle') =>
  page.getByRole('dialog', { name: say(title) });

test('an empty form says what is required, beside each field, and focuses the first', async ({ page }) => {
  await openScreen(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: say('dashboard.excursions.add') }).click();
  const form = formDialog(page, 'dashboard.excursions.form.addTitle');
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: say('dashboard.excursions.form.create') }).click();

  const key = form.getByLabel(say('dashboard.excursions.form.key'));
  await expect(key).toBeFocused();
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toHaveAccessibleDescription(new RegExp(say('adminExcursion.field.key.required')));
  await expect(inPanel(form, 'english').getByLabel(say('dashboard.excursions.form.title'))).toHaveAccessibleDescription(
    say('adminExcursion.field.title.required'),
  );
  await expect(form.getByLabel(say('dashboard.excursions.form.price'))).toHaveAccessibleDescription(say('adminExcursion.field.price.required'));
  await expect(
    inPanel(form, 'english').getByRole('textbox', { name: say('dashboard.excursions.form.highlight', { n: 1 }), exact: true }),
  ).toHaveAccessibleDescription(say('adminExcursion.field.highlights.required'));
  await expect(
    inPanel(form, 'english').getByRole('textbox', { name: say('dashboard.excursions.form.includedItem', { n: 1 }), exact: true }),
  ).toHaveAccessibleDescription(say('adminExcursion.field.included.required'));
  await expectNoAxeViolations(page);

  // Each message goes as its field is edited; the price keeps only digits and the dot.
  await key.fill('x');
  await expect(key).not.toHaveAttribute('aria-invalid');
  await expect(form.getByText(say('adminExcursion.field.key.required'))).toHaveCount(0);
  await expect(form.getByText(say('adminExcursion.field.title.required'))).toBeVisible();
  const price = form.getByLabel(say('dashboard.excursions.form.price'));
  await price.pressSequentially('1a2,5.0€');
  await expect(price).toHaveValue('125.0');
  await expect(form.getByText(say('adminExcursion.field.price.required'))).toHaveCount(0);

  await form.getByRole('button', { name: say('dashboard.excursions.form.cancel') }).click();
  await expect(form).toBeHidden();
});

test('an excursion created with a photo is public at once; edited, deactivated, then deleted', async ({ page }) => {
  const tag = uniqueTag();
  const key = `e2e-${tag}`;
  const title = `Giverny gardens ${tag}`;
  await openScreen(page);

  // Create, with a photo made smaller in the browser and uploaded with its variants.
  await page.getByRole('button', { name: say('dashboard.excursions.add') }).click();
  const form = formDialog(page, 'dashboard.excursions.form.addTitle');
  await form.getByLabel(say('dashboard.excursions.form.key')).fill(key);
  await form.getByLabel(say('dashboard.excursions.form.price')).fill('240');
  await inPanel(form, 'english').getByLabel(say('dashboard.excursions.form.title')).fill(title);
  await inPanel(form, 'english').getByLabel(say('dashboard.excursions.form.description'), { exact: true }).fill('Monet’s house and water lilies.');
  await inPanel(form, 'english')
    .getByRole('textbox', { name: say('dashboard.excursions.form.highlight', { n: 1 }), exact: true })
    .fill('Water lily pond');
  await form.getByRole('button', { name: say('dashboard.excursions.form.addHighlight') }).click();
  await expect(inPanel(form, 'english').getByRole('textbox', { name: say('dashboard.excursions.form.highlight', { n: 2 }), exact: true })).toBeFocused();
  await inPanel(form, 'english')
    .getByRole('textbox', { name: say('dashboard.excursions.form.includedItem', { n: 1 }), exact: true })
    .fill('Private chauffeur');
  await form.getByRole('tab', { name: say('dashboard.excursions.form.french') }).click();
  await inPanel(form, 'french').getByLabel(say('dashboard.excursions.form.title')).fill(`Jardins de Giverny ${tag}`);
  await form.getByRole('tab', { name: say('dashboard.excursions.form.english') }).click();

  const uploads = page.waitForResponse((response) => response.url().endsWith('/api/admin/uploads') && response.status() === 201);
  await form.getByLabel(say('dashboard.excursions.form.imageFile')).setInputFiles(PHOTO);
  expect((await (await uploads).json()).type).toBe('image/jpeg');
  const imageUrl = form.getByLabel(say('dashboard.excursions.form.imageUrl'));
  await expect(imageUrl).toHaveValue(/^\/media\/excursions\/[0-9a-f]+\.jpg$/);
  await expect(form.getByText(say('dashboard.excursions.form.uploaded'))).toBeVisible();
  const photoUrl = await imageUrl.inputValue();
  await form.getByLabel(say('dashboard.excursions.form.imageAlt')).fill('Pink water lilies on the pond');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/excursions') && response.request().method() === 'POST');
  await form.getByRole('button', { name: say('dashboard.excursions.form.create') }).click();
  await expect(form).toBeHidden();

  // The tab keeps the save's D1 bookmark (decision 045): the screen opened again reads from there on.
  const savedBookmark = (await saved).headers()['x-d1-bookmark'] ?? '';
  expect(savedBookmark).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);
  const reread = page.waitForRequest((request) => request.url().endsWith('/api/admin/excursions') && request.method() === 'GET');
  await openScreen(page);
  const sentBookmark = (await (await reread).headerValue('x-d1-bookmark')) ?? '';
  expect(sentBookmark >= savedBookmark, `${sentBookmark} is at least ${savedBookmark}`).toBe(true);

  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(say('dashboard.excursions.active'), { exact: true })).toBeVisible();
  await expect(card.getByText('€240')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Pink water lilies on the pond' })).toHaveAttribute('src', photoUrl);

  // The visitor's list shows it at once, drawn from the uploaded photo and its variants.
  const visitor = await page.context().newPage();
  await visitor.goto('/excursion');
  const publicCard = visitor
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: title }) });
  await expect(publicCard.getByRole('img', { name: 'Pink water lilies on the pond' })).toHaveAttribute('src', photoUrl);
  await expect(publicCard.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\/media\/excursions\/[0-9a-f]+\.webp 480w/);

  // Edit: the confirmation, then the banner; the visitor sees the new tagline.
  await card.getByRole('button', { name: say('dashboard.excursions.editLabel', { title }) }).click();
  const editForm = formDialog(page, 'dashboard.excursions.form.editTitle');
  await expect(editForm.getByLabel(say('dashboard.excursions.form.imageUrl'))).toHaveValue(photoUrl);
  await inPanel(editForm, 'english').getByLabel(say('dashboard.excursions.form.tagline')).fill(`Impressionist morning ${tag}`);
  await expectNoAxeViolations(page);
  await editForm.getByRole('button', { name: say('dashboard.excursions.form.update') }).click();
  const confirm = page.getByRole('alertdialog', { name: say('dashboard.excursions.form.update') });
  await expect(confirm).toContainText(say('dashboard.excursions.form.updateConfirm'));
  await confirm.getByRole('button', { name: say('dashboard.excursions.form.update') }).click();
  await expect(page.getByRole('status').filter({ hasText: say('dashboard.excursions.updated') })).toBeVisible();
  await expect(editForm).toBeHidden();
  // Gone after 2 seconds (SUCCESS_BANNER_MS).
  await expect(page.getByText(say('dashboard.excursions.updated'))).toBeHidden({ timeout: 5_000 });
  await visitor.goto(`/excursion/${key}`);
  await expect(visitor.getByText(`Impressionist morning ${tag}`)).toBeVisible();
  expect(await (await visitor.request.get('/sitemap.xml')).text()).toContain(`/excursion/${key}<`);

  // Deactivate: off the public list, its page a 404, out of the sitemap.
  await card.getByRole('button', { name: say('dashboard.excursions.editLabel', { title }) }).click();
  await editForm.getByLabel(say('dashboard.excursions.form.active')).uncheck();
  await editForm.getByRole('button', { name: say('dashboard.excursions.form.update') }).click();
  await confirm.getByRole('button', { name: say('dashboard.excursions.form.update') }).click();
  await expect(card.getByText(say('dashboard.excursions.inactive'), { exact: true })).toBeVisible();
  await visitor.goto('/excursion');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0);
  expect((await visitor.goto(`/excursion/${key}`))?.status()).toBe(404);
  expect(await (await visitor.request.get('/sitemap.xml')).text()).not.toContain(`/excursion/${key}<`);
  await visitor.close();

  // Delete, after the confirmation: gone from the screen.
  await card.getByRole('button', { name: say('dashboard.excursions.deleteLabel', { title }) }).click();
  const deletion = page.getByRole('alertdialog', { name: say('dashboard.excursions.delete') });
  await expect(deletion).toContainText(say('dashboard.excursions.deleteConfirm'));
  await deletion.getByRole('button', { name: say('dashboard.excursions.delete') }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('searchbox').fill(title);
  await expect(page.getByRole('heading', { name: say('dashboard.excursions.emptySearch') })).toBeVisible();
});
