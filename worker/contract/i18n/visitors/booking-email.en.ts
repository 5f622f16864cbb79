// English words of the booking confirmation e-mail (a payment confirmed the booking, or a later
// payment was received) and of the calendar file it carries; merged by ../index.ts.
export const enBookingEmail = {
  'bookingEmail.confirmed.subject': 'Your booking {reference} is confirmed',
  'bookingEmail.confirmed.heading': 'Your booking is confirmed',
  'bookingEmail.confirmed.intro': 'Thank you: we have received your payment of {amount}, and your booking {reference} is confirmed.',
  'bookingEmail.payment.subject': 'Payment received for your booking {reference}',
  'bookingEmail.payment.heading': 'Payment received',
  'bookingEmail.payment.intro': 'Thank you: we have received your payment of {amount} for your booking {reference}.',
  'bookingEmail.greeting': 'Hello {firstName},',
  'bookingEmail.reference': 'Booking reference',

  'bookingEmail.field.requestNumber': 'Request number',
  'bookingEmail.field.excursion': 'Excursion',
  'bookingEmail.field.when': 'Date and time',
  'bookingEmail.field.pickup': 'Pickup',
  'bookingEmail.field.dropoff': 'Drop-off',
  'bookingEmail.field.meetingPoint': 'Where we meet you',
  'bookingEmail.field.returnMeetingPoint': 'Where we meet you for the return',
  'bookingEmail.field.duration': 'Estimated duration',
  'bookingEmail.field.thisPayment': 'This payment',
  'bookingEmail.field.paid': 'Paid in total',
  'bookingEmail.field.total': 'Booking total',
  'bookingEmail.field.remaining': 'Remaining to pay',

  // '{weekday} {day} {month} {year}': the order of a written date, the names from Intl.
  'bookingEmail.longDate': '{weekday} {day} {month} {year}',
  'bookingEmail.parisTime': '{date} at {time} (Paris time)',
  'bookingEmail.excursionWhen': 'To be agreed with you',
  'bookingEmail.amountBy': '{amount} {method}',
  'bookingEmail.method.card': 'by card',
  'bookingEmail.method.bank_transfer': 'by bank transfer',
  'bookingEmail.method.cash': 'in cash',
  'bookingEmail.method.other': 'by another means',
  'bookingEmail.remainingNone': 'Nothing: paid in full',

  'bookingEmail.next.balance': 'The remaining {amount} can be paid securely on your request page.',
  'bookingEmail.next.chauffeur': 'Your chauffeur will call you about {minutes} minutes before pickup.',
  'bookingEmail.next.calendar': 'The attached calendar file adds your pickup to your calendar, with a reminder the day before.',
  'bookingEmail.next.excursion': 'We will contact you shortly to agree the date and time of your excursion.',
  'bookingEmail.contact':
    'A question or a change? Reply to this e-mail, call us on {phone} or write to us on WhatsApp at {whatsapp}, 24/7. Please mention your booking reference {reference}.',
  'bookingEmail.closing': 'We look forward to welcoming you on board.\nKind regards,\nThe {company} team',

  'bookingEmail.calendar.title': 'Transfer with {company} ({reference})',
} as const;
