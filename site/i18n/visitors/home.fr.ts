// French texts of the home area, typed by the English part.
import type { DictionaryPart } from '../../../worker/contract/i18n/index.ts';
import type { enHome } from './home.en.ts';

export const frHome: DictionaryPart<typeof enHome> = {
  'home.intro.eyebrow': 'Qui sommes-nous',
  'home.intro.heading': 'Des chauffeurs privés, parisiens dans l’âme',
  'home.intro.p1':
    'Paris Elite Chauffeur est une société de chauffeurs privés installée au cœur de Paris. Nous conduisons voyageurs, familles et clients d’affaires entre les aéroports, les gares et la ville — et bien au-delà, dans toute la France et les pays voisins — à bord de voitures haut de gamme impeccables, avec des chauffeurs professionnels qui parlent français et anglais.',
  'home.intro.p2':
    'Nous travaillons 24\u00a0h/24 et 7\u00a0j/7, et nous faisons simple\u00a0: décrivez-nous votre trajet, recevez par e-mail un devis à prix fixe avec un lien de paiement sécurisé, et voyagez en sachant exactement ce que vous paierez — chauffeur, carburant et péages compris.',
  'home.intro.promises': 'Nos engagements',
  'home.intro.promise.hours.value': '24\u00a0h/24',
  'home.intro.promise.hours.label': 'Ouvert tous les jours de l’année, de jour comme de nuit',
  'home.intro.promise.price.value': 'Prix fixes',
  'home.intro.promise.price.label': 'Convenus par e-mail avant le départ, sans compteur',
  'home.intro.promise.languages.value': 'FR · EN',
  'home.intro.promise.languages.label': 'Des chauffeurs professionnels qui parlent votre langue',

  'home.fleet.eyebrow': 'Notre flotte',
  'home.fleet.heading': 'Trois voitures, une même exigence',
  'home.fleet.intro': 'Silencieuses, impeccables et climatisées, jusqu’à {passengers}\u00a0passagers. Vous choisissez votre véhicule lors de la réservation.',

  'vehicle.type.premiumElectric': 'Électrique premium',
  'vehicle.type.executiveSedan': 'Berline d’affaires',
  'vehicle.type.premiumVan': 'Van premium',
  'vehicle.photoAlt.premiumElectric': 'La berline électrique Lexus, noire, vue de profil',
  'vehicle.photoAlt.executiveSedan': 'La berline d’affaires Mercedes Classe\u00a0E, noire, vue de profil',
  'vehicle.photoAlt.premiumVan': 'Le van premium Mercedes Classe\u00a0V, noir, vu de profil',
  'vehicle.capacity': 'Capacité',
  'vehicle.passengers': '{count}\u00a0passagers',
  'vehicle.luggage': '{count}\u00a0bagages',
  'vehicle.power': 'Puissance',
  'vehicle.powerValue': '{hp}\u00a0ch',
  'vehicle.gearbox': 'Boîte de vitesses',
  'vehicle.gearbox.automatic': 'Automatique',
  'vehicle.fuel': 'Énergie',
  'vehicle.fuel.electric': 'Électrique',
  'vehicle.fuel.diesel': 'Diesel',
  'vehicle.features': 'À bord',
  'vehicle.feature.airConditioning': 'Climatisation',
  'vehicle.feature.bluetooth': 'Bluetooth',
  'vehicle.feature.wifi': 'Wi-Fi',
  'vehicle.feature.waterBottle': 'Bouteilles d’eau',

  'feature.meetGreet.title': 'Accueil personnalisé',
  'feature.meetGreet.text': 'Vols et trains suivis, pancarte à votre nom à l’arrivée et {minutes}\u00a0minutes d’attente comprises.',
  'feature.payment.title': 'Paiement sécurisé',
  'feature.payment.text': 'Réglez via le lien sécurisé joint à votre devis\u202f; votre réservation est confirmée avec un numéro de référence.',
};
