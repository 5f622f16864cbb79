// The meeting-point library (decision 042), on a desktop and on a phone: the admin finds Meeting
// points in the sidebar, edits a station's words in both languages (a missing language refused),
// then a transfer from that station is offered and paid by bank transfer as the office records it;
// the confirmation e-mail and the customer's request page say where the chauffeur waits, in the
// admin's words; the admin resets the place to the library's words. Each project edits a place no
// other journey uses (the desktop Chessy, the phone Bercy), so parallel runs never meet.
import { t } from '../../site/i18n/index.ts';
import { defaultMeetingWords, meetingPlace } from '../../worker/contract/meeting-points.ts';
import { formatEuros } from '../../worker/contract/money.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';
import { aTransferQuote, expect, expectNoAxeViolations, openSidebar, say, test } from './admin.ts';
import { customerBrowser, emailTo, requestLinkIn, sendOffer } from './request-page-support.ts';

test('the admin edits a station’s meeting point and the customer of a confirmed transfer from there reads it', async ({ page, request, browser, isMobile }) => {
  test.setTimeout(120_000);
  const placeId = test.info().project.name === 'phone' ? 'gare-de-bercy' : 'marne-la-vallee-chessy';
  const place = meetingPlace(placeId);
  const tag = Date.now().toString(36);
  const wordsEn = `Your chauffeur waits by the ticket machines of the main hall, name board in hand (${tag}). {minutes} minutes of waiting are included.`;
  const wordsFr = `Votre chauffeur vous attend près des distributeurs de billets du hall principal, pancarte en main (${tag}).`;

  // The sidebar leads to the screen.
  await page.goto('/admin/quotes');
  await openSidebar(page, isMobile);
  await page.getByRole('link', { name: say('dashboard.shell.meetingPoints') }).click();
  await expect(page).toHaveURL(/\/admin\/meeting-points$/);
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.meetingPoints.heading') })).toBeVisible();
  for (const group of ['cdg', 'orly', 'beauvais', 'stations'] as const) {
    await expect(page.getByRole('heading', { level: 2, name: say(`dashboard.meetingPoints.group.${group}`) })).toBeVisible();
  }
  const card = page.getByRole('article', { name: place.en });
  await expect(card).toBeVisible();

  // Edit, with the keyboard: the English words first, the French left empty is refused.
  await card.getByRole('button', { name: say('dashboard.meetingPoints.editPlace', { place: place.en }) }).click();
  const english = card.getByLabel(say('dashboard.meetingPoints.instructionsEn'));
  await expect(english).toBeFocused();
  await english.fill(wordsEn);
  const french = card.getByLabel(say('dashboard.meetingPoints.instructionsFr'));
  await french.fill('');
  await card.getByRole('button', { name: say('dashboard.meetingPoints.save') }).click();
  await expect(card.getByText(say('dashboard.meetingPoints.required'))).toBeVisible();
  await expect(french).toBeFocused();
  await expect(french).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await french.fill(wordsFr);
  await french.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText(say('dashboard.meetingPoints.saved', { place: place.en }))).toBeVisible();
  await expect(card.getByText(say('dashboard.meetingPoints.edited'))).toBeVisible();
  await expect(card.getByText(wordsEn.replace('{minutes}', '40').slice(0, 40))).toBeVisible();
  await expect(card.getByRole('button', { name: say('dashboard.meetingPoints.editPlace', { place: place.en }) })).toBeFocused();
  await expectNoAxeViolations(page);

  // A transfer from there, offered and paid by bank transfer, recorded by the office.
  const { email } = await aTransferQuote(request, undefined, 'meeting', 'en', {
    pickupLocation: place.en,
    pickupCoords: { lat: place.lat, lng: place.lng },
  });
  const [quote] = queryE2eDb<{ id: number }>(`select id from quotes where email = ${sqlText(email)}`);
  await sendOffer(page, quote!.id);
  const panel = page.getByRole('region', { name: say('adminReply.booking.heading') });
  await panel.getByRole('button', { name: say('adminReply.booking.record') }).click();
  await panel.getByLabel(say('adminReply.booking.method')).selectOption('bank_transfer');
  await panel.getByRole('button', { name: say('adminReply.booking.recordSubmit') }).click();
  await expect(panel.getByText(say('adminReply.booking.recorded', { amount: formatEuros(13_050, 'en') }))).toBeVisible();
  await expect(panel.getByText(say('adminReply.booking.offerState.paid')).first()).toBeVisible();
  const [booked] = queryE2eDb<{ booking_reference: string }>(`select booking_reference from quotes where id = ${quote!.id}`);
  const reference = booked!.booking_reference;

  // The confirmation says where we meet, in the admin's words.
  const filledEn = wordsEn.replace('{minutes}', /(\d+) minutes/.exec(defaultMeetingWords(placeId, 'en'))![1]!);
  const confirmation = await emailTo(request, email, (candidate) => candidate.subject.includes(reference));
  expect(confirmation.text).toContain(t('en', 'bookingEmail.field.meetingPoint'));
  expect(confirmation.text).toContain(filledEn);

  // So does the customer's request page.
  const customer = await customerBrowser(browser, 'en');
  try {
    await customer.goto(requestLinkIn(confirmation));
    const section = customer.getByRole('region', { name: t('en', 'requestPage.meeting.heading') });
    await expect(section).toBeVisible();
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(t('en', 'requestPage.meeting.outbound', { place: place.en }));
    await expect(section.getByText(filledEn)).toBeVisible();
    await expectNoAxeViolations(customer);
  } finally {
    await customer.close();
  }

  // Back to the library's words.
  await page.goto('/admin/meeting-points');
  const again = page.getByRole('article', { name: place.en });
  await again.getByRole('button', { name: say('dashboard.meetingPoints.resetPlace', { place: place.en }) }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(say('dashboard.meetingPoints.resetQuestion', { place: place.en }));
  await dialog.getByRole('button', { name: say('dashboard.meetingPoints.reset') }).click();
  await expect(page.getByRole('status').getByText(say('dashboard.meetingPoints.wasReset', { place: place.en }))).toBeVisible();
  await expect(again.getByText(say('dashboard.meetingPoints.library'))).toBeVisible();
  await expect(again.getByText(defaultMeetingWords(placeId, 'en'))).toBeVisible();
});
