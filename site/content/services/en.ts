// English body copy of the six service pages (the hero texts are the dictionary's `page.<id>.*`).
import { facts } from './fleet-facts.ts';
import type { ServiceContentSet } from './types.ts';

const f = facts;

export const enServiceContent: ServiceContentSet = {
  taxi: {
    serviceType: 'Private taxi and city tours',
    lead: 'Paris is best enjoyed without watching a meter or hunting for a cab outside a restaurant at midnight. Our city taxi service gives you a private car and a professional chauffeur for every journey in the capital and its surroundings — booked in advance, at a price agreed before you set off, and driven with the discretion you expect from a premium service.',
    sections: [
      {
        heading: 'Door-to-door rides across Paris',
        paragraphs: [
          `From a hotel on the Right Bank to dinner in Saint-Germain, a performance at the Opéra Garnier or a meeting at La Défense, your chauffeur collects you at the exact address and sets you down at the door. No queue at the taxi rank and no surge pricing on a rainy evening: the fare is fixed in your quote and includes the chauffeur, fuel and tolls. Book a single ride, a return journey for an evening out, or a multi-stop trip with up to ${f.maxStops} stops on the way.`,
        ],
      },
      {
        heading: 'Private city tours, at your own pace',
        paragraphs: [
          'See Paris from the comfort of a private car. Your chauffeur plans a route around the landmarks you want to see and stops wherever you would like to step out for a photograph or a stroll. Many guests choose an evening tour, when the monuments are lit and the streets are calmer. If you would rather have a guide and a set itinerary, our private excursions are made for you.',
        ],
        list: [
          'The Eiffel Tower from the Trocadéro',
          'The Champs-Élysées and the Arc de Triomphe',
          'The Louvre and the Tuileries Garden',
          'Notre-Dame and the Latin Quarter',
          'Montmartre and the Sacré-Cœur',
          'Paris by night, when the monuments are lit',
        ],
      },
      {
        heading: 'A car to suit the occasion',
        paragraphs: [
          `Travel in a Lexus premium electric saloon, a Mercedes E-Class executive sedan or — for families and groups of up to ${f.vanPassengers} — a Mercedes V-Class. Every car is air-conditioned and immaculately kept, with bottled water on board. Baby seats and boosters are available on request: simply mention them when you book.`,
        ],
      },
      {
        heading: 'Booking your ride',
        paragraphs: [
          `Send us your pickup address, destination, date and time through our online form at least ${f.leadTimeHours} hours ahead; for a ride at shorter notice, call us or send a WhatsApp message and we will do our best to help. We reply by e-mail with a personalised quote and a secure payment link, and your booking is confirmed, with a reference number, as soon as it is paid.`,
        ],
      },
    ],
    highlights: [
      'Door-to-door pickup at any address in Paris',
      'A fixed price agreed before you travel',
      'Chauffeur, fuel and tolls included',
      `One way, return or up to ${f.maxStops} stops`,
      'Day and night, seven days a week',
    ],
    whyChoose: {
      heading: 'Why choose our city taxi service',
      intro: 'A private car in Paris should feel effortless. This is what makes the difference.',
      reasons: [
        { icon: 'tag', title: 'No meter running', text: 'Your fare is fixed in the quote, whatever the traffic on the Périphérique.' },
        {
          icon: 'map',
          title: 'Chauffeurs who know Paris',
          text: 'The quickest routes, the right drop-off points and the finest viewpoints, learned street by street.',
        },
        { icon: 'moon', title: 'Day and night', text: 'Dinner, the theatre or a late flight home: we drive at any hour, every day of the year.' },
        {
          icon: 'route',
          title: 'Several stops, one booking',
          text: `Combine up to ${f.maxStops} stops — a boutique, a restaurant, a viewpoint — in a single ride.`,
        },
        {
          icon: 'languages',
          title: 'Bilingual chauffeurs',
          text: 'Your chauffeur speaks English and French and is happy to share the stories behind the city.',
        },
        { icon: 'shield', title: 'Discreet and safe', text: 'Licensed professional chauffeurs and immaculately kept cars, on every ride.' },
      ],
    },
  },

  airporttransfers: {
    serviceType: 'Airport transfer',
    lead: 'After a long flight, the last thing you want is a queue at the taxi rank or a crowded shuttle. With our airport transfer service, a private chauffeur is waiting when you land at Paris–Charles de Gaulle, Paris–Orly or Beauvais–Tillé, and drives you straight to your hotel, home or office — at a fixed price agreed in advance, whatever the hour.',
    sections: [
      {
        heading: 'Every Paris airport, every terminal',
        paragraphs: [
          'We serve all three Paris airports, in both directions. At Charles de Gaulle, your chauffeur meets you at Terminal 1, at any hall of Terminal 2 from 2A to 2G, or at Terminal 3. At Orly, we pick up at Orly 1, 2, 3 and 4. Flying with a low-cost airline from Beauvais, about an hour and a half north of Paris? We drive there too — far more comfortable than the coach. Private and business aviation passengers at Paris–Le Bourget are welcome as well.',
        ],
        list: [
          'Charles de Gaulle (CDG): Terminal 1, Terminal 2 (2A to 2G) and Terminal 3',
          'Orly (ORY): Orly 1, 2, 3 and 4',
          'Beauvais–Tillé (BVA)',
          'Paris–Le Bourget business aviation terminals',
        ],
      },
      {
        heading: 'Meet and greet in the arrivals hall',
        paragraphs: [
          `For an arrival, give us your flight number when you book. We follow your flight in real time, so if you land early or late, your chauffeur adjusts to your actual arrival. You are met in the arrivals hall by a chauffeur holding a name board, who helps you with your luggage to the car. Every transfer includes ${f.includedWaitingMinutes} minutes of waiting time, leaving room for passport control and the baggage carousel.`,
        ],
      },
      {
        heading: 'Departures without the stress',
        paragraphs: [
          `For a departure, we agree the pickup time with you, taking into account your airline, your terminal and the traffic on the A1 or the A6 at that time of day. Your chauffeur contacts you ${f.chauffeurCallMinutes} minutes before pickup, loads your luggage and drops you at the door of your terminal. Dawn flights are no problem: we work around the clock, every day of the year.`,
        ],
      },
      {
        heading: 'Room for families, groups and luggage',
        paragraphs: [
          `A Lexus or a Mercedes E-Class carries up to ${f.sedanPassengers} passengers and ${f.sedanBags} suitcases; the Mercedes V-Class takes up to ${f.vanPassengers} passengers and ${f.vanBags} suitcases. Skis, golf bags, a pushchair or a folding wheelchair? Tell us in the booking form, together with any baby seats or boosters you need, and we will make sure everything fits.`,
        ],
      },
    ],
    highlights: [
      'Flight tracking with your flight number',
      'A name board in the arrivals hall',
      `${f.includedWaitingMinutes} minutes of waiting included`,
      'Help with your luggage, door to door',
      'Fixed price: chauffeur, fuel and tolls included',
    ],
    whyChoose: {
      heading: 'Why choose us for your airport transfer',
      intro: 'Landing in Paris should be the easy part of your journey.',
      reasons: [
        { icon: 'plane', title: 'Flights followed in real time', text: 'Early or delayed, your chauffeur adjusts to the time you actually land.' },
        { icon: 'signboard', title: 'Meet and greet', text: 'Your chauffeur waits in the arrivals hall with your name on a board.' },
        {
          icon: 'clock',
          title: `${f.includedWaitingMinutes} minutes of waiting included`,
          text: 'Time for passport control and the baggage carousel, already in your price.',
        },
        {
          icon: 'luggage',
          title: 'Room for all your luggage',
          text: `Up to ${f.vanBags} suitcases in the V-Class, plus skis, golf bags or a pushchair on request.`,
        },
        { icon: 'tag', title: 'A price you know in advance', text: 'No meter and no surprises: the price in your quote is the price you pay.' },
        { icon: 'moon', title: 'First flight or last', text: 'We drive 24/7, so a dawn departure or a midnight arrival is never a problem.' },
      ],
    },
  },

  stationtransfers: {
    serviceType: 'Train station transfer',
    lead: 'Paris has six mainline railway stations, each one busy, each with its own taxi queue. Our station transfer service takes the uncertainty out of arriving or leaving by train: your private chauffeur meets you as you step off the train, takes care of your luggage and drives you straight to your destination, at a fixed price agreed before you travel.',
    sections: [
      {
        heading: 'Every Paris station',
        paragraphs: [
          'We pick up and drop off at every mainline station in Paris and at the high-speed stations around the capital. Whether you arrive on the Eurostar from London, on a TGV from the Riviera or on a night train from the Pyrenees, we know where to wait and which exit is closest to the car.',
        ],
        list: [
          'Gare du Nord — Eurostar from London, Brussels and Amsterdam',
          'Gare de Lyon — TGV from Lyon, Marseille, Nice, the Alps and Switzerland',
          'Gare Montparnasse — Bordeaux, Brittany and the Atlantic coast',
          'Gare de l’Est — Strasbourg, Reims and Germany',
          'Gare Saint-Lazare — Normandy',
          'Gare d’Austerlitz — Intercités and night trains',
          'Marne-la-Vallée–Chessy and Massy TGV',
        ],
      },
      {
        heading: 'Waiting at the platform, not in the queue',
        paragraphs: [
          `Give us your train number when you book and we follow your train’s arrival time. Your chauffeur waits at the exit of your platform, or at a meeting point agreed in advance, with a name board; then helps you with your luggage through the crowds and leads you to the car. Every transfer includes ${f.includedWaitingMinutes} minutes of waiting time, so a crowded platform or a long walk down the train is never a worry.`,
        ],
      },
      {
        heading: 'Catching your train, calmly',
        paragraphs: [
          `For a departure, we plan the pickup around your train’s departure time and the traffic at that hour, so you reach the station with time to spare — especially for the Eurostar, where security and passport checks come before boarding. Your chauffeur contacts you ${f.chauffeurCallMinutes} minutes before pickup and drops you as close to the entrance as the station allows.`,
        ],
      },
      {
        heading: 'From one station to another',
        paragraphs: [
          `Changing trains in Paris often means crossing the city — from Gare du Nord to Gare de Lyon, or from Montparnasse to Gare de l’Est — with all your luggage and on a tight connection. A private transfer between stations is the calmest way to make it, and the Mercedes V-Class has room for up to ${f.vanPassengers} passengers and ${f.vanBags} suitcases.`,
        ],
      },
    ],
    highlights: [
      'Train tracking with your train number',
      'A name board at your platform or meeting point',
      `${f.includedWaitingMinutes} minutes of waiting included`,
      'Help with your luggage through the station',
      'Fixed price, day and night',
    ],
    whyChoose: {
      heading: 'Why choose us for your station transfer',
      intro: 'The end of a train journey should be as smooth as the ride itself.',
      reasons: [
        { icon: 'train', title: 'Trains followed', text: 'A delayed TGV or Eurostar? Your chauffeur adjusts to the actual arrival time.' },
        { icon: 'signboard', title: 'Met at the platform', text: 'No searching the concourse: your chauffeur finds you, name board in hand.' },
        { icon: 'luggage', title: 'Hands-free arrival', text: 'Your chauffeur carries your luggage from the platform to the car.' },
        { icon: 'route', title: 'Station-to-station connections', text: 'Cross Paris between two trains without the metro and its stairs.' },
        {
          icon: 'clock',
          title: `${f.includedWaitingMinutes} minutes of waiting included`,
          text: 'Busy platforms and long trains are already allowed for in your price.',
        },
        { icon: 'tag', title: 'Fixed price', text: 'Your quote includes the chauffeur, fuel and tolls: no meter, no surprises.' },
      ],
    },
  },

  hourlychauffeur: {
    serviceType: 'Chauffeur hire by the hour',
    lead: 'Some days do not fit into a single journey. With our hourly chauffeur service, a car and a professional chauffeur stay at your disposal for as long as you need them: your chauffeur drives you from one appointment to the next, waits while you are busy and is ready the moment you step outside — so you never have to look for a ride again that day.',
    sections: [
      {
        heading: 'Your schedule, your chauffeur',
        paragraphs: [
          'Back-to-back meetings, a round of property viewings, an afternoon of shopping on the Avenue Montaigne and the Rue du Faubourg Saint-Honoré, dinner followed by a show: you set the pace and your chauffeur adapts. Plans change during the day? Simply tell your chauffeur — the route follows you, within the time you have booked.',
        ],
      },
      {
        heading: 'How hourly booking works',
        paragraphs: [
          `In the booking form, enter your first pickup address and your final destination, then add the extra hours you would like your chauffeur to stay with you — up to ${f.extraHoursMax} hours online; longer assignments are arranged by e-mail or phone. We reply with one fixed quote for the whole period, including the chauffeur, fuel and tolls, and a secure payment link.`,
        ],
      },
      {
        heading: 'The right car for the day',
        paragraphs: [
          `Choose the quiet comfort of the Lexus premium electric saloon, with Wi-Fi on board, or the Mercedes E-Class executive sedan, each for up to ${f.sedanPassengers} passengers. For a family, a delegation or a group of friends, the Mercedes V-Class seats up to ${f.vanPassengers} and has Wi-Fi too — and plenty of room for shopping bags.`,
        ],
      },
      {
        heading: 'Discretion comes as standard',
        paragraphs: [
          'Our chauffeurs are used to waiting discreetly outside offices, hotels and private residences, keeping your belongings safe in the car and your conversations confidential. Whether your day starts at dawn or ends after midnight, your chauffeur is there, impeccably dressed and on time.',
        ],
      },
    ],
    highlights: [
      'One car and one chauffeur for the whole period',
      'Stops and waiting as your day requires',
      `Up to ${f.extraHoursMax} extra hours bookable online`,
      'One fixed price for the whole period',
      'Chauffeur, fuel and tolls included',
    ],
    whyChoose: {
      heading: 'Why hire a chauffeur by the hour',
      intro: 'The freedom to change plans, without ever waiting for a car.',
      reasons: [
        { icon: 'hourglass', title: 'Time on your side', text: 'Your chauffeur waits while you are busy, so you never look for a taxi between appointments.' },
        { icon: 'route', title: 'A flexible itinerary', text: 'Add a stop or change the order of your day simply by telling your chauffeur.' },
        { icon: 'briefcase', title: 'Your belongings stay safe', text: 'Leave your shopping or your documents in the car while you carry on.' },
        { icon: 'wifi', title: 'Work on the move', text: 'Wi-Fi on board the Lexus and the V-Class keeps you connected between meetings.' },
        { icon: 'tag', title: 'One fixed price', text: 'The whole period is quoted in advance: no meter running between stops.' },
        { icon: 'lock', title: 'Complete discretion', text: 'Chauffeurs who stay in the background when you need privacy and step in when you need help.' },
      ],
    },
  },

  business: {
    serviceType: 'Corporate chauffeur service',
    lead: 'In business, the journey is part of the meeting. Our business transfer service gives executives, teams and their guests a discreet chauffeur and a quiet executive car, so you arrive on time, prepared and relaxed — whether you are heading to La Défense, a hotel in the Golden Triangle or a trade fair at the Porte de Versailles.',
    sections: [
      {
        heading: 'Punctuality you can plan around',
        paragraphs: [
          `We plan every ride around your schedule, with a safety margin for Paris traffic. For arrivals, we follow your flight or train and your chauffeur waits for you with a name board; for departures, your chauffeur contacts you ${f.chauffeurCallMinutes} minutes before pickup. Available 24 hours a day, 7 days a week, we are as comfortable with an early airport run as with a late dinner with clients.`,
        ],
      },
      {
        heading: 'Roadshows, trade fairs and events',
        paragraphs: [
          'Investor roadshows, board meetings, product launches and the major Paris trade fairs — at Paris Expo Porte de Versailles, Paris Nord Villepinte, the Palais des Congrès or Le Bourget — call for precise logistics. We can keep a car and chauffeur at your disposal by the hour, plan a multi-stop day of meetings, and transfer your guests between the airport, their hotel and the venue.',
        ],
      },
      {
        heading: 'An office on four wheels',
        paragraphs: [
          `The Mercedes E-Class executive sedan and the Lexus premium electric saloon offer a calm, refined space to prepare a presentation or take a call; the Lexus also has Wi-Fi on board. For a team or a delegation, the Mercedes V-Class carries up to ${f.vanPassengers} passengers with their luggage, with Wi-Fi as well. Air conditioning, Bluetooth and bottled water come as standard in every car.`,
        ],
      },
      {
        heading: 'Discretion and simple administration',
        paragraphs: [
          'Our chauffeurs observe strict professional discretion: what is said in the car stays in the car. Every ride is confirmed in writing with a reference number and a fixed price that includes the chauffeur, fuel and tolls, which keeps expense reports simple. You or your assistant can book online, or contact us by e-mail, phone or WhatsApp.',
        ],
      },
    ],
    highlights: [
      'Flight and train tracking for arrivals',
      'A name board and help with luggage',
      'Executive cars, Wi-Fi in the Lexus and V-Class',
      'Written confirmation with a reference number',
      'A fixed price, simple to expense',
    ],
    whyChoose: {
      heading: 'Why companies choose us',
      intro: 'A reliable partner for executives, assistants and event planners.',
      reasons: [
        { icon: 'clock', title: 'Punctual by design', text: 'Rides are planned with a margin for Paris traffic, and flights and trains are followed.' },
        { icon: 'lock', title: 'Confidential', text: 'Discreet chauffeurs who respect the privacy of your calls and conversations.' },
        { icon: 'wifi', title: 'Work on the road', text: 'Wi-Fi in the Lexus and the V-Class, Bluetooth in every car.' },
        { icon: 'users', title: 'Delegations welcome', text: `Up to ${f.vanPassengers} passengers and their luggage in the Mercedes V-Class.` },
        { icon: 'card', title: 'Simple to expense', text: 'A fixed price and a written confirmation with a reference number for every ride.' },
        { icon: 'moon', title: 'Around the clock', text: 'Early flights and late dinners alike: we drive 24 hours a day, every day.' },
      ],
    },
  },

  tailormade: {
    serviceType: 'Tailor-made chauffeur transfer',
    lead: 'Some journeys fit no standard category: a wedding, a day among the vineyards of Champagne, a family trip to a ski resort, a business visit to Brussels by road. Our tailor-made transfers are designed around your plans, with the chauffeur, the car and the timetable chosen for the occasion — and, as always, a fixed price agreed before you leave.',
    sections: [
      {
        heading: 'Beyond Paris: long-distance journeys',
        paragraphs: [
          'We drive throughout France and into neighbouring countries. Travelling by road with a private chauffeur lets you leave from your door, stop when you like and arrive without changing trains — often more restful than a flight for a family or a group with luggage.',
        ],
        list: [
          'Versailles, Giverny and Fontainebleau',
          'The Champagne houses of Reims and Épernay',
          'The châteaux of the Loire Valley',
          'Normandy: the D-Day beaches, Deauville and Mont-Saint-Michel',
          'Disneyland Paris',
          'Brussels, Geneva and the Alpine ski resorts',
        ],
      },
      {
        heading: 'Days with several stops',
        paragraphs: [
          `Plan a day with several addresses — up to ${f.maxStops} stops can be added when you book online — as a one-way journey or a round trip with a return date and time. A château in the morning, lunch in a village, a tasting in the afternoon: your chauffeur follows the plan and waits at every stop. Would you like a guide as well? Our private excursions in and around Paris can be combined with your transfer.`,
        ],
      },
      {
        heading: 'Weddings and special occasions',
        paragraphs: [
          'For a wedding, an anniversary or a proposal, we provide an immaculate car and an impeccably dressed chauffeur who knows how to keep to a ceremony’s timetable. We can drive the couple, take family members from the ceremony to the reception, or simply make sure your guests get back to their hotel safely at the end of the night.',
        ],
      },
      {
        heading: 'Special requirements, anticipated',
        paragraphs: [
          'Travelling with children, a pet, sports equipment or a wheelchair? The booking form lets you add baby seats and boosters, skis, golf bags, surfboards or tennis equipment, a manual or electric wheelchair, and your cat or dog. Tell us everything in advance and we will choose the right vehicle and plan the journey accordingly.',
        ],
      },
    ],
    highlights: [
      'Long-distance journeys in France and Europe',
      `Up to ${f.maxStops} stops, one way or return`,
      'Child seats, sports equipment and pets on request',
      `Vehicles for up to ${f.vanPassengers} passengers`,
      'One fixed price for the whole journey',
    ],
    whyChoose: {
      heading: 'Why choose a tailor-made transfer',
      intro: 'Your plans and your timetable — we take care of the road.',
      reasons: [
        { icon: 'route', title: 'Planned around you', text: 'We design the route, the stops and the timing with you, down to the last detail.' },
        { icon: 'map', title: 'France and beyond', text: 'From the Loire Valley to the Alps, Brussels or Geneva, we drive wherever you need to go.' },
        { icon: 'heart', title: 'Occasions that matter', text: 'Weddings and celebrations handled with punctuality and an immaculate car.' },
        { icon: 'users', title: 'Room for everyone', text: `Up to ${f.vanPassengers} passengers and ${f.vanBags} suitcases in the Mercedes V-Class.` },
        { icon: 'sparkle', title: 'Every detail anticipated', text: 'Child seats, skis, golf bags, a wheelchair or a pet: tell us, and it is arranged.' },
        { icon: 'tag', title: 'One clear price', text: 'A single fixed quote for the whole journey, fuel and tolls included.' },
      ],
    },
  },
};
