// How a booking's extra options and route time are written, for the wizard's summary and the quote
// e-mails alike. Which options are named, in which order, how the animals are listed and how minutes
// read as hours are decided here once; each side brings its own words (its dictionary's texts), so
// the summary a traveller checks and the e-mail they receive say the same thing. No dictionaries
// here, so the browser carries none.
import { ANIMAL_TYPES, EXTRA_OPTION_COUNTS, type AnimalType, type ExtraOptionCount } from './booking-rules.ts';
import { fillPlaceholders } from './i18n/placeholders.ts';

/** A duration's templates: '{hours} h {minutes} min', '{hours} h' and '{minutes} min'. */
export interface DurationWords {
  hoursMinutes: string;
  hours: string;
  minutes: string;
}

/** 85 → '1 h 25 min', 120 → '2 h', 40 → '40 min' (with the words' templates); whole minutes, never negative. */
export function formatDuration(totalMinutes: number, words: DurationWords): string {
  const minutesInAll = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutesInAll / 60);
  const minutes = minutesInAll % 60;
  if (hours === 0) return fillPlaceholders(words.minutes, { minutes });
  if (minutes === 0) return fillPlaceholders(words.hours, { hours });
  return fillPlaceholders(words.hoursMinutes, { hours, minutes });
}

/** How options are named: the templates and the names of the options and of the animals. */
export interface OptionWords {
  /** An option asked for a number of times: '{option} × {count}'. */
  optionCount: string;
  /** The animal option with the animals named: '{option} ({types})'. */
  animalTypes: string;
  option: (name: ExtraOptionCount | 'animal') => string;
  animal: (type: AnimalType) => string;
}

/**
 * Extra options as the wizard holds them or as a quote stores them (only what was asked for, read
 * back from JSON): counts by option, the animal flag and the animals. Anything else is ignored.
 */
export type OptionsAsked = { readonly [Name in ExtraOptionCount]?: unknown } & { readonly animal?: unknown; readonly animalTypes?: unknown };

/**
 * One text per option asked for, in the wizard's order: 'Suitcases × 2', 'Child seats × 1',
 * 'Animal (cat, dog)'. Zero counts are left out; the animals are named in the wizard's order, each
 * once; the animal option is named alone when no animal is.
 */
export function extraOptionTexts(options: OptionsAsked, words: OptionWords): string[] {
  const texts: string[] = [];
  for (const name of EXTRA_OPTION_COUNTS) {
    const count = options[name];
    if (typeof count === 'number' && count > 0) texts.push(fillPlaceholders(words.optionCount, { option: words.option(name), count }));
  }
  if (options.animal === true) {
    const listed: readonly unknown[] = Array.isArray(options.animalTypes) ? options.animalTypes : [];
    const animals = ANIMAL_TYPES.filter((type) => listed.includes(type)).map((type) => words.animal(type));
    const option = words.option('animal');
    texts.push(animals.length > 0 ? fillPlaceholders(words.animalTypes, { option, types: animals.join(', ') }) : option);
  }
  return texts;
}
