// The excursion form modal (spec section 2, "Excursion form modal"; section 5, "Admin excursion
// form"): Basic Information, the texts in English and (optionally) French behind two tabs
// (language-tabs.tsx), Highlights and What's Included (rows-field.tsx) and Images (image-rows.tsx).
// The spec's messages show beside their fields, the first invalid one takes the focus, and each
// clears as its field is edited; the state and the save flow are use-excursion-form.ts.
import { useId, useRef } from 'react';
import type { AdminExcursion } from '../../../../worker/contract/schemas/admin-excursions.ts';
import { priceCharacters } from '../../../../worker/contract/admin-excursion-rules.ts';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import { ConfirmDialog } from '../kit/confirm-dialog.tsx';
import type { ScreenKey } from '../kit/dashboard-words.ts';
import { InputField, TextAreaField } from '../kit/field.tsx';
import { Modal } from '../kit/modal.tsx';
import type { Say } from '../kit/use-words.ts';
import { FormSection } from './form-section.tsx';
import { emptyImageRow, type TranslatedList, type TranslatedText } from './form-state.ts';
import { ImageRows, usePhotoPicker } from './image-rows.tsx';
import { LanguageTabs, type TextLang } from './language-tabs.tsx';
import { RowsField } from './rows-field.tsx';
import { useExcursionForm } from './use-excursion-form.ts';

const LIMITS = FIELD_LIMITS.adminExcursion;

export interface ExcursionFormProps {
  /** The excursion edited; null for a new one. */
  excursion: AdminExcursion | null;
  say: Say<ScreenKey<'excursions'>>;
  onSaved(excursion: AdminExcursion, created: boolean): void;
  onClose(): void;
}

export function ExcursionForm({ excursion, say, onSaved, onClose }: ExcursionFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const state = useExcursionForm({ excursion, say, formRef, onSaved });
  const { form, problems, clear, editing, saving, uploading } = state;
  const pickPhoto = usePhotoPicker(state.setImage, say);
  const required = say('dashboard.excursions.form.required');

  /** A text field of the form by its name: its id, value, message and change; '(required)' and aria-required when it must be filled. */
  const textField = (name: TranslatedText | `${TranslatedText}Fr` | 'key' | 'price', label: string, maxLength: number, mustFill = false) => ({
    id: `${id}-${name}`,
    label,
    note: mustFill ? required : undefined,
    'aria-required': mustFill || undefined,
    value: form[name],
    maxLength,
    error: problems[name],
    onChange: (value: string) => state.setText(name, value),
  });

  const rowsField = (list: TranslatedList, fr: boolean) => {
    const name = fr ? (`${list}Fr` as const) : list;
    return (
      <RowsField
        id={`${id}-${name}`}
        list={list}
        rows={form[name]}
        say={say}
        error={problems[name]}
        requiredNote={fr ? undefined : required}
        onChange={(rows) => state.setList(name, rows)}
      />
    );
  };

  const languagePanel = (lang: TextLang) => {
    const fr = lang === 'fr';
    const name = <Name extends string>(base: Name) => (fr ? (`${base}Fr` as const) : base);
    return (
      <div className="flex flex-col gap-4">
        {fr && <p className="text-sm text-muted">{say('dashboard.excursions.form.frenchHint')}</p>}
        <InputField {...textField(name('title'), say('dashboard.excursions.form.title'), LIMITS.title, !fr)} type="text" />
        <InputField {...textField(name('tagline'), say('dashboard.excursions.form.tagline'), LIMITS.tagline)} type="text" />
        <TextAreaField {...textField(name('goodToKnow'), say('dashboard.excursions.form.goodToKnow'), LIMITS.goodToKnow)} rows={3} />
        <FormSection title={say('dashboard.excursions.form.descriptions')}>
          <TextAreaField {...textField(name('description'), say('dashboard.excursions.form.description'), LIMITS.description)} rows={3} />
          <TextAreaField {...textField(name('longDescription'), say('dashboard.excursions.form.longDescription'), LIMITS.longDescription)} rows={6} />
        </FormSection>
        {rowsField('highlights', fr)}
        {rowsField('included', fr)}
      </div>
    );
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
        <form id={`${id}-form`} ref={formRef} noValidate className="flex flex-col gap-5" aria-busy={saving || undefined} onSubmit={state.submit}>
          <div role="alert" className="empty:hidden">
            {state.general && <p className="adm-alert">{state.general}</p>}
          </div>

          <FormSection title={say('dashboard.excursions.form.basic')}>
            <div className="adm-form-grid">
              <InputField
                {...textField('key', say('dashboard.excursions.form.key'), LIMITS.key, true)}
                hint={say('dashboard.excursions.form.keyHint')}
                type="text"
                autoCapitalize="none"
              />
              <InputField
                {...textField('price', say('dashboard.excursions.form.price'), LIMITS.price, true)}
                type="text"
                inputMode="decimal"
                onChange={(value) => state.setText('price', priceCharacters(value))}
              />
            </div>
            <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
              <input
                type="checkbox"
                className="size-5 accent-navy-950"
                checked={form.active}
                onChange={(event) => state.setForm((current) => ({ ...current, active: event.target.checked }))}
              />
              {say('dashboard.excursions.form.active')}
            </label>
          </FormSection>

          <LanguageTabs
            id={id}
            label={say('dashboard.excursions.form.languages')}
            tab={state.tab}
            onTab={state.setTab}
            nameOf={(lang) => say(lang === 'en' ? 'dashboard.excursions.form.english' : 'dashboard.excursions.form.french')}
            panel={languagePanel}
          />

          <ImageRows
            id={id}
            rows={form.images}
            say={say}
            problems={problems}
            onAdd={() => state.setImages((rows) => [...rows, emptyImageRow()])}
            onChange={(rowId, change) => {
              state.setImage(rowId, change);
              clear(`image:${rowId}`, 'images');
            }}
            onPick={(rowId, file) => {
              clear(`image:${rowId}`, 'images');
              void pickPhoto(rowId, file);
            }}
            onRemove={(rowId) => {
              state.setImages((rows) => rows.filter((row) => row.id !== rowId));
              clear(`image:${rowId}`, 'images');
            }}
          />
        </form>
      </Modal>
      {state.confirming && (
        <ConfirmDialog
          question={say('dashboard.excursions.form.updateConfirm')}
          confirmLabel={say('dashboard.excursions.form.update')}
          cancelLabel={say('dashboard.excursions.form.cancel')}
          onConfirm={() => state.confirmed(true)}
          onCancel={() => state.confirmed(false)}
        />
      )}
    </>
  );
}
