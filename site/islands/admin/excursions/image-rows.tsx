// The excursion form's Images: one row per image (its URL typed, or filled by a photo picked from the
// device, made smaller and uploaded with its progress shown; its preview; its English and French alt
// texts), up to the limit of images, a row removable while there is more than one.
import { useEffect, useId, useRef } from 'react';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import { SessionEnded } from '../kit/admin-call.ts';
import type { ScreenKey } from '../kit/dashboard-words.ts';
import { Field, FieldError, InputField } from '../kit/field.tsx';
import type { Say } from '../kit/use-words.ts';
import { FormSection } from './form-section.tsx';
import type { FormSlot, ImageRow } from './form-state.ts';
import { prepareImage, UnreadableImage } from './prepare-image.ts';
import { uploadImage, UploadFailed } from './upload.ts';

type ExcursionsSay = Say<ScreenKey<'excursions'>>;

/** The image types the file picker offers: those the upload accepts (UPLOAD_IMAGE_TYPES). */
const PICKABLE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** A change of one row: its new fields, or a function of the row as it is then. */
export type ImageChange = Partial<ImageRow> | ((row: ImageRow) => Partial<ImageRow>);

/**
 * What picking a photo does to its row: a local preview at once, then the JPEG and its variants made
 * by the browser (prepare-image.ts) and uploaded one after the other, the progress over all their
 * bytes; the row's URL is the JPEG's. A failure stays on the row, with the server's message if any.
 */
export function usePhotoPicker(setImage: (rowId: string, change: ImageChange) => void, say: ExcursionsSay): (rowId: string, file: File) => Promise<void> {
  // The local previews of picked photos are freed with the form.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  return async (rowId, file) => {
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    setImage(rowId, { preview, upload: { phase: 'preparing' } });
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
}

export interface ImageRowsProps {
  /** The id of the section's hint. */
  id: string;
  rows: ImageRow[];
  say: ExcursionsSay;
  /** The form's messages: the section's ('images') and each row's ('image:<id>'). */
  problems: Record<FormSlot, string>;
  onAdd(): void;
  onChange(rowId: string, change: ImageChange): void;
  onPick(rowId: string, file: File): void;
  onRemove(rowId: string): void;
}

export function ImageRows({ id, rows, say, problems, onAdd, onChange, onPick, onRemove }: ImageRowsProps) {
  return (
    <FormSection title={say('dashboard.excursions.form.images')}>
      <p id={`${id}-images-hint`} className="text-sm text-muted">
        {say('dashboard.excursions.form.imagesHint')}
      </p>
      <FieldError alert message={problems['images']} />
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <li key={row.id}>
            <ImageRowFields
              row={row}
              n={index + 1}
              say={say}
              error={problems[`image:${row.id}`] ?? (row.upload.phase === 'failed' ? row.upload.message : undefined)}
              removable={rows.length > 1}
              onChange={(change) => onChange(row.id, change)}
              onPick={(file) => onPick(row.id, file)}
              onRemove={() => onRemove(row.id)}
            />
          </li>
        ))}
      </ol>
      {rows.length < FIELD_LIMITS.adminExcursion.images && (
        <button type="button" className="adm-button adm-button-quiet self-start" onClick={onAdd}>
          <span aria-hidden="true">+</span> {say('dashboard.excursions.form.addImage')}
        </button>
      )}
    </FormSection>
  );
}

interface ImageRowFieldsProps {
  row: ImageRow;
  n: number;
  say: ExcursionsSay;
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
  const busy = upload.phase === 'preparing' || upload.phase === 'uploading';
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
        {/* The row's message (below the picker) describes both ways of giving the image. */}
        <InputField
          id={`${id}-url`}
          label={say('dashboard.excursions.form.imageUrl')}
          describedBy={errorId}
          type="text"
          inputMode="url"
          value={row.url}
          maxLength={FIELD_LIMITS.adminExcursion.imageUrl}
          aria-invalid={error ? true : undefined}
          // Not while a photo is on its way: its URL would overwrite what was typed.
          readOnly={busy}
          // A typed address replaces an uploaded photo: its variants were of the other image.
          onChange={(url) => onChange({ url, variants: undefined, preview: undefined, upload: { phase: 'none' } })}
        />
        <Field id={`${id}-file`} label={say('dashboard.excursions.form.imageFile')} describedBy={errorId}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept={PICKABLE_TYPES}
              className="text-sm"
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Emptied, so picking the same file again after a failure starts again.
                event.target.value = '';
                if (file) onPick(file);
              }}
            />
          )}
        </Field>
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
        <FieldError id={errorId} alert message={error} />
        <div className="adm-form-grid">
          <InputField
            id={`${id}-alt`}
            label={say('dashboard.excursions.form.imageAlt')}
            type="text"
            value={row.alt}
            maxLength={FIELD_LIMITS.adminExcursion.imageAlt}
            onChange={(alt) => onChange({ alt })}
          />
          <InputField
            id={`${id}-alt-fr`}
            label={say('dashboard.excursions.form.imageAltFr')}
            type="text"
            lang="fr"
            value={row.altFr}
            maxLength={FIELD_LIMITS.adminExcursion.imageAlt}
            onChange={(altFr) => onChange({ altFr })}
          />
        </div>
      </div>
    </fieldset>
  );
}
