// Messages: a message sent through the public Contact Us form reaches the back office as an unread
// conversation (marked in the list and by the sidebar badge), is opened and answered, the answer
// shows in the thread as 'You' and is queued in the outbox to the customer in their language. One
// journey per layout: the public part in English on the desktop, in French on the phone. A customer
// who also asked for a transfer finds it among their Requests beside the thread, a link to its reply.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { aTransferQuote, expect, expectNoAxeViolations, guardThreads, say, test, uniqueTag } from './admin.ts';
import { localizedPath, t } from '../../site/i18n/index.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';

/** A form field by its accessible name; required fields' names end with "(required)". */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|$)`) });

test('a contact message becomes an unread conversation, is opened and answered by e-mail', async ({ page, isMobile }) => {
  const lang = isMobile ? 'fr' : 'en';
  const email = `messages-${uniqueTag()}@example.com`;
  const message = 'Bonjour, pouvez-vous nous conduire à Giverny le 3 mai ? Nous serons six.';

  await page.goto(localizedPath('/contact-us', lang));
  await field(page, t(lang, 'contactForm.name')).fill('Élodie Marchand');
  await field(page, t(lang, 'contactForm.email')).fill(email);
  await field(page, t(lang, 'contactForm.message')).fill(message);
  await page.getByRole('button', { name: t(lang, 'contactForm.submit') }).click();
  await expect(page.getByRole('status')).toHaveText(t(lang, 'contactForm.success'));

  // Opening a thread marks it read: held back until the unread state has been seen.
  const [own] = queryE2eDb<{ id: number }>(`select id from conversations where customer_email = ${sqlText(email)}`);
  const release = await guardThreads(page, own!.id);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 2, name: say('dashboard.messages.conversations') })).toBeVisible();
  const conversation = page.getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  await expect(conversation).toContainText('Élodie Marchand');
  await expect(conversation).toContainText(message.slice(0, 40));
  await expect(conversation).toContainText(say('dashboard.messages.unread', { count: 1 }));
  await expect(page.getByTestId('pending-messages')).toContainText(/\d+ unread/);
  release();

  // The newest conversation opens by itself beside the list, but another journey's may be newer:
  // the admin picks this one (on a phone, the list is all there is).
  await conversation.click();
  const thread = page.getByRole('region', { name: say('dashboard.messages.threadLabel', { name: 'Élodie Marchand' }) });
  await expect(thread.locator('[data-from="customer"]')).toContainText(message);
  // Read once opened (on a phone the list is out of sight until the way back below).
  if (!isMobile) await expect(conversation).not.toContainText(say('dashboard.messages.unread', { count: 1 }));

  const reply = thread.getByRole('textbox', { name: new RegExp(`^${say('dashboard.messages.replyLabel')}`) });
  await expect(reply).toHaveAttribute('placeholder', say('dashboard.messages.placeholder'));
  const send = thread.getByRole('button', { name: say('dashboard.messages.send') });
  await expect(send).toBeDisabled();
  await reply.fill('Bonjour Élodie,\nOui, avec plaisir <b>le 3 mai</b>.');
  await send.click();
  await expect(thread.getByRole('status')).toHaveText(say('dashboard.messages.sent', { email }));
  const answer = thread.locator('[data-from="admin"]');
  await expect(answer).toContainText(say('dashboard.messages.you'));
  await expect(answer).toContainText('Oui, avec plaisir <b>le 3 mai</b>.');
  await expect(reply).toHaveValue('');
  await expectNoAxeViolations(page);

  const [sent] = queryE2eDb<{ lang: string; subject: string; html: string }>(
    `select lang, subject, html from outbox where kind = 'reply.conversation' and to_address = ${sqlText(email)}`,
  );
  expect(sent?.lang).toBe(lang);
  expect(sent?.subject).toBe(t(lang, 'email.conversationReply.subject', { company: t(lang, 'site.name') }));
  expect(sent?.html).toContain('Oui, avec plaisir &lt;b&gt;le 3 mai&lt;/b&gt;.');

  if (isMobile) {
    await thread.getByRole('button', { name: say('dashboard.messages.back') }).click();
    await expect(conversation).toBeFocused();
    await expect(conversation).not.toContainText(say('dashboard.messages.unread', { count: 1 }));
  }
});

test('a customer’s conversation lists their transfer request, a link to its reply screen', async ({ page, request }) => {
  const tag = uniqueTag();
  const { email } = await aTransferQuote(request, tag, 'requests');
  const [quote] = queryE2eDb<{ id: number; quote_number: string }>(`select id, quote_number from quotes where email = ${sqlText(email)}`);
  // The customer writes too (the Messages list shows a conversation once it has a message).
  const sent = await request.post('/api/contact', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { name: 'Claire Requests', email, message: `About my transfer ${tag}`, lang: 'en', website: '' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // Only this journey's thread opens on its page (guardThreads); nothing to hold back here.
  const [own] = queryE2eDb<{ id: number }>(`select id from conversations where customer_email = ${sqlText(email)}`);
  (await guardThreads(page, own!.id))();
  await page.goto('/admin/messages');
  await page.getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
  // Named by the customer, or by their address when the conversation began with the quote's e-mails.
  const thread = page.getByRole('region', { name: new RegExp(`^${say('dashboard.messages.threadLabel', { name: '' })}`) });
  const requests = thread.getByRole('region', { name: say('dashboard.messages.requests') });
  const link = requests.getByRole('link', { name: new RegExp(`^${quote!.quote_number}`) });
  await expect(link).toBeVisible();
  await expect(requests).toContainText(say('dashboard.status.pending'));
  // The request's arrival is in the thread's timeline, among the messages.
  const timeline = thread.getByRole('list', { name: say('dashboard.messages.timeline') });
  await expect(timeline.locator('[data-event="request"]')).toContainText(quote!.quote_number);
  await expect(timeline.locator('[data-from="customer"]')).toContainText(say('dashboard.messages.channel.contact'));
  await expectNoAxeViolations(page);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/email-reply/${quote!.id}\\?kind=transfer$`));
  await expect(page.getByText(email).first()).toBeVisible();
});

test.describe('on a 1366 px screen', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a conversation shows the whole 40-character preview of its first message, wrapped rather than cut @desktop', async ({ page }) => {
    // The list as the API answers it (the first 40 characters of the first message), served here so
    // that no real conversation is opened, and so marked read, under another journey's feet.
    // Wide letters: the worst case for the list's narrow column.
    const message = 'WWWW MMMMM Bonjour, transfert Orly samedi 6h, à bientôt !';
    const item = {
      id: 900002,
      _id: 900002,
      customer: { name: 'Élodie Marchand', email: `preview-${uniqueTag()}@example.com` },
      lang: 'fr',
      preview: message.slice(0, 40),
      lastMessageAt: new Date().toISOString(),
      messageCount: 1,
      unread: 1,
    };
    await page.route('**/api/admin/messages', (route) => route.fulfill({ json: { items: [item], unreadConversations: 1 } }));
    await page.route(`**/api/admin/messages/${item.id}`, (route) =>
      route.fulfill({
        json: {
          ...item,
          messages: [{ id: 1, from: 'customer', text: message, time: item.lastMessageAt, channel: 'contact' }],
          requests: [],
          timeline: [],
          customerReadMessageId: 0,
          customerUnread: 0,
        },
      }),
    );
    await page.goto('/admin/messages');
    const conversation = page.getByRole('button', { name: new RegExp(item.customer.email.replace(/[.+]/g, '\\$&')) });
    const preview = conversation.getByText(message.slice(0, 40), { exact: true });
    await expect(preview).toBeVisible();
    // Nothing of it hidden: no ellipsis, no overflow, inside its card.
    const cut = await preview.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const card = element.closest('button')!.getBoundingClientRect();
      return {
        overflowing: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
        ellipsis: style.textOverflow === 'ellipsis',
        outside: box.left < card.left || box.right > card.right + 1 || box.bottom > card.bottom + 1,
      };
    });
    expect(cut).toEqual({ overflowing: false, ellipsis: false, outside: false });
  });
});

test('failures to load the list or a thread, or to send, are said (role alert) @desktop', async ({ page }) => {
  const item = {
    id: 900001,
    _id: 900001,
    customer: { name: '', email: 'nobody@example.com' },
    lang: 'en',
    preview: 'Hello',
    lastMessageAt: new Date().toISOString(),
    messageCount: 1,
    unread: 1,
  };
  const thread = {
    ...item,
    messages: [{ id: 1, from: 'customer', text: 'Hello', time: item.lastMessageAt, channel: 'contact' }],
    requests: [],
    timeline: [],
    customerReadMessageId: 0,
    customerUnread: 0,
  };
  let listFails = true;
  let threadFails = true;
  await page.route('**/api/admin/messages', (route) =>
    listFails
      ? route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } })
      : route.fulfill({ json: { items: [item], unreadConversations: 1 } }),
  );
  await page.route(`**/api/admin/messages/${item.id}`, (route) =>
    threadFails ? route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } }) : route.fulfill({ json: thread }),
  );
  await page.route(`**/api/admin/messages/${item.id}/reply`, (route) =>
    route.fulfill({ status: 400, json: { error: { code: 'validation_failed', message: 'x', fields: { text: 'Message is required' } } } }),
  );

  await page.goto('/admin/messages');
  await expect(page.getByRole('alert').filter({ hasText: say('dashboard.messages.listFailed') })).toBeVisible();

  listFails = false;
  await page.reload();
  // No name: the list names the customer by their e-mail.
  const conversation = page.getByRole('button', { name: /nobody@example\.com/ });
  await expect(conversation.locator('span').first()).toContainText('nobody@example.com');
  await expect(page.getByRole('alert').filter({ hasText: say('dashboard.messages.threadFailed') })).toBeVisible();

  threadFails = false;
  await conversation.click();
  await page.getByRole('textbox', { name: new RegExp(`^${say('dashboard.messages.replyLabel')}`) }).fill('Hi');
  await page.getByRole('button', { name: say('dashboard.messages.send') }).click();
  const failed = page.getByRole('alert').filter({ hasText: say('dashboard.messages.sendFailed') });
  await expect(failed).toContainText('Message is required');
  await expect(page.getByRole('button', { name: say('dashboard.messages.send') })).toBeEnabled();
});
