// The notice at the top of a step when the wizard moved the pickup on its own: the 36-hour minimum
// caught up with it while the page stayed open (stores/booking.ts, keepLeadTime). Announced when it
// appears (role=alert), like the other messages at the top of a step.
import { useStore } from '@nanostores/react';
import { $pickupMoved } from '../../stores/booking.ts';
import type { BookingStep } from '../../stores/booking-url.ts';
import { formatDate } from './format.ts';
import { StepAlert } from './step-heading.tsx';
import { useWizard } from './wizard-context.ts';

export function PickupMovedAlert({ step }: { step: BookingStep }) {
  const { t, lang } = useWizard();
  const moved = useStore($pickupMoved);
  const shown = moved?.step === step ? moved : null;
  return <StepAlert message={shown && t('booking.ride.pickupMoved', { date: formatDate(shown.date, lang), time: shown.time })} />;
}
