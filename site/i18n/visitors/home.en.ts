// English texts of the home area; merged into the dictionary by ../en.ts.
// `vehicle.*` labels are shared with the booking wizard's vehicle step.
export const enHome = {
  'home.intro.eyebrow': 'About us',
  'home.intro.heading': 'Private chauffeurs, Parisian at heart',
  'home.intro.p1':
    'Paris Elite Chauffeur is a private chauffeur company based in the heart of Paris. We drive travellers, families and business clients between the airports, the stations and the city — and well beyond, across France and into neighbouring countries — in immaculate premium cars, with professional chauffeurs who speak English and French.',
  'home.intro.p2':
    'We work 24 hours a day, 7 days a week, and we keep things simple: tell us about your journey, receive a fixed-price quote by e-mail with a secure payment link, and travel knowing exactly what you will pay — chauffeur, fuel and tolls included.',
  'home.intro.promises': 'Our promises',
  'home.intro.promise.hours.value': '24/7',
  'home.intro.promise.hours.label': 'Open every day of the year, day and night',
  'home.intro.promise.price.value': 'Fixed prices',
  'home.intro.promise.price.label': 'Agreed by e-mail before you travel, with no meter running',
  'home.intro.promise.languages.value': 'EN · FR',
  'home.intro.promise.languages.label': 'Professional chauffeurs who speak your language',

  'home.fleet.eyebrow': 'Our fleet',
  'home.fleet.heading': 'Three cars, one standard',
  'home.fleet.intro': 'Quiet, immaculate and air-conditioned, for up to {passengers} passengers. Choose your vehicle when you book.',

  'vehicle.type.premiumElectric': 'Premium Electric',
  'vehicle.type.executiveSedan': 'Executive Sedan',
  'vehicle.type.premiumVan': 'Premium Van',
  'vehicle.photoAlt.premiumElectric': 'Side view of the Lexus premium electric saloon, in black',
  'vehicle.photoAlt.executiveSedan': 'Side view of the Mercedes E-Class executive saloon, in black',
  'vehicle.photoAlt.premiumVan': 'Side view of the Mercedes V-Class premium van, in black',
  'vehicle.capacity': 'Capacity',
  'vehicle.passengers': '{count} passengers',
  'vehicle.luggage': '{count} bags',
  'vehicle.power': 'Power',
  'vehicle.powerValue': '{hp} hp',
  'vehicle.gearbox': 'Gearbox',
  'vehicle.gearbox.automatic': 'Automatic',
  'vehicle.fuel': 'Fuel',
  'vehicle.fuel.electric': 'Electric',
  'vehicle.fuel.diesel': 'Diesel',
  'vehicle.features': 'On board',
  'vehicle.feature.airConditioning': 'Air conditioning',
  'vehicle.feature.bluetooth': 'Bluetooth',
  'vehicle.feature.wifi': 'Wi-Fi',
  'vehicle.feature.waterBottle': 'Bottled water',

  'feature.meetGreet.title': 'Meet and greet',
  'feature.meetGreet.text': 'Flights and trains followed, a name board on arrival and {minutes} minutes of waiting included.',
  'feature.payment.title': 'Secure payment',
  'feature.payment.text': 'Pay through the secure link sent with your quote; your booking is confirmed with a reference number.',
} as const;
