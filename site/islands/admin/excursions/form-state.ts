// The excursion form's state and what it sends: an excursion as the form edits it (every list with
// its rows as typed, French texts '' when they fall back to English), the body for POST/PUT, and the
// server's field messages put back on the form's fields. Pure: unit-tested beside.
import type { AdminExcursion, AdminExcursionInput } from '../../../../worker/contract/schemas/admin-excursions.ts';
import { withoutBlankRows } from '../../../../worker/contract/admin-excursion-rules.ts';
import type { ImageVariant } from '../../../../worker/contract/schemas/excursions.ts';

/** Where a picked photo is: being made smaller, being uploaded (fraction sent), refused, or stored. */
export type UploadState =
  { phase: 'none' } | { phase: 'preparing' } | { phase: 'uploading'; sent: number } | { phase: 'failed'; message: string } | { phase: 'done' };

export interface ImageRow {
  /** The row's own id: an upload finishing after rows moved still lands on its row. */
  id: string;
  url: string;
  alt: string;
  altFr: string;
  /** The variants uploaded with a new photo; absent for a stored image (the server keeps its own). */
  variants?: ImageVariant[];
  /** A local preview of a picked photo (an object URL) until its upload is the row's URL. */
  preview?: string;
  upload: UploadState;
}

/** The texts that have a French version in the form. */
export type TranslatedText = 'title' | 'tagline' | 'goodToKnow' | 'description' | 'longDescription';
/** The lists that have a French version in the form. */
export type TranslatedList = 'highlights' | 'included';

export type ExcursionFormState = Record<TranslatedText | `${TranslatedText}Fr`, string> &
  Record<TranslatedList | `${TranslatedList}Fr`, string[]> & {
    key: string;
    price: string;
    active: boolean;
    images: ImageRow[];
    /** Not edited in this form, sent back as they are (PUT replaces the whole excursion). */
    photographerChecked: boolean;
    terms: string[];
    termsFr: string[] | null;
  };

let rowCount = 0;
const newRowId = () => `image-${++rowCount}`;

export const emptyImageRow = (): ImageRow => ({ id: newRowId(), url: '', alt: '', altFr: '', upload: { phase: 'none' } });

/** A new excursion: one empty row in each list, active (spec: active defaults to true). */
export function emptyForm(): ExcursionFormState {
  return {
    key: '',
    title: '',
    titleFr: '',
    tagline: '',
    taglineFr: '',
    goodToKnow: '',
    goodToKnowFr: '',
    description: '',
    descriptionFr: '',
    longDescription: '',
    longDescriptionFr: '',
    price: '',
    active: true,
    highlights: [''],
    highlightsFr: [''],
    included: [''],
    includedFr: [''],
    images: [emptyImageRow()],
    photographerChecked: false,
    terms: [],
    termsFr: null,
  };
}

/** A list as the form shows it: at least one row to type in. */
const editable = (rows: readonly string[] | null) => (rows && rows.length > 0 ? [...rows] : ['']);

/** A stored excursion as the form edits it. */
export function formOf(excursion: AdminExcursion): ExcursionFormState {
  return {
    key: excursion.key,
    title: excursion.title,
    titleFr: excursion.titleFr ?? '',
    tagline: excursion.tagline,
    taglineFr: excursion.taglineFr ?? '',
    goodToKnow: excursion.goodToKnow,
    goodToKnowFr: excursion.goodToKnowFr ?? '',
    description: excursion.description,
    descriptionFr: excursion.descriptionFr ?? '',
    longDescription: excursion.longDescription,
    longDescriptionFr: excursion.longDescriptionFr ?? '',
    price: excursion.price,
    active: excursion.active,
    highlights: editable(excursion.highlights),
    highlightsFr: editable(excursion.highlightsFr),
    included: editable(excursion.included),
    includedFr: editable(excursion.includedFr),
    images:
      excursion.imageDetails.length > 0
        ? excursion.imageDetails.map((image) => ({ id: newRowId(), url: image.url, alt: image.alt, altFr: image.altFr ?? '', upload: { phase: 'done' } }))
        : [emptyImageRow()],
    photographerChecked: excursion.photographerChecked,
    terms: [...excursion.terms],
    termsFr: excursion.termsFr ? [...excursion.termsFr] : null,
  };
}

/** The rows that are sent: those with a URL, in their order (blank rows are dropped, spec section 5). */
const sentImageRows = (form: ExcursionFormState) => form.images.filter((image) => image.url.trim() !== '');

/** The body of POST/PUT: blank rows dropped, French '' meaning 'the English one'. */
export function inputOf(form: ExcursionFormState): AdminExcursionInput {
  return {
    key: form.key.trim(),
    title: form.title.trim(),
    titleFr: form.titleFr.trim(),
    tagline: form.tagline.trim(),
    taglineFr: form.taglineFr.trim(),
    description: form.description.trim(),
    descriptionFr: form.descriptionFr.trim(),
    longDescription: form.longDescription.trim(),
    longDescriptionFr: form.longDescriptionFr.trim(),
    goodToKnow: form.goodToKnow.trim(),
    goodToKnowFr: form.goodToKnowFr.trim(),
    price: form.price.trim(),
    active: form.active,
    photographerChecked: form.photographerChecked,
    highlights: withoutBlankRows(form.highlights),
    highlightsFr: withoutBlankRows(form.highlightsFr),
    included: withoutBlankRows(form.included),
    includedFr: withoutBlankRows(form.includedFr),
    terms: form.terms,
    termsFr: form.termsFr ?? [],
    images: sentImageRows(form).map((image) => ({
      url: image.url.trim(),
      alt: image.alt.trim(),
      altFr: image.altFr.trim(),
      ...(image.variants ? { variants: image.variants } : {}),
    })),
  };
}

/** A place the form shows a message: a field, a list's slot ('highlights'), or an image row ('image:<id>'). */
export type FormSlot = string;

/**
 * The server's field messages ('title', 'highlights.2', 'images.0.url') on the form's slots: a list's
 * rows on the list, an image's on its row (the index counts only the rows sent). Anything the form
 * has no place for stays in `general`.
 */
export function slotsOf(fields: Record<string, string>, form: ExcursionFormState): { slots: Record<FormSlot, string>; general: string[] } {
  const slots: Record<FormSlot, string> = {};
  const general: string[] = [];
  const sent = sentImageRows(form);
  for (const [path, message] of Object.entries(fields)) {
    const [head = '', index] = path.split('.');
    let slot: FormSlot | null = null;
    if (head === 'images') {
      const row = index === undefined ? undefined : sent[Number(index)];
      slot = row ? `image:${row.id}` : 'images';
    } else if (head in form && head !== 'photographerChecked' && head !== 'terms' && head !== 'termsFr') {
      slot = head;
    }
    if (slot === null) general.push(message);
    else slots[slot] ??= message;
  }
  return { slots, general };
}
