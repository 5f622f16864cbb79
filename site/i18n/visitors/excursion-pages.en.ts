// English texts of the excursion pages (the list and an excursion's page); merged into the dictionary
// by ../en.ts. The booking parts' words are shared with the API (worker/contract/i18n/excursion.*).
export const enExcursions = {
  'page.excursions.title': 'Private Excursions from Paris | Paris Elite Chauffeur',
  'page.excursions.description':
    'Private guided excursions in and around Paris with your own chauffeur: Versailles, Montmartre, Paris by night and more. Choose your stops, ask for a quote.',
  'page.excursions.heading': 'Private excursions',
  'page.excursions.intro':
    'Discover Paris and its surroundings at your own pace, in a private car with a chauffeur who knows every street. Choose the places you want to see; we shape the day around you.',
  'page.excursions.breadcrumb': 'Excursions',

  'page.excursionNotFound.title': 'Excursion not found | Paris Elite Chauffeur',
  'page.excursionNotFound.description': 'This excursion may have been removed, or the link is incorrect.',
  'page.excursionNotFound.heading': 'Excursion Not Found',
  'page.excursionNotFound.intro': 'This excursion may have been removed, or the link is incorrect. Have a look at the excursions we offer today.',

  'excursions.empty': 'No excursions available.',
  'excursions.emptyHint': 'New excursions are on their way. In the meantime, tell us what you would like to see: we plan tailor-made days too.',
  'excursions.list.heading': 'Our excursions',
  'excursions.card.highlights': 'Highlights',
  'excursions.card.more': 'Discover the excursion',
  'excursions.card.morePlaces': '+{count} more',
  'excursions.detail.title': '{title} | Private excursion | Paris Elite Chauffeur',
  'excursions.detail.gallery': 'Photos',
  'excursions.detail.description': 'Description',
  'excursions.detail.goodToKnow': 'Good to Know',
  'excursions.detail.terms': 'Terms',
  'excursions.detail.book': 'Plan your excursion',
  'excursions.detail.bookIntro': 'Tick the places you want to see, add stops and ask for your quote: no payment now.',
  'excursions.breadcrumb.label': 'Breadcrumb',
  'excursions.notFound.viewAll': 'View All Excursions',
  'excursions.notFound.home': 'Go Home',
} as const;
