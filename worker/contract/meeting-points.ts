// The meeting-point library (decision 042): where the chauffeur waits, name board in hand, at each of
// the wizard's built-in airports and stations (contract/places.ts, by id), in English and French —
// the default words, which the administrator may replace (the meeting_points table,
// operations/meeting-points.ts) — and meetingPlaceOf(), which finds the library place a stored pickup
// text names. Browser-safe: no zod, no dictionaries; the back office's screen shows these words.
import { INCLUDED_WAITING_MINUTES } from './constants.ts';
import type { Lang } from './i18n/langs.ts';
import { fillPlaceholders } from './i18n/placeholders.ts';
import { KNOWN_PLACES, findKnownPlace, type KnownPlace } from './places.ts';

/** The library's places, grouped as the back office shows them: CDG, Orly, Beauvais, the stations. */
export const MEETING_POINT_GROUPS = {
  cdg: ['cdg-1', 'cdg-2a', 'cdg-2b', 'cdg-2c', 'cdg-2d', 'cdg-2e', 'cdg-2f', 'cdg-2g', 'cdg-3'],
  orly: ['orly-1', 'orly-2', 'orly-3', 'orly-4'],
  beauvais: ['beauvais'],
  stations: [
    'gare-du-nord',
    'gare-de-l-est',
    'gare-de-lyon',
    'gare-d-austerlitz',
    'gare-montparnasse',
    'gare-saint-lazare',
    'gare-de-bercy',
    'marne-la-vallee-chessy',
  ],
} as const;

export type MeetingPointGroup = keyof typeof MEETING_POINT_GROUPS;
export const MEETING_POINT_GROUP_IDS = Object.keys(MEETING_POINT_GROUPS) as MeetingPointGroup[];

export type MeetingPlaceId = (typeof MEETING_POINT_GROUPS)[MeetingPointGroup][number];

/** Every library place's id, in the screen's order. */
export const MEETING_PLACE_IDS: readonly MeetingPlaceId[] = Object.values(MEETING_POINT_GROUPS).flat();

export function isMeetingPlaceId(id: string): id is MeetingPlaceId {
  return (MEETING_PLACE_IDS as readonly string[]).includes(id);
}

/** The built-in place of a library id (contract/places.ts). */
export function meetingPlace(id: MeetingPlaceId): KnownPlace {
  const place = KNOWN_PLACES.find((known) => known.id === id);
  if (!place) throw new Error(`The meeting-point library names an unknown place: ${id}`);
  return place;
}

/** A place's words in both languages. `{minutes}`: the waiting included (INCLUDED_WAITING_MINUTES), filled in by meetingWords(). */
export interface MeetingWords {
  en: string;
  fr: string;
}

const SIGN_EN = 'holding a name board with your name';
const SIGN_FR = 'avec une pancarte à votre nom';
const FLIGHT_WAIT_EN =
  '{minutes} minutes of waiting are included, counted from your flight’s actual landing time when you have given us its number, so passport control and the baggage carousel are no worry.';
const FLIGHT_WAIT_FR =
  '{minutes} minutes d’attente sont comprises, comptées à partir de l’heure réelle d’atterrissage de votre vol si vous nous avez donné son numéro\u00a0: le contrôle des passeports et la récupération des bagages se font sans hâte.';
const TRAIN_WAIT_EN = '{minutes} minutes of waiting are included, counted from your train’s actual arrival time when you have given us its number.';
const TRAIN_WAIT_FR =
  '{minutes} minutes d’attente sont comprises, comptées à partir de l’heure réelle d’arrivée de votre train si vous nous avez donné son numéro.';
const PHONE_EN = 'Please switch your phone on as soon as you arrive: your chauffeur may call or text you to guide you.';
const PHONE_FR = 'Allumez votre téléphone dès votre arrivée\u00a0: votre chauffeur peut vous appeler ou vous écrire pour vous guider.';

const airport = (en: string, fr: string): MeetingWords => ({ en: `${en} ${FLIGHT_WAIT_EN} ${PHONE_EN}`, fr: `${fr} ${FLIGHT_WAIT_FR} ${PHONE_FR}` });
const station = (en: string, fr: string): MeetingWords => ({ en: `${en} ${TRAIN_WAIT_EN} ${PHONE_EN}`, fr: `${fr} ${TRAIN_WAIT_FR} ${PHONE_FR}` });

const cdg2 = (letter: string): MeetingWords =>
  airport(
    `Your chauffeur waits for you in the arrivals hall of Terminal 2${letter}, just after baggage reclaim and customs, ${SIGN_EN}, in front of the numbered exit door you come out through.`,
    `Votre chauffeur vous attend dans le hall des arrivées du terminal 2${letter}, juste après la récupération des bagages et la douane, ${SIGN_FR}, face à la porte de sortie numérotée par laquelle vous sortez.`,
  );

const orly = (terminal: number): MeetingWords =>
  airport(
    `Your chauffeur waits for you in the arrivals hall of Orly ${terminal}, at the exit of the baggage reclaim area, ${SIGN_EN}.`,
    `Votre chauffeur vous attend dans le hall des arrivées d’Orly ${terminal}, à la sortie de la zone de livraison des bagages, ${SIGN_FR}.`,
  );

const platformHead = (stationEn: string, stationFr: string, landmarkEn: string, landmarkFr: string): MeetingWords =>
  station(
    `Your chauffeur waits for you at ${stationEn}, at the head of your train’s platform on the main concourse, ${SIGN_EN}. ${landmarkEn}`,
    `Votre chauffeur vous attend ${stationFr}, en tête du quai de votre train, dans le hall principal, ${SIGN_FR}. ${landmarkFr}`,
  );

/** The library's default words for each place. */
export const MEETING_POINT_DEFAULTS: Readonly<Record<MeetingPlaceId, MeetingWords>> = {
  'cdg-1': airport(
    `Your chauffeur waits for you in the arrivals area of Terminal 1 (level 0), after baggage reclaim and customs, ${SIGN_EN}, at the numbered arrival gate you come out through.`,
    `Votre chauffeur vous attend dans la zone des arrivées du terminal 1 (niveau 0), après la récupération des bagages et la douane, ${SIGN_FR}, à la porte d’arrivée numérotée par laquelle vous sortez.`,
  ),
  'cdg-2a': cdg2('A'),
  'cdg-2b': cdg2('B'),
  'cdg-2c': cdg2('C'),
  'cdg-2d': cdg2('D'),
  'cdg-2e': cdg2('E'),
  'cdg-2f': cdg2('F'),
  'cdg-2g': airport(
    `Your chauffeur waits for you in the small arrivals hall of Terminal 2G, at the exit after baggage reclaim, ${SIGN_EN}. Terminal 2G stands apart from the rest of Terminal 2: there is no need to take the shuttle bus to Terminal 2F.`,
    `Votre chauffeur vous attend dans le petit hall des arrivées du terminal 2G, à la sortie après la récupération des bagages, ${SIGN_FR}. Le terminal 2G est à l’écart du reste du terminal 2\u00a0: inutile de prendre la navette vers le terminal 2F.`,
  ),
  'cdg-3': airport(
    `Your chauffeur waits for you in the arrivals hall of Terminal 3, at the exit after baggage reclaim and customs, ${SIGN_EN}.`,
    `Votre chauffeur vous attend dans le hall des arrivées du terminal 3, à la sortie après la récupération des bagages et la douane, ${SIGN_FR}.`,
  ),
  'orly-1': orly(1),
  'orly-2': orly(2),
  'orly-3': orly(3),
  'orly-4': orly(4),
  beauvais: airport(
    `Your chauffeur waits for you just outside the arrivals exit of the terminal you land at (Terminal 1 or Terminal 2), ${SIGN_EN}. The airport is small: you will see them as soon as you come out.`,
    `Votre chauffeur vous attend juste devant la sortie des arrivées du terminal où vous atterrissez (terminal 1 ou terminal 2), ${SIGN_FR}. L’aéroport est petit\u00a0: vous le verrez dès votre sortie.`,
  ),
  'gare-du-nord': platformHead(
    'Gare du Nord',
    'à la gare du Nord',
    'Arriving by Eurostar, you come down from the arrivals exit onto that same concourse: your chauffeur is there.',
    'Si vous arrivez en Eurostar, la sortie des arrivées donne sur ce même hall\u00a0: votre chauffeur y est.',
  ),
  'gare-de-l-est': platformHead(
    'Gare de l’Est',
    'à la gare de l’Est',
    'If you cannot find each other, meet beneath the large departures board of the main hall.',
    'Si vous ne vous trouvez pas, retrouvez-vous sous le grand tableau des départs du hall principal.',
  ),
  'gare-de-lyon': platformHead(
    'Gare de Lyon',
    'à la gare de Lyon',
    'The station has two halls (Hall 1, platforms A to N, beneath the clock tower and the Train Bleu restaurant; Hall 2, the numbered platforms): your chauffeur waits in the one your train arrives at.',
    'La gare a deux halls (hall 1, voies A à N, sous la tour de l’horloge et le restaurant Le Train Bleu\u00a0; hall 2, les voies numérotées)\u00a0: votre chauffeur attend dans celui où arrive votre train.',
  ),
  'gare-d-austerlitz': platformHead(
    'Gare d’Austerlitz',
    'à la gare d’Austerlitz',
    'If you cannot find each other, meet beneath the departures board of the main hall.',
    'Si vous ne vous trouvez pas, retrouvez-vous sous le tableau des départs du hall principal.',
  ),
  'gare-montparnasse': platformHead(
    'Gare Montparnasse',
    'à la gare Montparnasse',
    'The main-line platforms are on the upper level (Hall 1): your chauffeur waits there, not in the métro below.',
    'Les voies des grandes lignes sont au niveau supérieur (hall 1)\u00a0: votre chauffeur y attend, et non dans le métro en dessous.',
  ),
  'gare-saint-lazare': platformHead(
    'Gare Saint-Lazare',
    'à la gare Saint-Lazare',
    'The platforms all open onto the long concourse (the salle des pas perdus) on the upper level.',
    'Toutes les voies donnent sur la longue salle des pas perdus, au niveau supérieur.',
  ),
  'gare-de-bercy': station(
    `Your chauffeur waits for you at Gare de Bercy, in the station’s hall at the head of the platforms, ${SIGN_EN}. The station is small and stands beside Gare de Lyon, on Boulevard de Bercy: make sure your ticket says Paris Bercy.`,
    `Votre chauffeur vous attend à la gare de Bercy, dans le hall de la gare en tête des quais, ${SIGN_FR}. La gare est petite et se trouve à côté de la gare de Lyon, boulevard de Bercy\u00a0: vérifiez que votre billet indique bien Paris Bercy.`,
  ),
  'marne-la-vallee-chessy': station(
    `Your chauffeur waits for you at Marne-la-Vallée–Chessy station, in the main hall upstairs from the TGV platforms, ${SIGN_EN}, at the exit on the Disneyland Paris side.`,
    `Votre chauffeur vous attend à la gare de Marne-la-Vallée–Chessy, dans le hall principal à l’étage au-dessus des quais TGV, ${SIGN_FR}, à la sortie côté Disneyland Paris.`,
  ),
};

/** `text` with the waiting included filled in: the library's words and the administrator's alike may say `{minutes}`. */
export function fillMeetingWords(text: string): string {
  return fillPlaceholders(text, { minutes: INCLUDED_WAITING_MINUTES });
}

/** The library's default words for `id` in `lang`, the waiting included filled in. */
export function defaultMeetingWords(id: MeetingPlaceId, lang: Lang): string {
  return fillMeetingWords(MEETING_POINT_DEFAULTS[id][lang]);
}

// ——— Which library place a stored pickup text names ———

/** Lower case, accents removed, punctuation and dashes made spaces, 'st' read as 'saint', spaces single. */
function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, ' ')
    .replace(/\bst\b/g, 'saint')
    .trim();
}

/** A hotel or a residence named after a station or an airport is an ordinary address, not the place. */
const LODGING =
  /\b(hotel|hotels|novotel|ibis|mercure|pullman|sofitel|hilton|marriott|sheraton|radisson|hyatt|citizenm|holiday inn|best western|kyriad|campanile|residence|appart|apartment|appartement|airbnb)\b/;

/** CDG: its name with an airport word, its code, or Roissy (a terminal must be named too). */
const CDG =
  /\bcdg(?=\s|\d|$)|\bcharles de gaulle (terminal|term|aerogare|t\s?[123])|\bcharles de gaulle (airport|international)\b|\baeroport (de )?(paris )?charles de gaulle\b|\b(paris )?charles de gaulle (aeroport|cdg)\b|\broissy\b/;
/** A CDG terminal: 'terminal 2E', 'T2E', 'aérogare 2 E', 'CDG 2E', 'CDG1'. */
const CDG_TERMINAL = /(?:\b(?:terminal|term|aerogare|t)\s?|\bcdg\s?|\bgaulle\s)([123])(?:\s?([a-g]))?\b/g;

const ORLY = /\borly|\bory\b/;
const ORLY_AIRPORT = /\baeroport (de |d )?(paris )?orly\b|\b(paris )?orly (airport|aeroport)\b|\bory\b|\borly\s?[1-4]\b|\borly sud\b|\borly ouest\b/;
/** An Orly terminal: 'Orly 3', 'Orly3', 'terminal 4', 'T4', and Orly Sud (now Orly 4). */
const ORLY_TERMINAL = /\borly\s?([1-4])\b|\b(?:terminal|term|aerogare|t)\s?([1-4])\b/g;

const BEAUVAIS = /\b(aeroport (de |du )?(paris )?beauvais|(paris )?beauvais (tille|airport|aeroport)|paris beauvais|bva)\b/;

/** Each station, named as a station: 'Gare de …', SNCF's 'Paris …' names; never a street of the same name. */
const STATIONS: readonly (readonly [MeetingPlaceId, RegExp])[] = [
  ['gare-du-nord', /\bgare (du|de paris) nord\b|\bparis gare du nord\b/],
  ['gare-de-l-est', /\bgare (de l|de paris) est\b/],
  ['gare-de-lyon', /\bgare (de|de paris) lyon\b(?! (part dieu|perrache|saint exupery|vaise|jean mace|saint paul))/],
  ['gare-d-austerlitz', /\bgare (d|de paris) austerlitz\b|\bparis austerlitz\b/],
  ['gare-montparnasse', /\bgare (de paris )?montparnasse\b|\bparis montparnasse( (hall|[12]|bienvenue)\b|$)/],
  ['gare-saint-lazare', /\bgare (de paris )?saint lazare\b|\bparis saint lazare( gare)?$/],
  ['gare-de-bercy', /\bgare (de|de paris) bercy\b|\bparis bercy bourgogne\b|\bbercy bourgogne pays d auvergne\b/],
  ['marne-la-vallee-chessy', /\bmarne la vallee chessy\b|\bgare (de |tgv (de )?)?(marne la vallee|chessy)\b/],
];
/** A French postcode outside Paris says the station of that name is not the Paris one (Chessy's excepted). */
const POSTCODE = /\b(\d{5})\b/g;
const ABROAD = /\b(bruxelles|brussels|belgique|belgium|lille|lyon part dieu)\b/;

function cdgTerminal(text: string): MeetingPlaceId | 'ambiguous' | null {
  const found = new Set<string>();
  for (const [, number, letter] of text.matchAll(CDG_TERMINAL)) {
    if (number === '2') found.add(letter ? `cdg-2${letter}` : 'ambiguous');
    else found.add(`cdg-${number}`);
  }
  // 'Terminal 2E or 2F': another hall named on its own is doubt too.
  for (const [, letter] of text.matchAll(/\b2([a-g])\b/g)) found.add(`cdg-2${letter}`);
  if (found.size !== 1) return found.size ? 'ambiguous' : null;
  const [only] = found;
  return only && isMeetingPlaceId(only) ? only : 'ambiguous';
}

function orlyTerminal(text: string): MeetingPlaceId | 'ambiguous' | null {
  const found = new Set<string>();
  for (const [, afterOrly, afterTerminal] of text.matchAll(ORLY_TERMINAL)) found.add(`orly-${afterOrly ?? afterTerminal}`);
  if (/\borly sud\b/.test(text)) found.add('orly-4');
  if (/\borly ouest\b/.test(text) && !found.size) found.add('ambiguous');
  if (found.size !== 1) return found.size ? 'ambiguous' : null;
  const [only] = found;
  return only && isMeetingPlaceId(only) ? only : 'ambiguous';
}

function stationsNamed(text: string): MeetingPlaceId[] {
  const named = STATIONS.filter(([, pattern]) => pattern.test(text)).map(([id]) => id);
  if (!named.length || ABROAD.test(text)) return [];
  const postcodes = [...text.matchAll(POSTCODE)].map(([, code]) => code ?? '');
  const inParisArea = (id: MeetingPlaceId) => postcodes.every((code) => code.startsWith('75') || (id === 'marne-la-vallee-chessy' && code === '77700'));
  return named.filter(inParisArea);
}

/**
 * The library place a stored pickup text names, or null: a built-in place's name in either language
 * (case and spacing ignored), or a typed or Google address naming the same airport terminal or
 * station ('Aéroport de Paris-Charles de Gaulle Terminal 2E, 95700 Roissy', 'CDG T2E', 'Orly 3',
 * 'Gare du Nord, 18 Rue de Dunkerque, 75010 Paris'). A terminal only when one is named without doubt
 * ('CDG Terminal 2' is none); a street, a hotel or two places at once are no place.
 */
export function meetingPlaceOf(text: string): KnownPlace | null {
  const known = findKnownPlace(text);
  if (known) return isMeetingPlaceId(known.id) ? known : null;
  const words = normalized(text);
  if (!words || LODGING.test(words)) return null;
  const candidates = new Set<MeetingPlaceId | 'ambiguous'>();
  if (CDG.test(words)) {
    const terminal = cdgTerminal(words);
    if (terminal) candidates.add(terminal);
  }
  if (ORLY.test(words) && ORLY_AIRPORT.test(words)) {
    const terminal = orlyTerminal(words);
    if (terminal) candidates.add(terminal);
  }
  if (BEAUVAIS.test(words)) candidates.add('beauvais');
  for (const id of stationsNamed(words)) candidates.add(id);
  if (candidates.size !== 1) return null;
  const [only] = candidates;
  return only && only !== 'ambiguous' ? meetingPlace(only) : null;
}
