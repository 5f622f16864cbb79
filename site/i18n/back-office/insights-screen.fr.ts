// French words of the back office's Insights screen, typed by the English part.
import type { DictionaryPart } from '../../../worker/contract/i18n/index.ts';
import type { enAdminInsightsScreen } from './insights-screen.en.ts';

export const frAdminInsightsScreen: DictionaryPart<typeof enAdminInsightsScreen> = {
  'dashboard.shell.insights': 'Statistiques',

  'dashboard.insights.pageTitle': 'Statistiques',
  'dashboard.insights.heading': 'Statistiques',
  'dashboard.insights.intro':
    'L’activité en chiffres, par mois de Paris\u00a0: les demandes, la rapidité des réponses, combien deviennent des trajets payés, l’argent reçu et ce qui se vend. Chaque graphique a ses chiffres dans un tableau à côté.',
  'dashboard.insights.range': 'Période',
  'dashboard.insights.from': 'Premier mois',
  'dashboard.insights.to': 'Dernier mois',
  'dashboard.insights.monthHint': 'AAAA-MM',
  'dashboard.insights.show': 'Afficher',
  'dashboard.insights.presets': 'Périodes rapides',
  'dashboard.insights.preset': '{months} derniers mois',
  'dashboard.insights.period': 'De {from} à {to}',
  'dashboard.insights.loading': 'Calcul en cours…',
  'dashboard.insights.loadFailed': 'Les chiffres n’ont pas pu être chargés. Vérifiez la connexion et réessayez.',
  'dashboard.insights.retry': 'Réessayer',
  'dashboard.insights.chartFailed': 'Le graphique n’a pas pu être dessiné\u00a0; le tableau en donne les chiffres.',
  'dashboard.insights.chart': '{title}\u00a0: graphique. Ses chiffres sont dans le tableau à côté.',
  'dashboard.insights.tooltip': '{series}\u00a0: {value}',
  'dashboard.insights.tableRegion': '{title}\u00a0: tableau',

  'dashboard.insights.summary': 'La période en bref',
  'dashboard.insights.summary.requests': 'Demandes',
  'dashboard.insights.summary.paid': 'Trajets payés',
  'dashboard.insights.summary.conversion': 'Demandes payées',
  'dashboard.insights.summary.net': 'Reçu, remboursements déduits',

  'dashboard.insights.week': 'Semaine du',
  'dashboard.insights.month': 'Mois',
  'dashboard.insights.requests': 'Demandes',
  'dashboard.insights.total': 'Total',

  'dashboard.insights.kinds.heading': 'Demandes par semaine, par type',
  'dashboard.insights.kinds.transfer': 'Transferts',
  'dashboard.insights.kinds.excursion': 'Excursions',

  'dashboard.insights.langs.heading': 'Demandes par semaine, par langue',
  'dashboard.insights.langs.en': 'Anglais',
  'dashboard.insights.langs.fr': 'Français',

  'dashboard.insights.reply.heading': 'Délai médian de la première réponse, par semaine',
  'dashboard.insights.reply.note': 'Parmi les demandes de chaque semaine qui ont reçu une réponse\u00a0; celles restées sans réponse ne comptent pas.',
  'dashboard.insights.reply.answered': 'Répondues',
  'dashboard.insights.reply.median': 'Délai médian',
  'dashboard.insights.reply.none': 'Aucune réponse',
  'dashboard.insights.reply.axis': 'Minutes',
  'dashboard.insights.minutes': '{minutes}\u00a0min',
  'dashboard.insights.hoursMinutes': '{hours}\u00a0h\u00a0{minutes}\u00a0min',

  'dashboard.insights.funnel.heading': 'De la demande au trajet',
  'dashboard.insights.funnel.note': 'Parmi les demandes faites pendant la période, où elles en sont aujourd’hui.',
  'dashboard.insights.funnel.step': 'Étape',
  'dashboard.insights.funnel.share': 'Part des demandes',
  'dashboard.insights.funnel.requested': 'Demandées',
  'dashboard.insights.funnel.offered': 'Offre envoyée',
  'dashboard.insights.funnel.paid': 'Payées',
  'dashboard.insights.funnel.completed': 'Terminées',
  'dashboard.insights.funnel.cancelled': 'Annulées',

  'dashboard.insights.money.heading': 'Paiements reçus, par mois',
  'dashboard.insights.money.note': 'Les paiements réussis, dans le mois où ils ont été faits\u00a0; leurs remboursements sont déduits dans ce même mois.',
  'dashboard.insights.money.payments': 'Paiements',
  'dashboard.insights.money.paid': 'Payé',
  'dashboard.insights.money.refunded': 'Remboursé',
  'dashboard.insights.money.net': 'Net',
  'dashboard.insights.money.axis': 'Euros',

  'dashboard.insights.routes.heading': 'Trajets les plus demandés',
  'dashboard.insights.routes.route': 'Trajet',
  'dashboard.insights.routes.of': '{pickup} → {dropoff}',
  'dashboard.insights.routes.none': 'Aucun transfert demandé pendant cette période.',

  'dashboard.insights.excursions.heading': 'Excursions les plus demandées',
  'dashboard.insights.excursions.excursion': 'Excursion',
  'dashboard.insights.excursions.none': 'Aucune excursion demandée pendant cette période.',
};
