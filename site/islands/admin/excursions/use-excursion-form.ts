// The excursion form's state and its save: the fields as typed, the messages on them (each cleared as
// its field is edited), and Save: the form's own rules first (the first invalid field, in whichever
// language tab, takes the focus), then, for an edit, the confirmation, then the request; a refusal
// keeps the form open with the server's messages on their fields, or one general message.
import { useEffect, useState, type RefObject, type SubmitEvent } from 'react';
import type { AdminExcursion } from '../../../../worker/contract/schemas/admin-excursions.ts';
import { excursionFormProblems } from '../../../../worker/contract/admin-excursion-rules.ts';
import type { ScreenKey } from '../kit/dashboard-words.ts';
import type { Say } from '../kit/use-words.ts';
import { excursionCalls } from './excursions-api.ts';
import {
  emptyForm,
  formOf,
  inputOf,
  slotsOf,
  type ExcursionFormState,
  type FormSlot,
  type ImageRow,
  type TranslatedList,
  type TranslatedText,
} from './form-state.ts';
import type { ImageChange } from './image-rows.tsx';
import type { TextLang } from './language-tabs.tsx';

/** The slots shown in each language's tab: a problem there opens that tab before taking the focus. */
const TAB_SLOTS: Record<TextLang, readonly string[]> = {
  en: ['title', 'tagline', 'goodToKnow', 'description', 'longDescription', 'highlights', 'included'],
  fr: ['titleFr', 'taglineFr', 'goodToKnowFr', 'descriptionFr', 'longDescriptionFr', 'highlightsFr', 'includedFr'],
};

export interface ExcursionFormOptions {
  /** The excursion edited; null for a new one. */
  excursion: AdminExcursion | null;
  say: Say<ScreenKey<'excursions'>>;
  /** The form element, where the first invalid field is looked for. */
  formRef: RefObject<HTMLFormElement | null>;
  onSaved(excursion: AdminExcursion, created: boolean): void;
}

export function useExcursionForm({ excursion, say, formRef, onSaved }: ExcursionFormOptions) {
  const [form, setForm] = useState<ExcursionFormState>(() => (excursion ? formOf(excursion) : emptyForm()));
  const [problems, setProblems] = useState<Record<FormSlot, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [tab, setTab] = useState<TextLang>('en');
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** Set when new problems should take the focus once drawn. */
  const [focusProblem, setFocusProblem] = useState(0);
  const editing = excursion !== null;
  const uploading = form.images.some((image) => image.upload.phase === 'preparing' || image.upload.phase === 'uploading');

  useEffect(() => {
    if (focusProblem === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([hidden] *)')?.focus();
  }, [focusProblem, formRef]);

  const clear = (...slots: FormSlot[]) =>
    setProblems((current) => {
      if (!slots.some((slot) => slot in current)) return current;
      const next = { ...current };
      for (const slot of slots) delete next[slot];
      return next;
    });

  const setText = (field: TranslatedText | `${TranslatedText}Fr` | 'key' | 'price', value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const setList = (field: TranslatedList | `${TranslatedList}Fr`, rows: string[]) => {
    setForm((current) => ({ ...current, [field]: rows }));
    clear(field);
  };
  const setImage = (rowId: string, change: ImageChange) =>
    setForm((current) => ({
      ...current,
      images: current.images.map((row) => (row.id === rowId ? { ...row, ...(typeof change === 'function' ? change(row) : change) } : row)),
    }));
  const setImages = (change: (rows: ImageRow[]) => ImageRow[]) => setForm((current) => ({ ...current, images: change(current.images) }));

  /** Problems on the form: the tab holding the first one opens, then the first invalid field takes the focus. */
  const show = (slots: Record<FormSlot, string>) => {
    setProblems(slots);
    if (TAB_SLOTS.en.some((slot) => slot in slots)) setTab('en');
    else if (TAB_SLOTS.fr.some((slot) => slot in slots)) setTab('fr');
    setFocusProblem((count) => count + 1);
  };

  const save = async () => {
    setSaving(true);
    setGeneral(null);
    const input = inputOf(form);
    const answer = excursion ? await excursionCalls.update(excursion.id, input) : await excursionCalls.create(input);
    if (answer.ok) {
      onSaved(answer.value, !editing);
      return;
    }
    setSaving(false);
    const { slots, general: unplaced } = slotsOf(answer.fields, form);
    const placed = Object.keys(slots).length > 0;
    setGeneral(unplaced[0] ?? (placed ? say('dashboard.excursions.form.fixFields') : (answer.message ?? say('dashboard.excursions.form.saveFailed'))));
    if (placed) show(slots);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || uploading) return;
    // The rules name their messages by key: the shared field messages this screen's words carry.
    const found = excursionFormProblems(form);
    const slots = Object.fromEntries(Object.entries(found).map(([field, key]) => [field, say(key as ScreenKey<'excursions'>) ?? key]));
    if (Object.keys(slots).length > 0) {
      setGeneral(null);
      show(slots);
      return;
    }
    if (editing) setConfirming(true);
    else void save();
  };

  /** The confirmation of an edit answered: Update saves, Cancel goes back to the form. */
  const confirmed = (update: boolean) => {
    setConfirming(false);
    if (update) void save();
  };

  return {
    form,
    setForm,
    problems,
    clear,
    general,
    tab,
    setTab,
    saving,
    uploading,
    editing,
    confirming,
    confirmed,
    setText,
    setList,
    setImage,
    setImages,
    submit,
  };
}
