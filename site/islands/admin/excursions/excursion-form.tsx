// The excursion form modal (spec section 2, "Excursion form modal"; section 5, "Admin excursion
// form"): Basic Information, the texts in English and (optionally) French behind two tabs,
// Highlights, What's Included and Images. The spec's messages show beside their fields, the first
// invalid one takes the focus, and each clears as its field is edited. Beyond the spec, a refused
// save keeps the modal open with the server's messages on their fields (or one general message).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { AdminExcursion } from '../../../../worker/contract/admin-excursions.ts';
import { excursionFormProblems, priceCharacters } from '../../../../worker/contract/admin-excursion-rules.ts';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import { SessionEnded } from '../admin-api.ts';
import { ConfirmDialog, Modal } from '../modal.tsx';
import { excursionCalls } from './excursions-api.ts';
import type { Say } from './excursions-screen.tsx';
import {
  emptyForm,
  emptyImageRow,
  formOf,
  inputOf,
  slotsOf,
  type ExcursionFormState,
  type FormSlot,
  type ImageRow,
  type TranslatedList,
  type TranslatedText,
} from './form-state.ts';
import { prepareImage, UnreadableImage } from './prepare-image.ts';
import type { ExcursionsTexts } from './texts.ts';
import { uploadImage, UploadFailed } from './upload.ts';

const LIMITS = FIELD_LIMITS.adminExcursion;

/** The image types the file picker offers: those the upload accepts (UPLOAD_IMAGE_TYPES). */
const PICKABLE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

type Tab = 'en' | 'fr';

/** The slots shown in each language's tab: a problem there opens that tab before taking the focus. */
const TAB_SLOTS: Record<Tab, readonly string[]> = {
  en: ['title', 'tagline', 'goodToKnow', 'description', 'longDescription', 'highlights', 'included'],
  fr: ['titleFr', 'taglineFr', 'goodToKnowFr', 'descriptionFr', 'longDescriptionFr', 'highlightsFr', 'includedFr'],
};

export interface ExcursionFormProps {
  /** The excursion edited; null for a new one. */
  excursion: AdminExcursion | null;
  texts: ExcursionsTexts;
  say: Say;
  onSaved(excursion: AdminExcursion, created: boolean): void;
  onClose(): void;
}

export function ExcursionForm({ excursion, texts, say, onSaved, onClose }: ExcursionFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<ExcursionFormState>(() => (excursion ? formOf(excursion) : emptyForm()));
  const [problems, setProblems] = useState<Record<FormSlot, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('en');
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** Set when new problems should take the focus once drawn. */
  const [focusProblem, setFocusProblem] = useState(0);
  const editing = excursion !== null;
  const uploading = form.images.some((image) => image.upload.phase === 'preparing' || image.upload.phase === 'uploading');

  useEffect(() => {
    if (focusProblem === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([hidden] *)')?.focus();
  }, [focusProblem]);

  // The local previews of picked photos are freed with the form.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

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
  const setImage = (rowId: string, change: Partial<ImageRow> | ((row: ImageRow) => Partial<ImageRow>)) =>
    setForm((current) => ({
      ...current,
      images: current.images.map((row) => (row.id === rowId ? { ...row, ...(typeof change === 'function' ? change(row) : change) } : row)),
    }));

  /** Problems on the form: the tab holding the first one opens, then the first invalid field takes the focus. */
  const show = (slots: Record<FormSlot, string>) => {
    setProblems(slots);
    if (TAB_SLOTS.en.some((slot) => slot in slots)) setTab('en');
    else if (TAB_SLOTS.fr.some((slot) => slot in slots)) setTab('fr');
    setFocusProblem((count) => count + 1);
  };

  const pickPhoto = async (rowId: string, file: File) => {
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    setImage(rowId, { preview, upload: { phase: 'preparing' } });
    clear(`image:${rowId}`, 'images');
    try {
      const prepared = await prepareImage(file);
      const files = [prepared.jpeg, ...prepared.variants];
      const totalBytes = files.reduce((sum, encoded) => sum + encoded.blob.size, 0);
      let doneBytes = 0;
      const progress = (size: number) => (sent: number) =>
        setImage(rowId, { upload: { phase: 'uploading', sent: Math.min(1, (doneBytes + sent * size) / totalBytes) } });
      setImage(rowId, { upload: { phase: 'uploading', sent: 0 } });
      const stored = await uploadImage(prepared.jpeg.blob, 'photo.jpg', progress(prepared.jpeg.blob.size));
      doneBytes += prepared.jpeg.blob.size;
      const variants = [];
      for (const variant of prepared.variants) {
        const uploaded = await uploadImage(variant.blob, `photo-${variant.width}.${variant.type.slice('image/'.length)}`, progress(variant.blob.size));
        doneBytes += variant.blob.size;
        variants.push({ url: uploaded.url, width: variant.width, type: variant.type });
      }
      setImage(rowId, { url: stored.url, variants, upload: { phase: 'done' } });
    } catch (error) {
      if (error instanceof SessionEnded) return;
      const message =
        error instanceof UnreadableImage
          ? say('dashboard.excursions.form.unreadable')
          : (error instanceof UploadFailed && error.serverMessage) || say('dashboard.excursions.form.uploadFailed');
      setImage(rowId, { upload: { phase: 'failed', message } });
    }
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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (saving || uploading) return;
    const found = excursionFormProblems(form);
    const slots = Object.fromEntries(Object.entries(found).map(([field, key]) => [field, texts[key as keyof ExcursionsTexts] ?? key]));
    if (Object.keys(slots).length > 0) {
      setGeneral(null);
      show(slots);
      return;
    }
    if (editing) setConfirming(true);
    else void save();
  };

  const field = (name: string) => ({
    id: `${id}-${name}`,
    error: problems[name],
  });

  const languagePanel = (lang: Tab) => {
    const fr = lang === 'fr';
    const name = <Name extends string>(base: Name) => (fr ? (`${base}Fr` as const) : base);
    return (
      <div className="flex flex-col gap-4">
        {fr && <p className="text-sm text-muted">{say('dashboard.excursions.form.frenchHint')}</p>}
        <TextField
          {...field(name('title'))}
          label={say('dashboard.excursions.form.title')}
          required={!fr}
          requiredText={say('dashboard.excursions.form.required')}
          value={form[name('title')]}
          maxLength={LIMITS.title}
          onChange={(value) => setText(name('title'), value)}
        />
        <TextField
          {...field(name('tagline'))}
          label={say('dashboard.excursions.form.tagline')}
          value={form[name('tagline')]}
          maxLength={LIMITS.tagline}
          onChange={(value) => setText(name('tagline'), value)}
        />
        <TextField
          {...field(name('goodToKnow'))}
          label={say('dashboard.excursions.form.goodToKnow')}
          multiline
          value={form[name('goodToKnow')]}
          maxLength={LIMITS.goodToKnow}
          onChange={(value) => setText(name('goodToKnow'), value)}
        />
        <FormSection title={say('dashboard.excursions.form.descriptions')}>
          <TextField
            {...field(name('description'))}
            label={say('dashboard.excursions.form.description')}
            multiline
            value={form[name('description')]}
            maxLength={LIMITS.description}
            onChange={(value) => setText(name('description'), value)}
          />
          <TextField
            {...field(name('longDescription'))}
            label={say('dashboard.excursions.form.longDescription')}
            multiline
            rows={6}
            value={form[name('longDescription')]}
            maxLength={LIMITS.longDescription}
            onChange={(value) => setText(name('longDescription'), value)}
          />
        </FormSection>
        <RowsField
          {...field(name('highlights'))}
          title={say('dashboard.excursions.form.highlights')}
          required={!fr}
          requiredText={say('dashboard.excursions.form.required')}
          rows={form[name('highlights')]}
          maxRows={LIMITS.highlights}
          maxLength={LIMITS.highlight}
          rowLabel={(n) => say('dashboard.excursions.form.highlight', { n })}
          removeLabel={(n) => say('dashboard.excursions.form.removeHighlight', { n })}
          addLabel={say('dashboard.excursions.form.addHighlight')}
          onChange={(rows) => setList(name('highlights'), rows)}
        />
        <RowsField
          {...field(name('included'))}
          title={say('dashboard.excursions.form.included')}
          required={!fr}
          requiredText={say('dashboard.excursions.form.required')}
          rows={form[name('included')]}
          maxRows={LIMITS.included}
          maxLength={LIMITS.includedItem}
          rowLabel={(n) => say('dashboard.excursions.form.includedItem', { n })}
          removeLabel={(n) => say('dashboard.excursions.form.removeIncluded', { n })}
          addLabel={say('dashboard.excursions.form.addIncluded')}
          onChange={(rows) => setList(name('included'), rows)}
        />
      </div>
    );
  };

  const tabKeys = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Tab = event.key === 'Home' ? 'en' : event.key === 'End' ? 'fr' : tab === 'en' ? 'fr' : 'en';
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <>
      <Modal
        title={say(editing ? 'dashboard.excursions.form.editTitle' : 'dashboard.excursions.form.addTitle')}
        closeLabel={say('dashboard.excursions.form.close')}
        onClose={onClose}
        initialFocus={`#${CSS.escape(`${id}-key`)}`}
        footer={
          <>
            <form method="dialog" className="contents">
              <button type="submit" className="adm-button adm-button-quiet">
                {say('dashboard.excursions.form.cancel')}
              </button>
            </form>
            <button
              type="submit"
              form={`${id}-form`}
              className="adm-button adm-button-primary"
              disabled={uploading}
              aria-disabled={saving || undefined}
              aria-describedby={uploading ? `${id}-wait` : undefined}
            >
              {saving ? say('dashboard.excursions.form.saving') : say(editing ? 'dashboard.excursions.form.update' : 'dashboard.excursions.form.create')}
            </button>
            {uploading && (
              <p id={`${id}-wait`} className="w-full text-right text-sm text-muted">
                {say('dashboard.excursions.form.waitUploads')}
              </p>
            )}
          </>
        }
      >
        <form id={`${id}-form`} ref={formRef} noValidate className="flex flex-col gap-5" aria-busy={saving || undefined} onSubmit={submit}>
          <div role="alert" className="empty:hidden">
            {general && <p className="adm-alert">{general}</p>}
          </div>

          <FormSection title={say('dashboard.excursions.form.basic')}>
            <div className="adm-form-grid">
              <TextField
                {...field('key')}
                label={say('dashboard.excursions.form.key')}
                hint={say('dashboard.excursions.form.keyHint')}
                required
                requiredText={say('dashboard.excursions.form.required')}
                value={form.key}
                maxLength={LIMITS.key}
                autoCapitalize="none"
                onChange={(value) => setText('key', value)}
              />
              <TextField
                {...field('price')}
                label={say('dashboard.excursions.form.price')}
                required
                requiredText={say('dashboard.excursions.form.required')}
                value={form.price}
                maxLength={LIMITS.price}
                inputMode="decimal"
                onChange={(value) => setText('price', priceCharacters(value))}
              />
            </div>
            <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
              <input
                type="checkbox"
                className="size-5 accent-navy-950"
                checked={form.active}
                onChange={(event) => setForm((current) => ({ ...current, active: event.target.checked }))}
              />
              {say('dashboard.excursions.form.active')}
            </label>
          </FormSection>

          <div className="flex flex-col gap-4">
            <div role="tablist" aria-label={say('dashboard.excursions.form.languages')} className="adm-tabs">
              {(['en', 'fr'] as const).map((lang) => (
                <button
                  key={lang}
                  type="button"
                  role="tab"
                  id={`${id}-tab-${lang}`}
                  className="adm-tab"
                  lang={lang}
                  aria-selected={tab === lang}
                  aria-controls={`${id}-panel-${lang}`}
                  tabIndex={tab === lang ? 0 : -1}
                  onClick={() => setTab(lang)}
                  onKeyDown={tabKeys}
                >
                  {say(lang === 'en' ? 'dashboard.excursions.form.english' : 'dashboard.excursions.form.french')}
                </button>
              ))}
            </div>
            {(['en', 'fr'] as const).map((lang) => (
              <div key={lang} role="tabpanel" id={`${id}-panel-${lang}`} aria-labelledby={`${id}-tab-${lang}`} hidden={tab !== lang}>
                {languagePanel(lang)}
              </div>
            ))}
          </div>

          <FormSection title={say('dashboard.excursions.form.images')}>
            <p id={`${id}-images-hint`} className="text-sm text-muted">
              {say('dashboard.excursions.form.imagesHint')}
            </p>
            {problems.images && (
              <p role="alert" className="field-error">
                {problems.images}
              </p>
            )}
            <ol className="flex flex-col gap-3">
              {form.images.map((row, index) => (
                <li key={row.id}>
                  <ImageRowFields
                    row={row}
                    n={index + 1}
                    say={say}
                    error={problems[`image:${row.id}`] ?? (row.upload.phase === 'failed' ? row.upload.message : undefined)}
                    removable={form.images.length > 1}
                    onChange={(change) => {
                      setImage(row.id, change);
                      clear(`image:${row.id}`, 'images');
                    }}
                    onPick={(file) => void pickPhoto(row.id, file)}
                    onRemove={() => {
                      setForm((current) => ({ ...current, images: current.images.filter((image) => image.id !== row.id) }));
                      clear(`image:${row.id}`, 'images');
                    }}
                  />
                </li>
              ))}
            </ol>
            {form.images.length < LIMITS.images && (
              <button
                type="button"
                className="adm-button adm-button-quiet self-start"
                onClick={() => setForm((current) => ({ ...current, images: [...current.images, emptyImageRow()] }))}
              >
                <span aria-hidden="true">+</span> {say('dashboard.excursions.form.addImage')}
              </button>
            )}
          </FormSection>
        </form>
      </Modal>
      {confirming && (
        <ConfirmDialog
          question={say('dashboard.excursions.form.updateConfirm')}
          confirmLabel={say('dashboard.excursions.form.update')}
          cancelLabel={say('dashboard.excursions.form.cancel')}
          onConfirm={() => {
            setConfirming(false);
            void save();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="adm-form-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="adm-section-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  required?: boolean;
  requiredText?: string;
  multiline?: boolean;
  rows?: number;
  inputMode?: 'decimal';
  autoCapitalize?: string;
}

/** A labelled input (or textarea) with its hint and its message, tied to it for screen readers. */
function TextField({
  id,
  label,
  value,
  maxLength,
  onChange,
  error,
  hint,
  required,
  requiredText,
  multiline,
  rows = 3,
  inputMode,
  autoCapitalize,
}: TextFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: 'form-control',
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="form-label">
        {label}
        {required && <span className="font-normal text-muted"> {requiredText}</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" inputMode={inputMode} autoCapitalize={autoCapitalize} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface RowsFieldProps {
  id: string;
  title: string;
  rows: string[];
  maxRows: number;
  maxLength: number;
  rowLabel(n: number): string;
  removeLabel(n: number): string;
  addLabel: string;
  onChange(rows: string[]): void;
  error?: string;
  required?: boolean;
  requiredText?: string;
}

/**
 * A list typed row by row (Highlights, What's Included): Add below, a remove button on each row only
 * while there is more than one. The list's message sits under it, the first row marked invalid.
 */
function RowsField({ id, title, rows, maxRows, maxLength, rowLabel, removeLabel, addLabel, onChange, error, required, requiredText }: RowsFieldProps) {
  const added = useRef(false);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // A new row takes the focus, so the admin types on at once.
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [rows.length]);

  return (
    <FormSection title={`${title}${required ? ` ${requiredText}` : ''}`}>
      <ol ref={list} className="flex flex-col gap-2">
        {rows.map((row, index) => (
          <li key={index} className="adm-form-row">
            <label htmlFor={`${id}-${index}`} className="sr-only">
              {rowLabel(index + 1)}
            </label>
            <input
              id={`${id}-${index}`}
              type="text"
              className="form-control"
              value={row}
              maxLength={maxLength}
              aria-invalid={error && index === 0 ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange(rows.map((text, at) => (at === index ? event.target.value : text)))}
            />
            {rows.length > 1 && (
              <button
                type="button"
                className="adm-icon-button"
                aria-label={removeLabel(index + 1)}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {rows.length < maxRows && (
        <button
          type="button"
          className="adm-button adm-button-quiet self-start"
          onClick={() => {
            added.current = true;
            onChange([...rows, '']);
          }}
        >
          <span aria-hidden="true">+</span> {addLabel}
        </button>
      )}
    </FormSection>
  );
}

interface ImageRowFieldsProps {
  row: ImageRow;
  n: number;
  say: Say;
  error?: string;
  removable: boolean;
  onChange(change: Partial<ImageRow>): void;
  onPick(file: File): void;
  onRemove(): void;
}

/** An image's URL (typed, or filled by an upload), its file picker, preview, progress and alt texts. */
function ImageRowFields({ row, n, say, error, removable, onChange, onPick, onRemove }: ImageRowFieldsProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  // Only this site's files can be previewed: the page's policy allows no other image origin.
  const previewSrc = row.preview ?? (row.url.startsWith('/media/') ? row.url : null);
  const { upload } = row;
  return (
    <fieldset className="adm-image-row">
      <legend className="sr-only">{say('dashboard.excursions.form.image', { n })}</legend>
      <div className="flex items-start justify-between gap-2 sm:block">
        <div className="adm-image-preview">
          {previewSrc ? <img src={previewSrc} alt={say('dashboard.excursions.form.imagePreview', { n })} /> : <span aria-hidden="true">{n}</span>}
        </div>
        {removable && (
          <button type="button" className="adm-icon-button sm:mt-2" aria-label={say('dashboard.excursions.form.removeImage', { n })} onClick={onRemove}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <p className="font-semibold text-navy-950" aria-hidden="true">
          {say('dashboard.excursions.form.image', { n })}
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-url`} className="form-label">
            {say('dashboard.excursions.form.imageUrl')}
          </label>
          <input
            id={`${id}-url`}
            type="text"
            inputMode="url"
            className="form-control"
            value={row.url}
            maxLength={FIELD_LIMITS.adminExcursion.imageUrl}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            // Not while a photo is on its way: its URL would overwrite what was typed.
            readOnly={upload.phase === 'preparing' || upload.phase === 'uploading'}
            // A typed address replaces an uploaded photo: its variants were of the other image.
            onChange={(event) => onChange({ url: event.target.value, variants: undefined, preview: undefined, upload: { phase: 'none' } })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-file`} className="form-label">
            {say('dashboard.excursions.form.imageFile')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={PICKABLE_TYPES}
            className="text-sm"
            disabled={upload.phase === 'preparing' || upload.phase === 'uploading'}
            aria-describedby={errorId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Emptied, so picking the same file again after a failure starts again.
              event.target.value = '';
              if (file) onPick(file);
            }}
          />
        </div>
        <div role="status" className="text-sm text-muted empty:hidden">
          {upload.phase === 'preparing' && say('dashboard.excursions.form.preparing')}
          {upload.phase === 'uploading' && (
            <span className="flex items-center gap-2">
              <progress className="flex-1" max={1} value={upload.sent} aria-label={say('dashboard.excursions.form.uploading', { n })} />
              {/* The percentage is seen, not announced at every step: the live region says 'uploading' once. */}
              <span aria-hidden="true">{Math.round(upload.sent * 100)}%</span>
            </span>
          )}
          {upload.phase === 'done' && row.variants && say('dashboard.excursions.form.uploaded')}
        </div>
        {error && (
          <p id={errorId} role="alert" className="field-error">
            {error}
          </p>
        )}
        <div className="adm-form-grid">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-alt`} className="form-label">
              {say('dashboard.excursions.form.imageAlt')}
            </label>
            <input
              id={`${id}-alt`}
              type="text"
              className="form-control"
              value={row.alt}
              maxLength={FIELD_LIMITS.adminExcursion.imageAlt}
              onChange={(event) => onChange({ alt: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-alt-fr`} className="form-label">
              {say('dashboard.excursions.form.imageAltFr')}
            </label>
            <input
              id={`${id}-alt-fr`}
              type="text"
              lang="fr"
              className="form-control"
              value={row.altFr}
              maxLength={FIELD_LIMITS.adminExcursion.imageAlt}
              onChange={(event) => onChange({ altFr: event.target.value })}
            />
          </div>
        </div>
      </div>
    </fieldset>
  );
}
