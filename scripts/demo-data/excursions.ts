export interface DemoExcursion {
  /** URL key: lowercase words joined by '-' */
  key: string;
  title: string;
  titleFr: string;
  tagline: string;
  taglineFr: string;
  description: string;
  descriptionFr: string; // 1–2 sentences, for cards
  longDescription: string;
  longDescriptionFr: string; // 3–5 paragraphs separated by a blank line ("\n\n")
  goodToKnow: string;
  goodToKnowFr: string; // practical notes: duration, pickup, dress, accessibility
  highlights: string[];
  highlightsFr: string[]; // 6–9 real places to visit (same order and count in both)
  included: string[];
  includedFr: string[]; // 4–7 items (private chauffeur, Mercedes V-Class or E-Class, bottled water, hotel pickup, …)
  terms: string[];
  termsFr: string[]; // 2–4 short terms (entrance tickets not included, cancellation per policy, …)
  /** Euros, decimal text without symbol, e.g. '390' or '1250'. */
  price: string;
  photographerChecked: boolean;
  /** One alt text per image file, in file-name order, EN and FR. */
  imageAlts: { en: string; fr: string }[];
}

export const demoExcursions: DemoExcursion[] = [
  {
    key: 'paris-by-night-eiffel-tower-seine',
    title: 'Paris by Night: Eiffel Tower & the Seine',
    titleFr: 'Paris illuminé : tour Eiffel et bords de Seine',
    tagline: 'The City of Light at its most magical, from the comfort of your private Mercedes.',
    taglineFr: 'La Ville Lumière à l’heure où elle scintille, à bord de votre Mercedes privée.',
    description:
      'A three-hour private evening drive past the great illuminated monuments of Paris, ' +
      'with unhurried stops at the Trocadéro for the Eiffel Tower sparkle and on Pont Alexandre III.',
    descriptionFr:
      'Trois heures en soirée, en voiture privée, à travers le Paris des grands monuments illuminés, ' +
      'avec des haltes sans vous presser au Trocadéro pour le scintillement de la tour Eiffel et sur le pont Alexandre-III.',
    longDescription:
      'Your chauffeur meets you in the lobby of your hotel or at your door as dusk settles over the rooftops, ' +
      'and the evening unfolds at your own pace. There is no coach to catch and no crowd to follow: just you, ' +
      'your party of up to seven and a Mercedes V-Class gliding along boulevards that were designed to be admired.\n\n' +
      'The route begins on the Place de la Concorde, where the Luxor Obelisk, more than three thousand years old, ' +
      'stands between its two fountains, then climbs the Champs-Élysées to the Arc de Triomphe and the twelve avenues ' +
      'of the Étoile. A few minutes later you are on the esplanade of the Palais de Chaillot at the Trocadéro, timed so ' +
      'that you are watching when the Eiffel Tower bursts into its five-minute sparkle on the hour.\n\n' +
      'From the Tower, you follow the Seine upstream. Your chauffeur stops on Pont Alexandre III, the most ornate bridge ' +
      'in Paris, with its gilded winged statues and Belle Époque lanterns, then drives past the Musée d’Orsay and the ' +
      'glowing Louvre Pyramid to the Île de la Cité, where Notre-Dame, restored and reopened in December 2024, rises ' +
      'above the river.\n\n' +
      'All evening, your chauffeur shares stories and favourite addresses, and is happy to adapt the route: a detour ' +
      'through the Place Vendôme and past the Opéra Garnier, a glass of champagne on a terrace, or a drop-off at your ' +
      'dinner reservation to end the night.',
    longDescriptionFr:
      'À l’heure où le jour décline sur les toits de Paris, votre chauffeur vous attend dans le hall de votre hôtel ' +
      'ou au pied de votre immeuble, et la soirée se déroule à votre rythme. Pas d’autocar à attraper ni de groupe ' +
      'à suivre : seulement vous, vos proches – jusqu’à sept personnes – et une Mercedes Classe V qui glisse le long ' +
      'de boulevards dessinés pour être admirés.\n\n' +
      'Le parcours commence place de la Concorde, où l’obélisque de Louxor, vieux de plus de trois mille ans, se dresse ' +
      'entre ses deux fontaines, puis remonte les Champs-Élysées jusqu’à l’Arc de Triomphe et aux douze avenues de ' +
      'l’Étoile. Quelques minutes plus tard, vous voici au Trocadéro, sur le parvis du palais de Chaillot, juste à temps ' +
      'pour voir la tour Eiffel se mettre à scintiller, cinq minutes durant, à l’heure pile.\n\n' +
      'Après la Dame de fer, cap à l’est en longeant la Seine. Halte sur le pont Alexandre-III, le plus fastueux de ' +
      'Paris, avec ses Renommées dorées et ses candélabres Belle Époque ; vous passez ensuite devant le musée d’Orsay ' +
      'et la pyramide du Louvre illuminée avant de rejoindre l’île de la Cité, où Notre-Dame, restaurée et rouverte ' +
      'en décembre 2024, domine le fleuve.\n\n' +
      'Tout au long de la soirée, votre chauffeur partage anecdotes et bonnes adresses, et s’adapte volontiers à vos ' +
      'envies : un détour par la place Vendôme et l’Opéra Garnier, une coupe de champagne en terrasse, ou une dépose ' +
      'devant votre restaurant pour finir la soirée.',
    goodToKnow:
      'Duration: about 3 hours, departing at nightfall (around 5 pm in winter, around 9:30 pm in midsummer). ' +
      'Pickup and drop-off at any address in central Paris. Once it is dark, the Eiffel Tower sparkles for five minutes ' +
      'every hour on the hour, and the route is timed around it. Stops are short walks on level ground; the Trocadéro ' +
      'viewpoint, between the two wings of the Palais de Chaillot, is step-free from the square. Wear comfortable shoes ' +
      'and bring a light layer, as the riverside can be breezy even in summer. Child seats on request; a folding ' +
      'wheelchair can travel in the vehicle.',
    goodToKnowFr:
      'Durée : environ 3 heures, départ à la tombée de la nuit (vers 17 h en hiver, vers 21 h 30 au cœur de l’été). ' +
      'Prise en charge et dépose à l’adresse de votre choix dans Paris. Une fois la nuit tombée, la tour Eiffel scintille ' +
      'cinq minutes à chaque heure pile : l’itinéraire est calé en conséquence. Les arrêts se font à pied, sur terrain ' +
      'plat ; le belvédère du Trocadéro, entre les deux ailes du palais de Chaillot, est accessible sans marche depuis ' +
      'la place. Prévoyez des chaussures confortables et une petite laine : les quais sont souvent venteux, même en été. ' +
      'Sièges enfants sur demande ; un fauteuil roulant pliant peut voyager dans le véhicule.',
    highlights: [
      'Place de la Concorde & the Luxor Obelisk',
      'Champs-Élysées',
      'Arc de Triomphe',
      'Trocadéro viewpoint & the Eiffel Tower sparkle',
      'Pont Alexandre III',
      'Louvre Pyramid & Cour Napoléon',
      'Île de la Cité & Notre-Dame Cathedral',
      'Place Vendôme & Opéra Garnier',
    ],
    highlightsFr: [
      'Place de la Concorde et obélisque de Louxor',
      'Avenue des Champs-Élysées',
      'Arc de Triomphe',
      'Trocadéro et scintillement de la tour Eiffel',
      'Pont Alexandre-III',
      'Pyramide du Louvre et cour Napoléon',
      'Île de la Cité et cathédrale Notre-Dame',
      'Place Vendôme et Opéra Garnier',
    ],
    included: [
      'Private English- or French-speaking chauffeur for 3 hours',
      'Mercedes V-Class for up to 7 guests, or E-Class for up to 3',
      'Pickup and drop-off at your hotel or address in central Paris',
      'Chilled bottled water and Wi-Fi on board',
      'Photo stops at the Trocadéro and on Pont Alexandre III',
      'Fuel and all taxes',
    ],
    includedFr: [
      'Chauffeur privé francophone ou anglophone pendant 3 heures',
      'Mercedes Classe V jusqu’à 7 passagers, ou Classe E jusqu’à 3',
      'Prise en charge et dépose à votre hôtel ou à votre adresse dans Paris',
      'Eau minérale fraîche et Wi-Fi à bord',
      'Arrêts photo au Trocadéro et sur le pont Alexandre-III',
      'Carburant et taxes',
    ],
    terms: [
      'Seine cruises, drinks and restaurant bills are not included.',
      'Extra time is charged by the hour, subject to availability.',
      'Cancellation as per our booking and cancellation policy.',
    ],
    termsFr: [
      'Croisière sur la Seine, consommations et repas non compris.',
      'Heures supplémentaires facturées à l’heure, selon disponibilité.',
      'Annulation selon nos conditions de réservation et d’annulation.',
    ],
    price: '390',
    photographerChecked: false,
    imageAlts: [
      {
        en: 'Illustration of the Eiffel Tower at dusk above the Seine, with a stone bridge and city lights reflected in the river',
        fr: 'Illustration de la tour Eiffel au crépuscule au-dessus de la Seine, avec un pont de pierre et les lumières de la ville qui se reflètent dans l’eau',
      },
      {
        en: 'Illustration of Pont Alexandre III at night, with its gilded statues and lanterns, and the Eiffel Tower in the distance',
        fr: 'Illustration du pont Alexandre-III la nuit, avec ses statues dorées et ses candélabres, la tour Eiffel au loin',
      },
      {
        en: 'Illustration of a black chauffeur-driven Mercedes van on the Champs-Élysées, with the Arc de Triomphe at dusk',
        fr: 'Illustration d’un van Mercedes noir avec chauffeur sur les Champs-Élysées, devant l’Arc de Triomphe au crépuscule',
      },
    ],
  },
  {
    key: 'versailles-palace-private-day-trip',
    title: 'Palace of Versailles Private Day Trip',
    titleFr: 'Journée privée au château de Versailles',
    tagline: 'The Sun King’s palace, gardens and Trianon estate, with door-to-door chauffeur service.',
    taglineFr: 'Le château du Roi-Soleil, ses jardins et le domaine de Trianon, avec chauffeur de porte à porte.',
    description:
      'A full day at Versailles at your own pace: the Hall of Mirrors and the State Apartments in the morning, ' +
      'the gardens and Marie Antoinette’s Trianon estate in the afternoon, with your chauffeur waiting on site.',
    descriptionFr:
      'Une journée entière à Versailles, à votre rythme : la galerie des Glaces et les Grands Appartements le matin, ' +
      'les jardins et le domaine de Marie-Antoinette l’après-midi, avec votre chauffeur à disposition sur place.',
    longDescription:
      'Your day begins with an early pickup in Paris, so that you reach the gates of Versailles, some twenty ' +
      'kilometres west of the city, ahead of the first timed entries. In about forty-five minutes your Mercedes leaves ' +
      'the city behind and sets you down a short walk from the gilded Royal Gate, far from the coach queues and train ' +
      'connections.\n\n' +
      'Inside, the State Apartments lead you through the world of Louis XIV’s court, from the Royal Chapel to the ' +
      'King’s Bedchamber, towards the high point of any visit: the Hall of Mirrors, 73 metres long, where 357 mirrors ' +
      'face seventeen tall windows over the gardens, and where the Treaty of Versailles was signed in 1919. On request, ' +
      'a licensed guide can join you for the palace visit to bring the intrigues of the court to life.\n\n' +
      'After lunch, at Ore, Alain Ducasse’s restaurant inside the palace, or in a brasserie of the old town around the ' +
      'Notre-Dame market, the afternoon belongs to the gardens laid out by André Le Nôtre: the Latona Fountain, the ' +
      'Orangery parterre, the Apollo Fountain and the Grand Canal, where you can hire a rowing boat or an electric ' +
      'cart. On selected days from April to October, the Musical Fountains Show sets the groves dancing to baroque music.\n\n' +
      'The day ends at the Trianon estate, Marie Antoinette’s private world: the Grand Trianon and its pink marble ' +
      'colonnade, the Petit Trianon and the Queen’s Hamlet, a storybook village of thatched cottages around a lake. ' +
      'Your chauffeur collects you from the nearest gate, sparing you the long walk back across the park, and drives ' +
      'you back to Paris in time for dinner.',
    longDescriptionFr:
      'Votre journée commence tôt à Paris, pour arriver aux grilles de Versailles, à une vingtaine de kilomètres à ' +
      'l’ouest de la capitale, avant les premiers créneaux de visite. En trois quarts d’heure environ, votre Mercedes ' +
      'quitte la ville et vous dépose à quelques pas de la grille royale dorée, loin des files d’autocars et des ' +
      'correspondances de RER.\n\n' +
      'À l’intérieur, les Grands Appartements vous plongent dans la cour de Louis XIV, de la chapelle royale à la ' +
      'chambre du Roi, jusqu’au point d’orgue de toute visite : la galerie des Glaces, longue de 73 mètres, où ' +
      '357 miroirs font face à dix-sept hautes fenêtres ouvertes sur les jardins, et où fut signé le traité de ' +
      'Versailles en 1919. Sur demande, un guide-conférencier peut vous accompagner au château pour vous conter les ' +
      'intrigues de la cour.\n\n' +
      'Après le déjeuner – chez Ore, la table d’Alain Ducasse au cœur du château, ou dans une brasserie du vieux ' +
      'Versailles, autour du marché Notre-Dame –, l’après-midi appartient aux jardins dessinés par André Le Nôtre : ' +
      'bassin de Latone, parterre de l’Orangerie, bassin d’Apollon et Grand Canal, où l’on peut louer une barque ou ' +
      'une voiturette électrique. Certains jours, d’avril à octobre, les Grandes Eaux musicales font danser les ' +
      'bosquets au son de la musique baroque.\n\n' +
      'La journée s’achève au domaine de Trianon, l’univers intime de Marie-Antoinette : le Grand Trianon et sa ' +
      'colonnade de marbre rose, le Petit Trianon et le Hameau de la Reine, village de conte aux chaumières groupées ' +
      'autour d’un étang. Votre chauffeur vient vous chercher à la grille la plus proche, pour vous épargner la longue ' +
      'traversée du parc, et vous ramène à Paris à temps pour le dîner.',
    goodToKnow:
      'Duration: about 8 hours door to door, with pickup from 8 am. The palace is closed on Mondays and on 1 January, ' +
      '1 May and 25 December; Tuesdays and weekends are the busiest days, so we recommend Wednesday to Friday. Entry to ' +
      'the palace is by timed ticket, best booked in advance (the Passport ticket covers the palace, the Trianon estate ' +
      'and the gardens); the Trianon estate opens at noon. Expect to walk 8 km or more, partly on gravel paths, so ' +
      'comfortable shoes are essential. Wheelchairs can be borrowed free of charge at the palace, and the main visitor ' +
      'route has lifts.',
    goodToKnowFr:
      'Durée : environ 8 heures de porte à porte, départ à partir de 8 h. Le château est fermé le lundi ainsi que les ' +
      '1er janvier, 1er mai et 25 décembre ; le mardi et le week-end étant les jours les plus chargés, nous vous ' +
      'conseillons de venir du mercredi au vendredi. L’entrée au château se fait sur créneau horaire : mieux vaut ' +
      'réserver vos billets à l’avance (le billet Passeport donne accès au château, au domaine de Trianon et aux ' +
      'jardins). Le domaine de Trianon n’ouvre qu’à midi. Comptez 8 km de marche ou plus, en partie sur des allées ' +
      'gravillonnées : de bonnes chaussures sont indispensables. Des fauteuils roulants sont prêtés gratuitement sur ' +
      'place et le circuit de visite principal est équipé d’ascenseurs.',
    highlights: [
      'Royal Gate & Marble Courtyard',
      'Royal Chapel',
      'King’s State Apartments',
      'Hall of Mirrors',
      'Queen’s State Apartment',
      'Latona Fountain & Water Parterre',
      'Grand Canal & Apollo Fountain',
      'Grand Trianon & Petit Trianon',
      'Queen’s Hamlet',
    ],
    highlightsFr: [
      'Grille royale et cour de Marbre',
      'Chapelle royale',
      'Grands Appartements du Roi',
      'Galerie des Glaces',
      'Grand Appartement de la Reine',
      'Bassin de Latone et parterre d’Eau',
      'Grand Canal et bassin d’Apollon',
      'Grand Trianon et Petit Trianon',
      'Hameau de la Reine',
    ],
    included: [
      'Private chauffeur at your disposal for 8 hours',
      'Mercedes V-Class for up to 7 guests, or E-Class for up to 3',
      'Pickup and drop-off at your hotel or address in Paris',
      'Chilled bottled water and Wi-Fi on board',
      'Waiting time on site and pickup at the gate of your choice',
      'Help booking your timed palace tickets',
    ],
    includedFr: [
      'Chauffeur privé à votre disposition pendant 8 heures',
      'Mercedes Classe V jusqu’à 7 passagers, ou Classe E jusqu’à 3',
      'Prise en charge et dépose à votre hôtel ou à votre adresse à Paris',
      'Eau minérale fraîche et Wi-Fi à bord',
      'Attente sur place et reprise à la grille de votre choix',
      'Aide à la réservation de vos billets horodatés',
    ],
    terms: [
      'Palace, Trianon and Musical Fountains tickets are not included.',
      'A licensed guide is available on request, at extra cost.',
      'Not available on Mondays, when the palace is closed.',
      'Cancellation as per our booking and cancellation policy.',
    ],
    termsFr: [
      'Billets du château, de Trianon et des Grandes Eaux non compris.',
      'Guide-conférencier disponible sur demande, avec supplément.',
      'Excursion non proposée le lundi, jour de fermeture du château.',
      'Annulation selon nos conditions de réservation et d’annulation.',
    ],
    price: '890',
    photographerChecked: false,
    imageAlts: [
      {
        en: 'Illustration of the garden façade of the Palace of Versailles, with formal parterres and fountains',
        fr: 'Illustration de la façade du château de Versailles côté jardins, avec ses parterres et ses fontaines',
      },
      {
        en: 'Illustration of the Hall of Mirrors, with its mirrored arches, gilded statues and crystal chandeliers',
        fr: 'Illustration de la galerie des Glaces, avec ses arcades de miroirs, ses statues dorées et ses lustres de cristal',
      },
      {
        en: 'Illustration of the pink marble colonnade of the Grand Trianon at sunset, seen from its gardens',
        fr: 'Illustration de la colonnade de marbre rose du Grand Trianon au coucher du soleil, vue depuis les jardins',
      },
    ],
  },
  {
    key: 'montmartre-sacre-coeur-left-bank',
    title: 'Montmartre, Sacré-Cœur & the Left Bank',
    titleFr: 'Montmartre, le Sacré-Cœur et la Rive gauche',
    tagline: 'Artists’ Paris, from the village on the hill to the cafés of Saint-Germain.',
    taglineFr: 'Le Paris des artistes, du village de la Butte aux cafés de Saint-Germain.',
    description:
      'A private four-hour half day linking the two artistic hearts of Paris: the lanes, painters and basilica of ' +
      'Montmartre, then the literary cafés and gardens of the Left Bank.',
    descriptionFr:
      'Une demi-journée privée de quatre heures entre les deux cœurs artistiques de Paris : les ruelles, les peintres ' +
      'et la basilique de Montmartre, puis les cafés littéraires et les jardins de la Rive gauche.',
    longDescription:
      'Montmartre still feels like the village it was before Paris absorbed it in 1860. Your chauffeur drives you past ' +
      'the red sails of the Moulin Rouge on the Boulevard de Clichy, then winds up the hill and sets you down close to ' +
      'the top, so the steepest climbs are behind you before you take your first step.\n\n' +
      'From there, the morning is yours to stroll: the white domes of the Sacré-Cœur Basilica, built of Château-Landon ' +
      'stone that whitens with every shower, and its panorama over the rooftops of Paris; the painters’ easels on the ' +
      'Place du Tertre; the vines of the Clos Montmartre; and the pink walls and green shutters of La Maison Rose on ' +
      'the corner of Rue de l’Abreuvoir, one of the most photographed cafés in Paris.\n\n' +
      'On the way down towards Abbesses, the Wall of Love in Square Jehan-Rictus says “I love you” in more than 250 ' +
      'languages. Then you cross the Seine to the Left Bank: facing the church of Saint-Germain-des-Prés, whose ' +
      'Romanesque bell tower has watched over the quarter for a thousand years, Les Deux Magots and the Café de Flore ' +
      'still echo with the days of Sartre, Simone de Beauvoir and Hemingway.\n\n' +
      'The tour ends with a walk in the Luxembourg Gardens, between the Medici Fountain, the Senate palace and the toy ' +
      'sailing boats of the Grand Bassin, or, if you prefer, at Shakespeare and Company, facing Notre-Dame. Your ' +
      'chauffeur then takes you back to your hotel, unless you would rather linger over lunch.',
    longDescriptionFr:
      'Montmartre a gardé l’âme du village qu’il était avant son rattachement à Paris, en 1860. Votre chauffeur vous ' +
      'fait passer devant les ailes rouges du Moulin Rouge, boulevard de Clichy, puis grimpe les lacets de la Butte ' +
      'pour vous déposer tout près du sommet : les montées les plus raides sont derrière vous avant même le premier pas.\n\n' +
      'Place ensuite à la flânerie : les dômes blancs de la basilique du Sacré-Cœur, bâtie en pierre de Château-Landon ' +
      'qui blanchit à chaque averse, et son panorama sur les toits de Paris ; les chevalets des peintres de la place du ' +
      'Tertre ; les vignes du Clos-Montmartre ; la façade rose et les volets verts de La Maison Rose, à l’angle de la ' +
      'rue de l’Abreuvoir, l’un des cafés les plus photographiés de Paris.\n\n' +
      'En redescendant vers les Abbesses, le mur des je t’aime, square Jehan-Rictus, décline « je t’aime » dans plus ' +
      'de 250 langues. Cap ensuite sur la Rive gauche : face à l’église Saint-Germain-des-Prés, dont le clocher roman ' +
      'veille sur le quartier depuis mille ans, Les Deux Magots et le Café de Flore gardent le souvenir de Sartre, de ' +
      'Simone de Beauvoir et d’Hemingway.\n\n' +
      'La promenade se termine au jardin du Luxembourg, entre la fontaine Médicis, le palais du Sénat et les petits ' +
      'voiliers du Grand Bassin – ou, si vous le préférez, chez Shakespeare and Company, face à Notre-Dame. Votre ' +
      'chauffeur vous raccompagne ensuite à votre hôtel, à moins que vous ne choisissiez de vous attarder pour déjeuner.',
    goodToKnow:
      'Duration: about 4 hours, morning or afternoon; we recommend a 9 am start, while Montmartre is still quiet. ' +
      'Pickup and drop-off at any address in Paris. The hill is steep and cobbled: your chauffeur drops you as close ' +
      'to the top as possible, but please wear flat, comfortable shoes. The basilica is free to enter; shoulders ' +
      'should be covered and hats removed. The climb to the dome (about 300 steps, paid) is not suitable for visitors ' +
      'with reduced mobility. Wheelchair users can reach the basilica forecourt by the Montmartre funicular: let us ' +
      'know in advance and we will plan the route accordingly.',
    goodToKnowFr:
      'Durée : environ 4 heures, le matin ou l’après-midi ; nous conseillons un départ à 9 h, quand Montmartre est ' +
      'encore paisible. Prise en charge et dépose à l’adresse de votre choix dans Paris. La Butte est pentue et pavée : ' +
      'votre chauffeur vous dépose au plus près du sommet, mais prévoyez des chaussures plates et confortables. ' +
      'L’entrée de la basilique est gratuite ; épaules couvertes et tête découverte sont de rigueur. La montée au dôme ' +
      '(environ 300 marches, payante) n’est pas adaptée aux personnes à mobilité réduite. En fauteuil roulant, le ' +
      'funiculaire de Montmartre permet de rejoindre le parvis de la basilique : prévenez-nous et nous adapterons ' +
      'l’itinéraire.',
    highlights: [
      'Moulin Rouge',
      'Sacré-Cœur Basilica & its dome',
      'Place du Tertre',
      'Clos Montmartre vineyard',
      'La Maison Rose & Rue de l’Abreuvoir',
      'Wall of Love (Le Mur des je t’aime)',
      'Saint-Germain-des-Prés church & literary cafés',
      'Luxembourg Gardens & Medici Fountain',
      'Shakespeare and Company',
    ],
    highlightsFr: [
      'Moulin Rouge',
      'Basilique du Sacré-Cœur et son dôme',
      'Place du Tertre',
      'Vigne du Clos-Montmartre',
      'La Maison Rose et rue de l’Abreuvoir',
      'Le mur des je t’aime',
      'Église Saint-Germain-des-Prés et cafés littéraires',
      'Jardin du Luxembourg et fontaine Médicis',
      'Librairie Shakespeare and Company',
    ],
    included: [
      'Private chauffeur for 4 hours',
      'Mercedes V-Class for up to 7 guests, or E-Class for up to 3',
      'Pickup and drop-off at your hotel or address in Paris',
      'Chilled bottled water and Wi-Fi on board',
      'Drop-off near the top of Montmartre to spare you the climb',
    ],
    includedFr: [
      'Chauffeur privé pendant 4 heures',
      'Mercedes Classe V jusqu’à 7 passagers, ou Classe E jusqu’à 3',
      'Prise en charge et dépose à votre hôtel ou à votre adresse à Paris',
      'Eau minérale fraîche et Wi-Fi à bord',
      'Dépose au plus près du sommet de la Butte pour vous éviter la montée',
    ],
    terms: [
      'Dome climb, funicular tickets, food and drinks are not included.',
      'A licensed walking guide is available on request, at extra cost.',
      'Cancellation as per our booking and cancellation policy.',
    ],
    termsFr: [
      'Montée au dôme, funiculaire, repas et consommations non compris.',
      'Guide-conférencier disponible sur demande, avec supplément.',
      'Annulation selon nos conditions de réservation et d’annulation.',
    ],
    price: '490',
    photographerChecked: true,
    imageAlts: [
      {
        en: 'Illustration of the white domes of the Sacré-Cœur Basilica on the hill of Montmartre, above the rooftops of Paris',
        fr: 'Illustration des dômes blancs de la basilique du Sacré-Cœur sur la butte Montmartre, au-dessus des toits de Paris',
      },
      {
        en: 'Illustration of a cobbled Montmartre street with a pink café with green shutters and the dome of Sacré-Cœur behind',
        fr: 'Illustration d’une rue pavée de Montmartre, avec un café rose aux volets verts et le dôme du Sacré-Cœur en arrière-plan',
      },
      {
        en: 'Illustration of a Saint-Germain-des-Prés café terrace with awnings, facing the Romanesque bell tower of the church',
        fr: 'Illustration d’une terrasse de café à Saint-Germain-des-Prés, sous ses auvents, face au clocher roman de l’église',
      },
    ],
  },
];
