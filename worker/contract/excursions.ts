// GET /api/excursions and /api/excursions/{id or key}: the public view of an excursion, in one language.
import { z } from 'zod';
import { requestLang } from './fields.ts';

export const excursionImageSchema = z.object({ url: z.string(), alt: z.string() });

export const publicExcursionSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  tagline: z.string(),
  description: z.string(),
  longDescription: z.string(),
  goodToKnow: z.string(),
  highlights: z.array(z.string()),
  included: z.array(z.string()),
  terms: z.array(z.string()),
  /** In display order; the first is the card image. */
  images: z.array(excursionImageSchema),
  /** Decimal text in euros. */
  price: z.string(),
  photographerChecked: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type PublicExcursion = z.infer<typeof publicExcursionSchema>;

export const excursionListResponseSchema = z.array(publicExcursionSchema);

/** `?lang=fr` gives the French text where it exists, English otherwise. */
export const excursionQuerySchema = z.object({ lang: requestLang() });

/** A numeric id or a key: lowercase letters, digits and dashes. */
export const excursionRefSchema = z.object({
  ref: z.string().regex(/^([0-9]{1,12}|[a-z0-9][a-z0-9-]{0,99})$/),
});
