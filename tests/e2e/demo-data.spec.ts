// The served product has its demo data: three excursions with images from R2, in both languages.
import { expect, test } from './fixtures.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';

import { excursionListResponseSchema } from '../../worker/contract/schemas/excursions.ts';

test('the API lists the three demo excursions with images that load', async ({ request }) => {
  const response = await request.get('/api/excursions');
  expect(response.status()).toBe(200);
  const excursions = excursionListResponseSchema.parse(await response.json());
  expect(excursions).toHaveLength(3);
  for (const excursion of excursions) {
    expect(excursion.images.length).toBeGreaterThan(0);
    const image = await request.get(excursion.images[0]!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    expect(excursion.imageAlts[0]).not.toBe('');
  }
  const french = excursionListResponseSchema.parse(await (await request.get('/api/excursions?lang=fr')).json());
  expect(french.map((excursion) => excursion.key)).toEqual(excursions.map((excursion) => excursion.key));
  expect(french.map((excursion) => excursion.title)).not.toEqual(excursions.map((excursion) => excursion.title));
});

test('an unknown excursion is a 404 JSON error', async ({ request }) => {
  const response = await request.get('/api/excursions/nope');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
});

test('a contact message is stored in D1 with its e-mails', async ({ request }, testInfo) => {
  const email = `e2e.${testInfo.project.name}@example.com`;
  const response = await request.post('/api/contact', {
    data: { name: 'E2E Visitor', email, message: 'Hello from the browser tests', lang: 'fr' },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  expect(queryE2eDb(`select name, email, message, lang from contact_messages where id = ${id}`)).toEqual([
    { name: 'E2E Visitor', email, message: 'Hello from the browser tests', lang: 'fr' },
  ]);
  const emails = queryE2eDb<{ kind: string; to_address: string; lang: string }>(
    `select kind, to_address, lang from outbox where related_type = 'contact_message' and related_id = ${id} order by id`,
  );
  expect(emails).toEqual([
    { kind: 'contact.admin', to_address: 'office@example.test', lang: 'en' },
    { kind: 'contact.customer', to_address: email, lang: 'fr' },
  ]);
  expect(queryE2eDb(`select count(*) as n from conversations where customer_email = ${sqlText(email)}`)).toEqual([{ n: 1 }]);

  const bad = await request.post('/api/contact', { data: { message: 'no name' } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ error: { code: 'validation_failed', fields: { name: expect.any(String), email: expect.any(String) } } });
});
