// /admin/excursions: Excursions Management (spec section 2). The whole catalogue is loaded once (it is
// small) and searched in the browser with the spec's rule; the cards open the excursion form or the
// delete confirmation. Beyond the spec: a list that fails to load says so, with Retry.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AdminExcursion } from '../../../../worker/contract/schemas/admin-excursions.ts';
import { matchesExcursionSearch } from '../../../../worker/contract/admin-excursion-rules.ts';
import { SUCCESS_BANNER_MS } from '../../../../worker/contract/constants.ts';
import { useConfirmation } from '../kit/confirm-dialog.tsx';
import type { ScreenKey, ScreenWords } from '../kit/dashboard-words.ts';
import { SearchField } from '../kit/field.tsx';
import { useWords, type Say } from '../kit/use-words.ts';
import { ExcursionForm } from './excursion-form.tsx';
import { excursionCalls } from './excursions-api.ts';
import '../kit/admin.css';
import './excursions.css';

export interface ExcursionsScreenProps {
  texts: ScreenWords<'excursions'>;
}

/** The spec's highlights preview on a card. */
const CARD_HIGHLIGHTS = 3;

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; excursions: AdminExcursion[] };
/** The form: closed, a new excursion, or one being edited. */
type FormOpen = null | { excursion: AdminExcursion | null };

export default function ExcursionsScreen({ texts }: ExcursionsScreenProps) {
  const say = useWords(texts);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<FormOpen>(null);
  const deletion = useConfirmation<AdminExcursion>();
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(async () => {
    setLoaded({ state: 'loading' });
    const answer = await excursionCalls.list();
    setLoaded(answer.ok && Array.isArray(answer.value) ? { state: 'loaded', excursions: answer.value } : { state: 'failed' });
  }, []);

  useEffect(() => {
    void load();
    return () => clearTimeout(bannerTimer.current);
  }, [load]);

  /** The green banner, gone after SUCCESS_BANNER_MS (spec: 2 seconds). */
  const showBanner = (text: string) => {
    clearTimeout(bannerTimer.current);
    setBanner(text);
    bannerTimer.current = setTimeout(() => setBanner(null), SUCCESS_BANNER_MS);
  };

  const saved = (excursion: AdminExcursion, created: boolean) => {
    setForm(null);
    setLoaded((current) =>
      current.state !== 'loaded'
        ? current
        : {
            state: 'loaded',
            excursions: created ? [excursion, ...current.excursions] : current.excursions.map((known) => (known.id === excursion.id ? excursion : known)),
          },
    );
    showBanner(say(created ? 'dashboard.excursions.createdBanner' : 'dashboard.excursions.updated'));
  };

  const confirmDelete = async (excursion: AdminExcursion) => {
    setDeleteFailed(false);
    const answer = await excursionCalls.remove(excursion.id);
    // Already gone (deleted in another tab) is what the admin wanted too.
    if (answer.ok || answer.status === 404) {
      setLoaded((current) =>
        current.state === 'loaded' ? { state: 'loaded', excursions: current.excursions.filter((known) => known.id !== excursion.id) } : current,
      );
    } else {
      setDeleteFailed(true);
    }
  };

  const shown = loaded.state === 'loaded' ? loaded.excursions.filter((excursion) => matchesExcursionSearch(excursion, search)) : [];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl text-navy-950 sm:text-3xl">{say('dashboard.excursions.heading')}</h1>
          <p className="mt-1 text-muted">{say('dashboard.excursions.subtitle')}</p>
        </div>
        <button type="button" className="adm-button adm-button-primary" aria-haspopup="dialog" onClick={() => setForm({ excursion: null })}>
          <span aria-hidden="true">+</span> {say('dashboard.excursions.add')}
        </button>
      </div>

      <div role="status" className="empty:hidden">
        {banner && <p className="adm-success">{banner}</p>}
      </div>

      <div role="search" className="adm-panel flex flex-wrap items-center gap-3">
        <SearchField
          label={say('dashboard.excursions.search')}
          hideLabel
          placeholder={say('dashboard.excursions.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          className="min-w-0 flex-1"
        />
        {loaded.state === 'loaded' && (
          <p className="adm-count" aria-live="polite">
            {say('dashboard.excursions.count', { shown: shown.length, total: loaded.excursions.length })}
          </p>
        )}
      </div>

      <div role="alert" className="empty:hidden">
        {deleteFailed && <p className="adm-alert">{say('dashboard.excursions.deleteFailed')}</p>}
      </div>

      {loaded.state === 'loading' ? (
        <div role="status" className="adm-panel flex items-center justify-center gap-3 py-10 text-muted">
          <span className="adm-spinner" aria-hidden="true" />
          {say('dashboard.excursions.loading')}
        </div>
      ) : loaded.state === 'failed' ? (
        <div role="alert" className="adm-panel flex flex-col items-center gap-3 py-10 text-center">
          <p className="adm-text-danger font-semibold">{say('dashboard.excursions.loadFailed')}</p>
          <button type="button" className="adm-button adm-button-quiet" onClick={() => void load()}>
            {say('dashboard.excursions.retry')}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="adm-panel py-10 text-center">
          <h2 className="text-xl text-navy-950">{search.trim() ? say('dashboard.excursions.emptySearch') : say('dashboard.excursions.empty')}</h2>
        </div>
      ) : (
        <ul className="adm-excursion-grid">
          {shown.map((excursion) => (
            <li key={excursion.id}>
              <ExcursionCard
                excursion={excursion}
                say={say}
                onEdit={() => setForm({ excursion })}
                onDelete={() => {
                  setDeleteFailed(false);
                  deletion.ask(excursion);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {form && <ExcursionForm excursion={form.excursion} say={say} onSaved={saved} onClose={() => setForm(null)} />}
      {deletion.dialog(
        {
          question: say('dashboard.excursions.deleteConfirm'),
          confirmLabel: say('dashboard.excursions.delete'),
          cancelLabel: say('dashboard.excursions.cancel'),
        },
        (excursion) => void confirmDelete(excursion),
      )}
    </div>
  );
}

interface ExcursionCardProps {
  excursion: AdminExcursion;
  say: Say<ScreenKey<'excursions'>>;
  onEdit(): void;
  onDelete(): void;
}

function ExcursionCard({ excursion, say, onEdit, onDelete }: ExcursionCardProps) {
  const titleId = useId();
  const image = excursion.imageDetails[0];
  const more = excursion.highlights.length - CARD_HIGHLIGHTS;
  return (
    <article className="adm-card flex h-full flex-col gap-3 p-0" aria-labelledby={titleId}>
      <div className="adm-excursion-image">
        {image ? (
          <img src={image.url} alt={image.alt} loading="lazy" decoding="async" width={image.width ?? undefined} height={image.height ?? undefined} />
        ) : (
          <span className="text-sm text-muted">{say('dashboard.excursions.noImage')}</span>
        )}
        <span className={`adm-excursion-state ${excursion.active ? 'adm-excursion-active' : 'adm-excursion-inactive'}`}>
          {say(excursion.active ? 'dashboard.excursions.active' : 'dashboard.excursions.inactive')}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 px-4 pb-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="adm-card-title">
            {excursion.title}
          </h2>
          <p className="shrink-0 font-bold text-navy-950">{say('dashboard.excursions.price', { price: excursion.price })}</p>
        </div>
        {excursion.highlights.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={say('dashboard.excursions.highlights')}>
            {excursion.highlights.slice(0, CARD_HIGHLIGHTS).map((highlight, index) => (
              <li key={index} className="adm-chip">
                {highlight}
              </li>
            ))}
            {more > 0 && <li className="adm-chip adm-chip-more">{say('dashboard.excursions.moreHighlights', { count: more })}</li>}
          </ul>
        )}
        <p className="mt-auto text-sm text-muted">
          {say('dashboard.excursions.created')} <time dateTime={excursion.createdAt}>{say.dateTime(excursion.createdAt)}</time>{' '}
          {say('dashboard.excursions.parisTime')}
        </p>
        <div className="flex gap-2">
          {(
            [
              ['edit', 'adm-button-quiet', onEdit],
              ['delete', 'adm-button-danger-quiet', onDelete],
            ] as const
          ).map(([action, look, onClick]) => (
            // Named with the excursion's title: every card has an Edit and a Delete.
            <button
              key={action}
              type="button"
              className={`adm-button ${look} flex-1`}
              aria-haspopup="dialog"
              aria-label={say(`dashboard.excursions.${action}Label`, { title: excursion.title })}
              onClick={onClick}
            >
              {say(`dashboard.excursions.${action}`)}
            </button>
          ))}
        </div>
      </div>
    </article>
  );
}
