// English words of the back office's Insights screen (issue 26, item 2; decision 044): the business in
// charts, each with its table. The range's field messages are the API's ('adminInsights.field.*').
export const enAdminInsightsScreen = {
  'dashboard.shell.insights': 'Insights',

  'dashboard.insights.pageTitle': 'Insights',
  'dashboard.insights.heading': 'Insights',
  'dashboard.insights.intro':
    'The business in numbers over Paris months: requests, how fast they are answered, how many become paid trips, the money received and what sells. Each chart has its figures in a table beside it.',
  'dashboard.insights.range': 'Period',
  'dashboard.insights.from': 'First month',
  'dashboard.insights.to': 'Last month',
  'dashboard.insights.monthHint': 'YYYY-MM',
  'dashboard.insights.show': 'Show',
  'dashboard.insights.presets': 'Quick periods',
  'dashboard.insights.preset': 'Last {months} months',
  'dashboard.insights.period': 'From {from} to {to}',
  'dashboard.insights.loading': 'Counting…',
  'dashboard.insights.loadFailed': 'The figures could not be loaded. Check the connection and try again.',
  'dashboard.insights.retry': 'Try again',
  'dashboard.insights.chartFailed': 'The chart could not be drawn; the table has its figures.',
  'dashboard.insights.chart': '{title}: chart. Its figures are in the table beside it.',
  'dashboard.insights.tableRegion': '{title}: table',

  'dashboard.insights.summary': 'The period at a glance',
  'dashboard.insights.summary.requests': 'Requests',
  'dashboard.insights.summary.paid': 'Paid trips',
  'dashboard.insights.summary.conversion': 'Requests paid',
  'dashboard.insights.summary.net': 'Received, net of refunds',

  'dashboard.insights.week': 'Week of',
  'dashboard.insights.month': 'Month',
  'dashboard.insights.requests': 'Requests',
  'dashboard.insights.total': 'Total',

  'dashboard.insights.kinds.heading': 'Requests per week, by kind',
  'dashboard.insights.kinds.transfer': 'Transfers',
  'dashboard.insights.kinds.excursion': 'Excursions',

  'dashboard.insights.langs.heading': 'Requests per week, by language',
  'dashboard.insights.langs.en': 'English',
  'dashboard.insights.langs.fr': 'French',

  'dashboard.insights.reply.heading': 'Median time to the first reply, per week',
  'dashboard.insights.reply.note': 'Of the requests of each week that have had a reply; those never answered are not counted.',
  'dashboard.insights.reply.answered': 'Answered',
  'dashboard.insights.reply.median': 'Median time',
  'dashboard.insights.reply.none': 'None answered',
  'dashboard.insights.reply.axis': 'Minutes',
  'dashboard.insights.minutes': '{minutes} min',
  'dashboard.insights.hoursMinutes': '{hours} h {minutes} min',

  'dashboard.insights.funnel.heading': 'From request to trip',
  'dashboard.insights.funnel.note': 'Of the requests made in the period, where they are now.',
  'dashboard.insights.funnel.step': 'Step',
  'dashboard.insights.funnel.share': 'Of all requests',
  'dashboard.insights.funnel.requested': 'Requested',
  'dashboard.insights.funnel.offered': 'Offer sent',
  'dashboard.insights.funnel.paid': 'Paid',
  'dashboard.insights.funnel.completed': 'Completed',
  'dashboard.insights.funnel.cancelled': 'Cancelled',

  'dashboard.insights.money.heading': 'Payments received, per month',
  'dashboard.insights.money.note': 'Payments that succeeded, in the month they were made; their refunds are deducted in the same month.',
  'dashboard.insights.money.payments': 'Payments',
  'dashboard.insights.money.paid': 'Paid',
  'dashboard.insights.money.refunded': 'Refunded',
  'dashboard.insights.money.net': 'Net',
  'dashboard.insights.money.axis': 'Euros',

  'dashboard.insights.routes.heading': 'Most requested routes',
  'dashboard.insights.routes.route': 'Route',
  'dashboard.insights.routes.of': '{pickup} → {dropoff}',
  'dashboard.insights.routes.none': 'No transfer requested in this period.',

  'dashboard.insights.excursions.heading': 'Most requested excursions',
  'dashboard.insights.excursions.excursion': 'Excursion',
  'dashboard.insights.excursions.none': 'No excursion requested in this period.',
} as const;
