// The /bookNow island: the four-step quote request. Step 1 is in the first load (and pre-rendered);
// steps 2–4 load when reached. State, transitions and URL/storage sync live in stores/booking*.ts.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { $step } from '../../stores/booking.ts';
import { startBookingSync } from '../../stores/booking-sync.ts';
import type { BookingStep } from '../../stores/booking-url.ts';
import { sayerOf } from '../../../worker/contract/i18n/translate.ts';
import { countedText } from '../../../worker/contract/i18n/plural.ts';
import type { WizardMessageKey, WizardMessages } from './messages.ts';
import { ProgressBar } from './progress-bar.tsx';
import { RideStep } from './ride-step.tsx';
import { WIZARD_ID, watchStepChanges } from './step-focus.ts';
import { adoptTyped, typedBeforeHydration } from './typed-early.ts';
import { WizardErrorBoundary } from './wizard-error-boundary.tsx';
import { WizardContext, useWizard, type WizardSettings } from './wizard-context.ts';

export interface BookingWizardProps {
  lang: Lang;
  messages: WizardMessages;
  fleetImages: WizardSettings['fleetImages'];
  termsPath: string;
  homePath: string;
  contactPath: string;
}

export default function BookingWizard({ lang, messages, fleetImages, termsPath, homePath, contactPath }: BookingWizardProps) {
  const settings = useMemo<WizardSettings>(
    () => ({
      lang,
      t: sayerOf<WizardMessageKey>(messages),
      tCount: (base, count, vars) => countedText(lang, messages, base, count, vars),
      fleetImages,
      termsPath,
      homePath,
      contactPath,
      prefetchNextStep,
    }),
    [lang, messages, fleetImages, termsPath, homePath, contactPath],
  );
  return (
    <WizardErrorBoundary title={messages['error.title']} refresh={messages['error.refresh']}>
      <WizardContext value={settings}>
        <Wizard />
      </WizardContext>
    </WizardErrorBoundary>
  );
}

function Wizard() {
  const step = useStore($step);
  const root = useRef<HTMLDivElement>(null);
  // False in the pre-rendered markup and until the saved booking is restored: Astro marks the island
  // hydrated before React commits, so `data-live` is what says the wizard's buttons now act on the
  // visitor's booking (the browser tests wait for it).
  const [live, setLive] = useState(false);
  // A layout effect: it runs right after hydration, before any re-render could reset what was typed.
  useLayoutEffect(() => {
    const typed = typedBeforeHydration(root.current);
    const stopSync = startBookingSync();
    adoptTyped(typed);
    const stopWatching = watchStepChanges();
    setLive(true);
    return () => {
      stopWatching();
      stopSync();
    };
  }, []);
  return (
    <div id={WIZARD_ID} ref={root} className="scroll-mt-4" data-live={live ? '' : undefined}>
      <ProgressBar step={step} />
      <div className="bk-card sm:p-8">{step === 'ride' ? <RideStep /> : <LaterStep step={step} />}</div>
    </div>
  );
}

type StepModule = { default: ComponentType };
/**
 * The steps after the first load on demand (the first load carries only step 1). The shell owns the
 * loaders, so the steps never import one another: each asks for the next through the context.
 */
const loaders: Record<Exclude<BookingStep, 'ride'>, () => Promise<StepModule>> = {
  vehicle: () => import('./vehicle-step.tsx'),
  contact: () => import('./contact-step.tsx'),
  summary: () => import('./summary-step.tsx'),
};
const NEXT_STEP: Partial<Record<BookingStep, Exclude<BookingStep, 'ride'>>> = { ride: 'vehicle', vehicle: 'contact', contact: 'summary' };

/** Fetches the step after the current one as soon as the visitor starts using this one. */
function prefetchNextStep(): void {
  const next = NEXT_STEP[$step.get()];
  // A failed prefetch is retried when the step is reached (and offers Retry there).
  if (next) loaders[next]().catch(() => undefined);
}
const loaded = new Map<BookingStep, ComponentType>();

/** A step loaded on demand, with a way out if the network fails (an airport's Wi-Fi…). */
function LaterStep({ step }: { step: Exclude<BookingStep, 'ride'> }) {
  const { t } = useWizard();
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState(false);
  const Step = loaded.get(step);

  const load = useCallback(() => {
    setFailed(false);
    loaders[step]().then(
      (module) => {
        loaded.set(step, module.default);
        setVersion((version) => version + 1);
      },
      () => setFailed(true),
    );
  }, [step]);

  useEffect(() => {
    if (!loaded.has(step)) load();
  }, [step, load]);

  if (Step) return <Step />;
  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4">
        <p className="bk-alert">{t('booking.error.stepLoad')}</p>
        <button type="button" className="btn btn-navy" onClick={load}>
          {t('booking.retry')}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="py-16 text-center text-muted">
      {t('booking.loading')}
    </p>
  );
}
