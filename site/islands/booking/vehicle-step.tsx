// Step 2: the vehicles that seat the party, each with a More Info panel, and the extra options in
// collapsible sections. 'Enter contact details' needs a vehicle.
import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import { ANIMAL_TYPES, type ExtraOptionCount, type ExtraOptions } from '../../../worker/contract/booking-rules.ts';
import { EXTRA_OPTION_MAX } from '../../../worker/contract/constants.ts';
import { vehiclesFor, type Vehicle } from '../../../worker/contract/vehicles.ts';
import { $ride, $vehicle, $vehicleError, backToRide, goToContact, selectVehicle, setAnimal, setExtraOption, toggleAnimalType } from '../../stores/booking.ts';
import { Counter } from './counter.tsx';
import { scrollToWizardTop } from './step-focus.ts';
import { StepAlert, StepHeading } from './step-heading.tsx';
import { PickupMovedAlert } from './pickup-moved.tsx';
import { useWizard } from './wizard-context.ts';
import type { WizardMessageKey } from './messages.ts';

/** The extra options, by section, in the spec's order. */
const OPTION_SECTIONS: readonly { title: WizardMessageKey; options: readonly ExtraOptionCount[] }[] = [
  { title: 'booking.options.luggage', options: ['baggages', 'suitcases', 'handbags'] },
  { title: 'booking.options.childSeats', options: ['childSeats', 'babyCarSeat', 'boosterSeat'] },
  { title: 'booking.options.sports', options: ['sportsEquipment', 'surf', 'skiing', 'golf', 'tennis'] },
  { title: 'booking.options.accessibility', options: ['manualWheelchair', 'electricWheelchair'] },
];
const OPTION_HINTS: Partial<Record<ExtraOptionCount, WizardMessageKey>> = {
  babyCarSeat: 'booking.option.babyCarSeat.hint',
  boosterSeat: 'booking.option.boosterSeat.hint',
};

export default function VehicleStep() {
  const { t, tCount, prefetchNextStep } = useWizard();
  const { adults } = useStore($ride);
  const { vehicleId, extraOptions } = useStore($vehicle);
  const error = useStore($vehicleError);
  const id = useId();

  const next = () => {
    if (!goToContact()) scrollToWizardTop();
  };

  return (
    <div onFocusCapture={prefetchNextStep}>
      <StepHeading>{t('booking.step.vehicle')}</StepHeading>
      <PickupMovedAlert step="vehicle" />
      <StepAlert message={error && t(error as WizardMessageKey)} />

      <fieldset className="mt-6">
        <legend className="mb-4 text-muted">{tCount('booking.vehicle.intro', adults)}</legend>
        <ul className="grid gap-5 md:grid-cols-3">
          {vehiclesFor(adults).map((vehicle) => (
            <VehicleCard key={vehicle.id} vehicle={vehicle} name={`${id}-vehicle`} selected={vehicle.id === vehicleId} />
          ))}
        </ul>
      </fieldset>

      <section className="mt-10" aria-labelledby={`${id}-options`}>
        <h3 id={`${id}-options`} className="text-xl text-navy-950">
          {t('booking.options.heading')}
        </h3>
        <p className="mt-1 text-muted">{t('booking.options.intro')}</p>
        <div className="mt-4 flex flex-col gap-3">
          {OPTION_SECTIONS.map((section) => (
            <OptionSection key={section.title} title={t(section.title)} count={section.options.reduce((sum, name) => sum + extraOptions[name], 0)}>
              <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {section.options.map((name) => {
                  const hint = OPTION_HINTS[name];
                  return (
                    <Counter
                      key={name}
                      label={t(`booking.option.${name}`)}
                      detail={hint && `(${t(hint)})`}
                      value={extraOptions[name]}
                      max={EXTRA_OPTION_MAX}
                      onChange={(count) => setExtraOption(name, count)}
                      aboveMax={t('booking.counter.aboveMax', { max: EXTRA_OPTION_MAX })}
                    />
                  );
                })}
              </div>
            </OptionSection>
          ))}
          <OptionSection title={t('booking.options.animals')} count={animalCount(extraOptions)}>
            <AnimalOptions options={extraOptions} />
          </OptionSection>
        </div>
      </section>

      <div className="bk-actions">
        <button type="button" className="btn bk-btn-outline" onClick={backToRide}>
          {t('booking.vehicle.back')}
        </button>
        <button type="button" className="btn btn-gold" onClick={next}>
          {t('booking.vehicle.next')}
        </button>
      </div>
    </div>
  );
}

const animalCount = (options: ExtraOptions) => Math.max(options.animal ? 1 : 0, options.animalTypes.length);

function VehicleCard({ vehicle, name, selected }: { vehicle: Vehicle; name: string; selected: boolean }) {
  const { t, fleetImages } = useWizard();
  const id = useId();
  const [open, setOpen] = useState(false);
  const image = fleetImages[vehicle.type];
  return (
    <li className="bk-vehicle" data-selected={selected || undefined}>
      <label className="flex cursor-pointer flex-col">
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt={t(`vehicle.photoAlt.${vehicle.type}`)}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] w-full object-cover"
        />
        <span className="flex items-start gap-3 p-4 pb-2">
          <input
            type="radio"
            name={name}
            value={vehicle.id}
            checked={selected}
            onChange={() => selectVehicle(vehicle.id)}
            aria-labelledby={`${id}-name`}
            aria-describedby={`${id}-capacity`}
            className="mt-1.5 size-5 shrink-0 accent-navy-950"
          />
          <span className="flex flex-col">
            <span className="eyebrow text-gold-700">{t(`vehicle.type.${vehicle.type}`)}</span>
            <span id={`${id}-name`} className="mt-1 font-serif text-xl text-navy-950">
              {vehicle.name}
            </span>
            <span id={`${id}-capacity`} className="mt-1 text-sm text-ink">
              {t('vehicle.passengers', { count: vehicle.passengers })} · {t('vehicle.luggage', { count: vehicle.luggage })}
            </span>
            {selected && <span className="bk-badge mt-2 self-start">{t('booking.vehicle.selected')}</span>}
          </span>
        </span>
      </label>
      <div className="px-4 pb-4">
        <button type="button" className="bk-link-button" aria-expanded={open} aria-controls={`${id}-info`} onClick={() => setOpen(!open)}>
          {t('booking.vehicle.moreInfo')}
          <span aria-hidden="true" className="bk-chevron" />
        </button>
        <div id={`${id}-info`} hidden={!open} className="mt-3">
          <dl className="grid grid-cols-3 gap-2 border-y border-sand py-3 text-sm">
            <div>
              <dt className="text-xs text-muted">{t('vehicle.power')}</dt>
              <dd className="font-semibold">{t('vehicle.powerValue', { hp: vehicle.powerHp })}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{t('vehicle.gearbox')}</dt>
              <dd className="font-semibold">{t(`vehicle.gearbox.${vehicle.gearbox}`)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{t('vehicle.fuel')}</dt>
              <dd className="font-semibold">{t(`vehicle.fuel.${vehicle.fuel}`)}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-muted">{t('vehicle.features')}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {vehicle.features.map((feature) => (
              <li key={feature} className="rounded-full bg-ivory px-2.5 py-1 text-[0.8125rem] ring-1 ring-sand">
                {t(`vehicle.feature.${feature}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}

function OptionSection({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const { tCount } = useWizard();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-xl border border-sand">
      <h4>
        <button type="button" className="bk-disclosure" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
          <span>{title}</span>
          <span className="ml-auto flex items-center gap-3">
            {count > 0 && <span className="bk-badge">{tCount('booking.options.selectedCount', count)}</span>}
            <span aria-hidden="true" className="bk-chevron" />
          </span>
        </button>
      </h4>
      <div id={`${id}-panel`} hidden={!open} className="border-t border-sand p-4">
        {children}
      </div>
    </div>
  );
}

function AnimalOptions({ options }: { options: ExtraOptions }) {
  const { t } = useWizard();
  return (
    <div className="flex flex-col gap-4">
      <label className="bk-check">
        <input type="checkbox" checked={options.animal} onChange={(event) => setAnimal(event.target.checked)} />
        <span>{t('booking.option.animal')}</span>
      </label>
      <fieldset>
        <legend className="form-label mb-2">{t('booking.animal.types')}</legend>
        <div className="flex flex-wrap gap-3">
          {ANIMAL_TYPES.map((type) => (
            <label key={type} className="bk-check bk-chip">
              <input type="checkbox" checked={options.animalTypes.includes(type)} onChange={() => toggleAnimalType(type)} />
              <span>{t(`booking.animal.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
