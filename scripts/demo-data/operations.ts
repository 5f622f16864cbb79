// The demo operations of `npm start` and the e2e server (decision 042): three chauffeurs, three cars
// with plates, and confirmed transfers for today, tomorrow and the days after (relative to the day
// the seed runs, in Paris time), some of them assigned, so the agenda is never empty. Customers'
// names say they are demo data ('Demo'), and every address is a real place of the site.
import type { NewQuote } from '../../worker/quotes/quote.ts';

export interface DemoChauffeur {
  name: string;
  phone: string;
  languages: string[];
}

export const demoChauffeurs: readonly DemoChauffeur[] = [
  { name: 'Marc Lefèvre', phone: '+33612345601', languages: ['fr', 'en'] },
  { name: 'Sofia Rossi', phone: '+33612345602', languages: ['it', 'fr', 'en'] },
  { name: 'Karim Benali', phone: '+33612345603', languages: ['fr', 'ar', 'en', 'es'] },
];

export interface DemoCar {
  vehicle: string;
  plate: string;
  colour: string;
}

export const demoFleet: readonly DemoCar[] = [
  { vehicle: 'Mercedes E Class', plate: 'FD-214-PX', colour: 'black' },
  { vehicle: 'Mercedes V Class 250D', plate: 'GK-587-LM', colour: 'black' },
  { vehicle: 'Lexus', plate: 'HB-903-TZ', colour: 'dark grey' },
];

/** A demo transfer: its day (days after the seed's Paris today), Paris time, and who drives it (indexes of the lists above). */
export interface DemoTrip {
  day: number;
  time: string;
  returnDay?: number;
  returnTime?: string;
  chauffeur?: number;
  car?: number;
  request: Omit<
    NewQuote,
    | 'pickupDate'
    | 'pickupTime'
    | 'pickupAt'
    | 'returnDate'
    | 'returnTime'
    | 'returnAt'
    | 'transferType'
    | 'lang'
    | 'countryCode'
    | 'extraTime'
    | 'routeApproximate'
  > & { lang?: NewQuote['lang'] };
}

const CDG = { pickupLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E', pickupLat: 49.0046, pickupLng: 2.5562 };
const ORLY = { dropoffLocation: 'Paris Orly Airport (ORY), Orly 4', dropoffLat: 48.7262, dropoffLng: 2.3652 };

export const demoTrips: readonly DemoTrip[] = [
  {
    day: 0,
    time: '09:30',
    chauffeur: 0,
    car: 0,
    request: {
      firstName: 'Emily',
      lastName: 'Demo Carter',
      email: 'emily.carter@example.com',
      phone: '+14155550101',
      ...CDG,
      dropoffLocation: 'Hôtel Plaza Athénée, 25 Avenue Montaigne, Paris',
      dropoffLat: 48.8661,
      dropoffLng: 2.3041,
      adults: 2,
      stopLocations: [],
      flightTrainNumber: 'AF0011',
      vehicle: 'Mercedes E Class',
      vehicleExtraOptions: { suitcases: 3, childSeats: 1 },
      totalDistanceKm: 31,
      totalMinutes: 50,
      comments: 'Demo data: arriving from New York.',
    },
  },
  {
    day: 0,
    time: '15:00',
    chauffeur: 1,
    request: {
      firstName: 'Lucas',
      lastName: 'Demo Moreau',
      email: 'lucas.moreau@example.com',
      phone: '+33611223344',
      lang: 'fr',
      pickupLocation: 'Gare de Lyon, Paris',
      pickupLat: 48.8443,
      pickupLng: 2.3744,
      ...ORLY,
      adults: 1,
      stopLocations: [],
      flightTrainNumber: null,
      vehicle: 'Lexus',
      vehicleExtraOptions: { suitcases: 1 },
      totalDistanceKm: 18,
      totalMinutes: 35,
      comments: 'Demo data.',
    },
  },
  {
    day: 1,
    time: '07:15',
    returnDay: 3,
    returnTime: '18:30',
    chauffeur: 2,
    car: 1,
    request: {
      firstName: 'Hiro',
      lastName: 'Demo Tanaka',
      email: 'hiro.tanaka@example.com',
      phone: '+819012345678',
      ...CDG,
      dropoffLocation: 'Disneyland Paris, Marne-la-Vallée',
      dropoffLat: 48.8722,
      dropoffLng: 2.7758,
      adults: 5,
      stopLocations: [],
      flightTrainNumber: 'JL0045',
      vehicle: 'Mercedes V Class 250D',
      vehicleExtraOptions: { suitcases: 5, childSeats: 2, boosterSeat: 1 },
      totalDistanceKm: 44,
      totalMinutes: 45,
      comments: 'Demo data: a family of five.',
    },
  },
  {
    day: 1,
    time: '20:45',
    request: {
      firstName: 'Anna',
      lastName: 'Demo Schmidt',
      email: 'anna.schmidt@example.com',
      phone: '+491512345678',
      pickupLocation: 'Gare du Nord, Paris',
      pickupLat: 48.8809,
      pickupLng: 2.3553,
      dropoffLocation: 'Eiffel Tower, Paris',
      dropoffLat: 48.8584,
      dropoffLng: 2.2945,
      adults: 2,
      stopLocations: ['Arc de Triomphe, Paris'],
      flightTrainNumber: 'ES9024',
      vehicle: 'Mercedes E Class',
      vehicleExtraOptions: {},
      totalDistanceKm: 9,
      totalMinutes: 30,
      comments: 'Demo data.',
    },
  },
  {
    day: 4,
    time: '11:00',
    chauffeur: 0,
    car: 2,
    request: {
      firstName: 'Olivia',
      lastName: 'Demo Brown',
      email: 'olivia.brown@example.com',
      phone: '+447700900123',
      pickupLocation: 'Hôtel Plaza Athénée, 25 Avenue Montaigne, Paris',
      pickupLat: 48.8661,
      pickupLng: 2.3041,
      dropoffLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
      dropoffLat: 49.0046,
      dropoffLng: 2.5562,
      adults: 3,
      stopLocations: [],
      flightTrainNumber: 'BA0305',
      vehicle: 'Lexus',
      vehicleExtraOptions: { suitcases: 4 },
      totalDistanceKm: 32,
      totalMinutes: 55,
      comments: 'Demo data.',
    },
  },
];
