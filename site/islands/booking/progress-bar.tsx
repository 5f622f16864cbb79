// The four steps, the current one marked with aria-current="step". Phones show "Step n of 4" and the
// current label; wider screens show every label.
import { BOOKING_STEPS, type BookingStep } from '../../stores/booking-url.ts';
import { useWizard } from './wizard-context.ts';

export function ProgressBar({ step }: { step: BookingStep }) {
  const { t } = useWizard();
  const current = BOOKING_STEPS.indexOf(step);
  return (
    <nav aria-label={t('booking.progress.label')} className="mb-8">
      <p className="mb-3 text-sm font-semibold text-muted sm:hidden" aria-hidden="true">
        {t('booking.progress.step', { number: current + 1, total: BOOKING_STEPS.length })} · <span className="text-navy-950">{t(`booking.step.${step}`)}</span>
      </p>
      <ol className="grid grid-cols-4 gap-2 sm:gap-4">
        {BOOKING_STEPS.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={name} aria-current={state === 'current' ? 'step' : undefined} className="bk-progress-item" data-state={state}>
              <span className="bk-progress-bar" aria-hidden="true" />
              <span className="mt-2 hidden items-center gap-2 text-sm font-semibold sm:flex">
                <span className="bk-progress-number" aria-hidden="true">
                  {state === 'done' ? '✓' : index + 1}
                </span>
                <span>{t(`booking.step.${name}`)}</span>
              </span>
              <span className="sr-only sm:hidden">{t(`booking.step.${name}`)}</span>
              {state === 'done' && <span className="sr-only"> ({t('booking.progress.done')})</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
