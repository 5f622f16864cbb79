// French body copy of the six service pages (the hero texts are the dictionary's `page.<id>.*`).
// French typography, as in the dictionaries: a no-break space (\u00a0) before ':' and between a
// number and its unit, a narrow no-break space (\u202f) before ';', '?' and '!'.
import { facts } from './fleet-facts.ts';
import type { ServiceContentSet } from './types.ts';

const f = facts;

export const frServiceContent: ServiceContentSet = {
  taxi: {
    serviceType: 'Taxi privé et visites de Paris',
    lead: 'Paris se savoure mieux sans surveiller un compteur ni chercher un taxi à la sortie d’un restaurant à minuit. Notre service de taxi en ville met à votre disposition une voiture privée et un chauffeur professionnel pour tous vos trajets dans la capitale et ses environs — réservés à l’avance, à un prix convenu avant le départ, et conduits avec la discrétion que vous attendez d’un service haut de gamme.',
    sections: [
      {
        heading: 'Des trajets de porte à porte dans Paris',
        paragraphs: [
          `D’un hôtel de la rive droite à un dîner à Saint-Germain, d’une soirée à l’Opéra Garnier à un rendez-vous à La Défense, votre chauffeur vous prend en charge à l’adresse exacte et vous dépose devant la porte. Pas de file d’attente à la station de taxis, pas de tarif qui s’envole un soir de pluie\u00a0: le prix est fixé dans votre devis et comprend le chauffeur, le carburant et les péages. Réservez un aller simple, un aller-retour pour une soirée, ou un trajet avec jusqu’à ${f.maxStops}\u00a0arrêts en chemin.`,
        ],
      },
      {
        heading: 'Des visites privées de Paris, à votre rythme',
        paragraphs: [
          'Découvrez Paris dans le confort d’une voiture privée. Votre chauffeur compose un itinéraire autour des monuments que vous souhaitez voir et s’arrête là où vous voulez descendre, pour une photo ou une promenade. Beaucoup de nos clients choisissent une visite en soirée, quand les monuments s’illuminent et que les rues sont plus calmes. Vous préférez un guide et un itinéraire établi\u202f? Nos excursions privées sont faites pour vous.',
        ],
        list: [
          'La tour Eiffel depuis le Trocadéro',
          'Les Champs-Élysées et l’Arc de triomphe',
          'Le Louvre et le jardin des Tuileries',
          'Notre-Dame et le Quartier latin',
          'Montmartre et le Sacré-Cœur',
          'Paris la nuit, quand les monuments s’illuminent',
        ],
      },
      {
        heading: 'Une voiture à la hauteur de l’occasion',
        paragraphs: [
          `Voyagez à bord de la berline électrique Lexus, de la Mercedes Classe\u00a0E ou — pour les familles et les groupes jusqu’à ${f.vanPassengers}\u00a0personnes — de la Mercedes Classe\u00a0V. Toutes nos voitures sont climatisées et parfaitement entretenues, avec des bouteilles d’eau à bord. Sièges bébé et rehausseurs sont disponibles sur demande\u00a0: il suffit de le préciser lors de la réservation.`,
        ],
      },
      {
        heading: 'Réserver votre trajet',
        paragraphs: [
          `Indiquez-nous votre adresse de prise en charge, votre destination, la date et l’heure via notre formulaire en ligne, au moins ${f.leadTimeHours}\u00a0heures à l’avance\u202f; pour un trajet plus urgent, appelez-nous ou écrivez-nous sur WhatsApp, nous ferons tout notre possible. Nous vous répondons par e-mail avec un devis personnalisé et un lien de paiement sécurisé\u202f; votre réservation est confirmée, avec un numéro de référence, dès réception du paiement.`,
        ],
      },
    ],
    highlights: [
      'Prise en charge à n’importe quelle adresse de Paris',
      'Un prix fixe convenu avant le départ',
      'Chauffeur, carburant et péages compris',
      `Aller simple, aller-retour ou jusqu’à ${f.maxStops}\u00a0arrêts`,
      'Jour et nuit, 7\u00a0jours sur\u00a07',
    ],
    whyChoose: {
      heading: 'Pourquoi choisir notre service de taxi en ville',
      intro: 'Se déplacer en voiture privée à Paris doit être une évidence. Voici ce qui fait la différence.',
      reasons: [
        { icon: 'tag', title: 'Pas de compteur', text: 'Votre tarif est fixé dans le devis, quelle que soit la circulation sur le périphérique.' },
        {
          icon: 'map',
          title: 'Des chauffeurs qui connaissent Paris',
          text: 'Les itinéraires les plus rapides, les bons points de dépose et les plus beaux points de vue, appris rue après rue.',
        },
        { icon: 'moon', title: 'Jour et nuit', text: 'Un dîner, le théâtre ou un vol tardif\u00a0: nous roulons à toute heure, tous les jours de l’année.' },
        {
          icon: 'route',
          title: 'Plusieurs arrêts, une seule réservation',
          text: `Enchaînez jusqu’à ${f.maxStops}\u00a0arrêts — une boutique, un restaurant, un point de vue — en un seul trajet.`,
        },
        {
          icon: 'languages',
          title: 'Des chauffeurs bilingues',
          text: 'Votre chauffeur parle français et anglais, et vous raconte volontiers l’histoire de la ville.',
        },
        { icon: 'shield', title: 'Discrétion et sécurité', text: 'Des chauffeurs professionnels agréés et des voitures impeccables, à chaque trajet.' },
      ],
    },
  },

  airporttransfers: {
    serviceType: 'Transfert aéroport',
    lead: 'Après un long vol, la dernière chose dont vous avez envie, c’est d’une file d’attente à la station de taxis ou d’une navette bondée. Avec notre service de transfert aéroport, un chauffeur privé vous attend à votre arrivée à Paris-Charles-de-Gaulle, Paris-Orly ou Beauvais-Tillé, et vous conduit directement à votre hôtel, chez vous ou à votre bureau — à un prix fixe convenu à l’avance, à toute heure.',
    sections: [
      {
        heading: 'Tous les aéroports parisiens, tous les terminaux',
        paragraphs: [
          'Nous desservons les trois aéroports de Paris, dans les deux sens. À Roissy-Charles-de-Gaulle, votre chauffeur vous accueille au terminal\u00a01, dans n’importe quel hall du terminal\u00a02, de 2A à 2G, ou au terminal\u00a03. À Orly, nous assurons la prise en charge à Orly\u00a01, 2, 3 et 4. Vous voyagez sur une compagnie à bas coût au départ de Beauvais, à environ une heure et demie au nord de Paris\u202f? Nous vous y conduisons aussi, bien plus confortablement qu’en car. Les passagers de l’aviation d’affaires à Paris-Le Bourget sont également les bienvenus.',
        ],
        list: [
          'Roissy-Charles-de-Gaulle (CDG)\u00a0: terminal\u00a01, terminal\u00a02 (2A à 2G) et terminal\u00a03',
          'Orly (ORY)\u00a0: Orly\u00a01, 2, 3 et 4',
          'Beauvais-Tillé (BVA)',
          'Terminaux d’aviation d’affaires de Paris-Le Bourget',
        ],
      },
      {
        heading: 'Un accueil personnalisé dans le hall des arrivées',
        paragraphs: [
          `Pour une arrivée, indiquez-nous votre numéro de vol lors de la réservation. Nous suivons votre vol en temps réel\u00a0: si vous atterrissez en avance ou en retard, votre chauffeur s’adapte à votre heure d’arrivée réelle. Il vous attend dans le hall des arrivées avec une pancarte à votre nom et vous aide à porter vos bagages jusqu’à la voiture. Chaque transfert comprend ${f.includedWaitingMinutes}\u00a0minutes d’attente, le temps de passer le contrôle des passeports et de récupérer vos valises.`,
        ],
      },
      {
        heading: 'Des départs sans stress',
        paragraphs: [
          `Pour un départ, nous convenons avec vous de l’heure de prise en charge en fonction de votre compagnie, de votre terminal et de la circulation sur l’A1 ou l’A6 à ce moment de la journée. Votre chauffeur vous contacte ${f.chauffeurCallMinutes}\u00a0minutes avant la prise en charge, charge vos bagages et vous dépose devant votre terminal. Un vol à l’aube\u202f? Aucun problème\u00a0: nous travaillons jour et nuit, toute l’année.`,
        ],
      },
      {
        heading: 'De la place pour les familles, les groupes et les bagages',
        paragraphs: [
          `Une Lexus ou une Mercedes Classe\u00a0E accueille jusqu’à ${f.sedanPassengers}\u00a0passagers et ${f.sedanBags}\u00a0valises\u202f; la Mercedes Classe\u00a0V, jusqu’à ${f.vanPassengers}\u00a0passagers et ${f.vanBags}\u00a0valises. Des skis, des sacs de golf, une poussette ou un fauteuil roulant pliant\u202f? Indiquez-le dans le formulaire de réservation, avec les sièges bébé ou rehausseurs nécessaires, et nous veillons à ce que tout trouve sa place.`,
        ],
      },
    ],
    highlights: [
      'Suivi de votre vol grâce à son numéro',
      'Une pancarte à votre nom dans le hall des arrivées',
      `${f.includedWaitingMinutes}\u00a0minutes d’attente comprises`,
      'Aide pour vos bagages, de porte à porte',
      'Prix fixe\u00a0: chauffeur, carburant et péages compris',
    ],
    whyChoose: {
      heading: 'Pourquoi nous confier votre transfert aéroport',
      intro: 'Atterrir à Paris devrait être la partie la plus simple de votre voyage.',
      reasons: [
        { icon: 'plane', title: 'Vols suivis en temps réel', text: 'En avance ou en retard, votre chauffeur s’adapte à votre heure d’atterrissage réelle.' },
        {
          icon: 'signboard',
          title: 'Accueil personnalisé',
          text: 'Votre chauffeur vous attend dans le hall des arrivées, une pancarte à votre nom à la main.',
        },
        {
          icon: 'clock',
          title: `${f.includedWaitingMinutes}\u00a0minutes d’attente comprises`,
          text: 'Le temps du contrôle des passeports et du tapis à bagages, déjà inclus dans votre prix.',
        },
        {
          icon: 'luggage',
          title: 'De la place pour tous vos bagages',
          text: `Jusqu’à ${f.vanBags}\u00a0valises dans la Classe\u00a0V, plus skis, sacs de golf ou poussette sur demande.`,
        },
        { icon: 'tag', title: 'Un prix connu d’avance', text: 'Ni compteur ni surprise\u00a0: le prix de votre devis est celui que vous payez.' },
        {
          icon: 'moon',
          title: 'Premier vol ou dernier',
          text: 'Nous roulons 24\u00a0h/24\u00a0: un départ à l’aube ou une arrivée à minuit ne pose jamais problème.',
        },
      ],
    },
  },

  stationtransfers: {
    serviceType: 'Transfert gare',
    lead: 'Paris compte six grandes gares, toutes très fréquentées, chacune avec sa file d’attente de taxis. Notre service de transfert gare vous libère de toute incertitude, à l’arrivée comme au départ\u00a0: votre chauffeur privé vous accueille à la descente du train, prend en charge vos bagages et vous conduit directement à destination, à un prix fixe convenu avant le voyage.',
    sections: [
      {
        heading: 'Toutes les gares parisiennes',
        paragraphs: [
          'Nous assurons la prise en charge et la dépose dans toutes les grandes gares de Paris et dans les gares TGV d’Île-de-France. Que vous arriviez par l’Eurostar de Londres, par un TGV de la Côte d’Azur ou par un train de nuit des Pyrénées, nous savons où attendre et quelle sortie est la plus proche de la voiture.',
        ],
        list: [
          'Gare du Nord — Eurostar depuis Londres, Bruxelles et Amsterdam',
          'Gare de Lyon — TGV depuis Lyon, Marseille, Nice, les Alpes et la Suisse',
          'Gare Montparnasse — Bordeaux, la Bretagne et la côte atlantique',
          'Gare de l’Est — Strasbourg, Reims et l’Allemagne',
          'Gare Saint-Lazare — la Normandie',
          'Gare d’Austerlitz — Intercités et trains de nuit',
          'Marne-la-Vallée-Chessy et Massy TGV',
        ],
      },
      {
        heading: 'Accueil sur le quai, sans file d’attente',
        paragraphs: [
          `Indiquez-nous votre numéro de train lors de la réservation\u00a0: nous suivons son heure d’arrivée. Votre chauffeur vous attend à la sortie de votre quai, ou à un point de rendez-vous convenu à l’avance, avec une pancarte à votre nom\u202f; il vous aide ensuite à porter vos bagages à travers la foule et vous conduit jusqu’à la voiture. Chaque transfert comprend ${f.includedWaitingMinutes}\u00a0minutes d’attente\u00a0: un quai bondé ou une longue marche le long du train ne sont jamais un souci.`,
        ],
      },
      {
        heading: 'Prendre votre train en toute sérénité',
        paragraphs: [
          `Pour un départ, nous fixons l’heure de prise en charge en fonction de l’heure de votre train et de la circulation à ce moment-là, pour que vous arriviez en gare avec de l’avance — en particulier pour l’Eurostar, où les contrôles de sécurité et de passeports précèdent l’embarquement. Votre chauffeur vous contacte ${f.chauffeurCallMinutes}\u00a0minutes avant la prise en charge et vous dépose au plus près de l’entrée de la gare.`,
        ],
      },
      {
        heading: 'D’une gare à l’autre',
        paragraphs: [
          `Changer de train à Paris signifie souvent traverser la ville — de la gare du Nord à la gare de Lyon, ou de Montparnasse à la gare de l’Est — avec tous vos bagages et une correspondance serrée. Un transfert privé entre deux gares est la façon la plus sereine de ne pas la manquer, et la Mercedes Classe\u00a0V accueille jusqu’à ${f.vanPassengers}\u00a0passagers et ${f.vanBags}\u00a0valises.`,
        ],
      },
    ],
    highlights: [
      'Suivi de votre train grâce à son numéro',
      'Une pancarte à votre nom au quai ou au point de rendez-vous',
      `${f.includedWaitingMinutes}\u00a0minutes d’attente comprises`,
      'Aide pour vos bagages dans la gare',
      'Prix fixe, de jour comme de nuit',
    ],
    whyChoose: {
      heading: 'Pourquoi nous confier votre transfert gare',
      intro: 'La fin d’un voyage en train doit être aussi douce que le trajet lui-même.',
      reasons: [
        { icon: 'train', title: 'Trains suivis', text: 'Un TGV ou un Eurostar en retard\u202f? Votre chauffeur s’adapte à l’heure d’arrivée réelle.' },
        { icon: 'signboard', title: 'Accueil au quai', text: 'Inutile de chercher dans le hall\u00a0: votre chauffeur vous trouve, pancarte à la main.' },
        { icon: 'luggage', title: 'Les mains libres', text: 'Votre chauffeur porte vos bagages du quai jusqu’à la voiture.' },
        { icon: 'route', title: 'Correspondances de gare à gare', text: 'Traversez Paris entre deux trains, sans le métro et ses escaliers.' },
        {
          icon: 'clock',
          title: `${f.includedWaitingMinutes}\u00a0minutes d’attente comprises`,
          text: 'Quais bondés et trains interminables sont déjà prévus dans votre prix.',
        },
        { icon: 'tag', title: 'Prix fixe', text: 'Votre devis comprend le chauffeur, le carburant et les péages\u00a0: pas de compteur, pas de surprise.' },
      ],
    },
  },

  hourlychauffeur: {
    serviceType: 'Mise à disposition d’un chauffeur à l’heure',
    lead: 'Certaines journées ne tiennent pas en un seul trajet. Avec notre service de chauffeur à l’heure, une voiture et un chauffeur professionnel restent à votre disposition aussi longtemps que nécessaire\u00a0: votre chauffeur vous conduit d’un rendez-vous à l’autre, vous attend pendant vos rendez-vous et se tient prêt dès votre sortie — vous n’aurez plus à chercher de voiture de la journée.',
    sections: [
      {
        heading: 'Votre agenda, votre chauffeur',
        paragraphs: [
          'Rendez-vous qui s’enchaînent, visites de biens immobiliers, après-midi shopping avenue Montaigne et rue du Faubourg-Saint-Honoré, dîner suivi d’un spectacle\u00a0: vous donnez le rythme, votre chauffeur s’adapte. Vos plans changent en cours de journée\u202f? Dites-le simplement à votre chauffeur — l’itinéraire vous suit, dans la limite du temps réservé.',
        ],
      },
      {
        heading: 'Comment réserver à l’heure',
        paragraphs: [
          `Dans le formulaire de réservation, saisissez votre première adresse de prise en charge et votre destination finale, puis ajoutez les heures pendant lesquelles votre chauffeur reste avec vous — jusqu’à ${f.extraHoursMax}\u00a0heures supplémentaires en ligne\u202f; les missions plus longues s’organisent par e-mail ou par téléphone. Nous vous répondons avec un devis unique et fixe pour toute la période, chauffeur, carburant et péages compris, accompagné d’un lien de paiement sécurisé.`,
        ],
      },
      {
        heading: 'La bonne voiture pour la journée',
        paragraphs: [
          `Choisissez le confort silencieux de la berline électrique Lexus, avec Wi-Fi à bord, ou de la Mercedes Classe\u00a0E, chacune pour ${f.sedanPassengers}\u00a0passagers au plus. Pour une famille, une délégation ou un groupe d’amis, la Mercedes Classe\u00a0V accueille jusqu’à ${f.vanPassengers}\u00a0personnes, elle aussi avec Wi-Fi — et beaucoup de place pour vos achats.`,
        ],
      },
      {
        heading: 'La discrétion, naturellement',
        paragraphs: [
          'Nos chauffeurs ont l’habitude d’attendre discrètement devant les bureaux, les hôtels et les résidences privées, en gardant vos affaires en sécurité dans la voiture et vos conversations confidentielles. Que votre journée commence à l’aube ou se termine après minuit, votre chauffeur est là, en tenue impeccable et à l’heure.',
        ],
      },
    ],
    highlights: [
      'Une voiture et un chauffeur pour toute la période',
      'Arrêts et attente au gré de votre journée',
      `Jusqu’à ${f.extraHoursMax}\u00a0heures supplémentaires réservables en ligne`,
      'Un prix fixe pour toute la période',
      'Chauffeur, carburant et péages compris',
    ],
    whyChoose: {
      heading: 'Pourquoi réserver un chauffeur à l’heure',
      intro: 'La liberté de changer vos plans, sans jamais attendre une voiture.',
      reasons: [
        {
          icon: 'hourglass',
          title: 'Le temps joue pour vous',
          text: 'Votre chauffeur vous attend pendant vos rendez-vous\u00a0: plus besoin de chercher un taxi entre deux adresses.',
        },
        {
          icon: 'route',
          title: 'Un itinéraire flexible',
          text: 'Ajoutez un arrêt ou changez l’ordre de votre journée en le disant simplement à votre chauffeur.',
        },
        { icon: 'briefcase', title: 'Vos affaires en sécurité', text: 'Laissez vos achats ou vos documents dans la voiture et poursuivez votre journée.' },
        { icon: 'wifi', title: 'Travailler en route', text: 'Le Wi-Fi à bord de la Lexus et de la Classe\u00a0V vous garde connecté entre deux réunions.' },
        { icon: 'tag', title: 'Un prix fixe unique', text: 'Toute la période est chiffrée à l’avance\u00a0: aucun compteur ne tourne entre les arrêts.' },
        {
          icon: 'lock',
          title: 'Une discrétion totale',
          text: 'Des chauffeurs qui s’effacent quand vous avez besoin d’intimité et sont là quand vous avez besoin d’aide.',
        },
      ],
    },
  },

  business: {
    serviceType: 'Service de chauffeur pour entreprises',
    lead: 'En affaires, le trajet fait partie du rendez-vous. Notre service de transferts d’affaires offre aux dirigeants, à leurs équipes et à leurs invités un chauffeur discret et une berline silencieuse, pour arriver à l’heure et en toute sérénité — que vous vous rendiez à La Défense, dans un hôtel du Triangle d’or ou à un salon porte de Versailles.',
    sections: [
      {
        heading: 'Une ponctualité sur laquelle compter',
        paragraphs: [
          `Nous organisons chaque trajet autour de votre agenda, avec une marge de sécurité pour la circulation parisienne. À l’arrivée, nous suivons votre vol ou votre train et votre chauffeur vous attend avec une pancarte à votre nom\u202f; au départ, il vous contacte ${f.chauffeurCallMinutes}\u00a0minutes avant la prise en charge. Disponibles 24\u00a0h/24 et 7\u00a0j/7, nous sommes aussi à l’aise avec un transfert matinal vers l’aéroport qu’avec un dîner tardif avec des clients.`,
        ],
      },
      {
        heading: 'Roadshows, salons et événements',
        paragraphs: [
          'Roadshows investisseurs, conseils d’administration, lancements de produits et grands salons parisiens — à Paris Expo Porte de Versailles, à Paris Nord Villepinte, au Palais des Congrès ou au Bourget — exigent une logistique précise. Nous pouvons mettre une voiture et son chauffeur à votre disposition à l’heure, organiser une journée de rendez-vous à plusieurs étapes et transférer vos invités entre l’aéroport, leur hôtel et le lieu de l’événement.',
        ],
      },
      {
        heading: 'Un bureau sur quatre roues',
        paragraphs: [
          `La Mercedes Classe\u00a0E et la berline électrique Lexus offrent un espace calme et raffiné pour préparer une présentation ou passer un appel\u202f; la Lexus dispose en plus du Wi-Fi. Pour une équipe ou une délégation, la Mercedes Classe\u00a0V transporte jusqu’à ${f.vanPassengers}\u00a0passagers et leurs bagages, avec Wi-Fi elle aussi. Climatisation, Bluetooth et bouteilles d’eau sont de série dans chaque voiture.`,
        ],
      },
      {
        heading: 'Discrétion et gestion simplifiée',
        paragraphs: [
          'Nos chauffeurs observent une stricte discrétion professionnelle\u00a0: ce qui se dit dans la voiture reste dans la voiture. Chaque trajet est confirmé par écrit avec un numéro de référence et un prix fixe comprenant le chauffeur, le carburant et les péages, ce qui simplifie vos notes de frais. Vous ou votre secrétariat pouvez réserver en ligne, ou nous contacter par e-mail, par téléphone ou sur WhatsApp.',
        ],
      },
    ],
    highlights: [
      'Suivi des vols et des trains à l’arrivée',
      'Pancarte à votre nom et aide pour les bagages',
      'Berlines d’affaires, Wi-Fi dans la Lexus et la Classe\u00a0V',
      'Confirmation écrite avec numéro de référence',
      'Un prix fixe, simple à passer en note de frais',
    ],
    whyChoose: {
      heading: 'Pourquoi les entreprises nous choisissent',
      intro: 'Un partenaire fiable pour les dirigeants, leurs assistants et les organisateurs d’événements.',
      reasons: [
        { icon: 'clock', title: 'Ponctuels par principe', text: 'Des trajets planifiés avec une marge pour la circulation parisienne, vols et trains suivis.' },
        { icon: 'lock', title: 'Confidentialité', text: 'Des chauffeurs discrets, qui respectent la confidentialité de vos appels et de vos conversations.' },
        { icon: 'wifi', title: 'Travailler en route', text: 'Wi-Fi dans la Lexus et la Classe\u00a0V, Bluetooth dans chaque voiture.' },
        { icon: 'users', title: 'Délégations bienvenues', text: `Jusqu’à ${f.vanPassengers}\u00a0passagers et leurs bagages dans la Mercedes Classe\u00a0V.` },
        { icon: 'card', title: 'Simple à justifier', text: 'Un prix fixe et une confirmation écrite avec numéro de référence pour chaque trajet.' },
        { icon: 'moon', title: 'À toute heure', text: 'Vols matinaux comme dîners tardifs\u00a0: nous roulons 24\u00a0h/24, tous les jours.' },
      ],
    },
  },

  tailormade: {
    serviceType: 'Transfert sur mesure avec chauffeur',
    lead: 'Certains trajets n’entrent dans aucune case\u00a0: un mariage, une journée dans le vignoble champenois, un départ en famille vers une station de ski, un rendez-vous d’affaires à Bruxelles par la route. Nos transferts sur mesure se construisent autour de vos projets, avec le chauffeur, la voiture et l’horaire choisis pour l’occasion — et, comme toujours, un prix fixe convenu avant le départ.',
    sections: [
      {
        heading: 'Au-delà de Paris\u00a0: les longues distances',
        paragraphs: [
          'Nous roulons dans toute la France et dans les pays voisins. Voyager par la route avec un chauffeur privé, c’est partir de chez vous, s’arrêter quand vous le souhaitez et arriver sans changer de train — souvent plus reposant qu’un vol pour une famille ou un groupe chargé de bagages.',
        ],
        list: [
          'Versailles, Giverny et Fontainebleau',
          'Les maisons de champagne de Reims et d’Épernay',
          'Les châteaux de la Loire',
          'La Normandie\u00a0: plages du Débarquement, Deauville et le Mont-Saint-Michel',
          'Disneyland Paris',
          'Bruxelles, Genève et les stations de ski des Alpes',
        ],
      },
      {
        heading: 'Des journées à plusieurs étapes',
        paragraphs: [
          `Organisez une journée à plusieurs adresses — jusqu’à ${f.maxStops}\u00a0arrêts peuvent être ajoutés lors de la réservation en ligne — en aller simple ou en aller-retour, avec une date et une heure de retour. Un château le matin, un déjeuner dans un village, une dégustation l’après-midi\u00a0: votre chauffeur suit le programme et vous attend à chaque étape. Vous souhaitez aussi un guide\u202f? Nos excursions privées à Paris et dans ses environs peuvent être associées à votre transfert.`,
        ],
      },
      {
        heading: 'Mariages et grandes occasions',
        paragraphs: [
          'Pour un mariage, un anniversaire ou une demande en mariage, nous mettons à votre disposition une voiture impeccable et un chauffeur en tenue soignée, rompu au respect du déroulé d’une cérémonie. Nous pouvons conduire les mariés, emmener la famille de la cérémonie à la réception, ou simplement veiller à ce que vos invités regagnent leur hôtel en toute sécurité en fin de soirée.',
        ],
      },
      {
        heading: 'Des besoins particuliers, anticipés',
        paragraphs: [
          'Vous voyagez avec des enfants, un animal, du matériel de sport ou un fauteuil roulant\u202f? Le formulaire de réservation vous permet d’ajouter sièges bébé et rehausseurs, skis, sacs de golf, planches de surf ou équipement de tennis, un fauteuil roulant manuel ou électrique, ainsi que votre chat ou votre chien. Dites-nous tout à l’avance\u00a0: nous choisirons le véhicule adapté et organiserons le trajet en conséquence.',
        ],
      },
    ],
    highlights: [
      'Longues distances en France et en Europe',
      `Jusqu’à ${f.maxStops}\u00a0arrêts, en aller simple ou aller-retour`,
      'Sièges enfant, matériel de sport et animaux sur demande',
      `Des véhicules jusqu’à ${f.vanPassengers}\u00a0passagers`,
      'Un prix fixe pour tout le trajet',
    ],
    whyChoose: {
      heading: 'Pourquoi choisir un transfert sur mesure',
      intro: 'Vos projets, votre horaire — nous nous occupons de la route.',
      reasons: [
        { icon: 'route', title: 'Pensé pour vous', text: 'Nous concevons avec vous l’itinéraire, les arrêts et l’horaire, jusqu’au moindre détail.' },
        {
          icon: 'map',
          title: 'La France et au-delà',
          text: 'Des châteaux de la Loire aux Alpes, de Bruxelles à Genève, nous vous conduisons où vous le souhaitez.',
        },
        { icon: 'heart', title: 'Les moments qui comptent', text: 'Mariages et célébrations, avec ponctualité et une voiture impeccable.' },
        {
          icon: 'users',
          title: 'De la place pour tous',
          text: `Jusqu’à ${f.vanPassengers}\u00a0passagers et ${f.vanBags}\u00a0valises dans la Mercedes Classe\u00a0V.`,
        },
        {
          icon: 'sparkle',
          title: 'Chaque détail anticipé',
          text: 'Sièges enfant, skis, sacs de golf, fauteuil roulant ou animal\u00a0: dites-le-nous, c’est prévu.',
        },
        { icon: 'tag', title: 'Un prix clair', text: 'Un devis fixe unique pour tout le trajet, carburant et péages compris.' },
      ],
    },
  },
};
