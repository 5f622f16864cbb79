// English texts of the admin's Quick Templates (Reply to Customer) and of the WhatsApp summary of a
// quote. A module of its own, outside the shared dictionary: the dashboard (in the browser) fills the
// templates for the admin to edit, so it imports these words directly, in both languages, and the
// public pages never carry them. Placeholders are `{name}` (../reply-templates.ts fills them).
export const enReplyTexts = {
  // Shown in place of a value the admin has not typed yet: the message must not go out with it.
  'placeholder.price': '[price]',
  'placeholder.paymentLink': '[payment link]',
  // The same, for an offer the admin has not finished (its deposit, its validity).
  'placeholder.deposit': '[deposit]',
  'placeholder.validity': '[validity]',

  greeting: 'Dear {firstName},',
  'greeting.noName': 'Dear customer,',
  signature: 'Kind regards,\nThe {company} team\n{phone} · {email}',

  // What the message is about, in the middle of a sentence (never at its start).
  'service.transfer': 'your transfer on {when}',
  'service.excursion': 'your private excursion “{title}”',
  when: '{date} at {time} (Paris time)',
  // An offer's deadline, after 'This offer is' (decision 038).
  validUntil: 'valid until {date} at {time} (Paris time)',
  // How an offer is paid, a line under its price: a deposit then the balance, or the whole at once.
  'paymentTerms.deposit': 'Deposit to confirm your booking: {deposit} (balance of {balance} payable before the service begins)',
  'paymentTerms.full': 'To confirm your booking: payment in full, {price}',
  'priceIncludes.transfer':
    'This is a fixed price, all taxes included, covering the vehicle, your chauffeur, fuel, tolls and {waitingMinutes} minutes of waiting at pickup.',
  'priceIncludes.excursion':
    'This is a fixed price, all taxes included, covering the vehicle, your chauffeur, fuel and tolls. Guides, entrance tickets and parking at tourist sites are not included unless stated otherwise.',
  'onTheDay.transfer':
    'Your transfer includes {waitingMinutes} minutes of waiting from the pickup time. If you have given us your flight or train number, the waiting time runs from its actual arrival time.',
  'onTheDay.excursion': 'Your chauffeur stays with you throughout the time booked.',

  // The quote's details, one 'Label: value' line each.
  detailRow: '{label}: {value}',
  'field.quoteNumber': 'Quote number',
  'field.exQuoteNumber': 'Request number',
  'field.name': 'Name',
  'field.transferType': 'Transfer type',
  'field.pickup': 'Pickup',
  'field.stop': 'Stop {n}',
  'field.dropoff': 'Drop-off',
  'field.pickupAt': 'Date and time',
  'field.returnAt': 'Return',
  'field.passengers': 'Passengers',
  'field.extraTime': 'Extra time',
  'field.vehicle': 'Vehicle',
  'field.flightTrainNumber': 'Flight or train number',
  'field.excursion': 'Excursion',
  'field.places': 'Places to visit',
  'field.photographer': 'Photographer',
  'field.price': 'Price',
  'field.childSeats': 'Child seats',
  'field.luggage': 'Luggage',
  'field.duration': 'Estimated duration',
  'field.notes': 'Notes',
  'transferType.ONE_WAY': 'One Way',
  'transferType.ROUND_TRIP': 'Round Trip',
  'transferType.MULTI_STOP': 'Multi Stop',
  'photographer.yes': 'Yes',
  'photographer.no': 'No',
  'places.none': 'To be chosen together',
  // A key per plural category (Intl.PluralRules): .one, .other.
  'adults.one': '{count} adult',
  'adults.other': '{count} adults',
  'luggage.one': '{count} piece',
  'luggage.other': '{count} pieces',
  'hours.one': '{count} hour',
  'hours.other': '{count} hours',
  'duration.hoursMinutes': '{hours} h {minutes} min',
  'duration.hours': '{hours} h',
  'duration.minutes': '{minutes} min',

  // The first line of the WhatsApp summary.
  'summary.heading.transfer': '{company} – transfer quote {number}',
  'summary.heading.excursion': '{company} – excursion request {number}',

  // The Quick Templates: the button's name, the subject and the message between greeting and signature.
  'template.bookingDetails.name': 'Booking details',
  'template.bookingDetails.subject': 'Your booking details – {number}',
  'template.bookingDetails.body':
    'Thank you for choosing {company}. Please find below the details of {service}.\n\n{details}\n\nPrice: {price}\n{priceIncludes}\n\nPlease check these details carefully. If anything needs to change, simply reply to this e-mail and we will update them for you.',
  // With a priced offer: its total, deposit and validity, the payment link the request page's.
  'template.bookingDetails.offerBody':
    'Thank you for choosing {company}. Please find below the details of {service}.\n\n{details}\n\nPrice: {price}\n{priceIncludes}\n{paymentTerms}\n\nYou can pay, and find these details at any time, on your private booking page:\n{paymentLink}\n\nThis offer is {validity}. Please check these details carefully. If anything needs to change, simply reply to this e-mail and we will update them for you.',

  'template.depositRequest.name': 'Deposit request',
  'template.depositRequest.subject': 'Deposit to secure your booking – {number}',
  'template.depositRequest.body':
    'We are delighted to confirm that we can take care of {service}.\n\nTo secure your booking, we kindly ask you to pay a deposit of {price} through our secure payment link:\n{paymentLink}\n\nYour booking is confirmed as soon as we receive the deposit, and we will then send you your confirmation. Your card details are entered on our payment provider’s secure page: we never see or store them.\n\nFor your reference, here are the details of your booking:\n\n{details}',
  // With a priced offer: its total, deposit and validity, the payment link the request page's.
  'template.depositRequest.offerBody':
    'We are delighted to confirm that we can take care of {service}.\n\nPrice: {price}\n{priceIncludes}\n{paymentTerms}\n\nTo secure your booking, we kindly ask you to pay {deposit} on your private booking page:\n{paymentLink}\n\nThis offer is {validity}. Your booking is confirmed as soon as we receive this payment, and we will then send you your confirmation with your booking reference. Your card details are entered on our payment provider’s secure page: we never see or store them.\n\nFor your reference, here are the details of your booking:\n\n{details}',

  'template.reminder.name': 'Reminder',
  'template.reminder.subject': 'Reminder: your upcoming booking {number}',
  'template.reminder.body':
    'We are looking forward to {service} and would like to remind you of the details:\n\n{details}\n\nYour chauffeur will contact you {callMinutes} minutes before pickup, on the phone number you gave us. Please keep your phone switched on and within reach.\n\nIf anything has changed, please let us know as soon as possible by replying to this e-mail or by calling us on {phone}.',

  'template.cancellation.name': 'Cancellation',
  'template.cancellation.subject': 'Cancellation of your booking {number}',
  'template.cancellation.body':
    'We confirm that {service} (reference {number}) has been cancelled.\n\nIf a refund is due under our cancellation policy, it will be made by the means you used to pay. Card refunds take 5 to 7 business days to reach your account, and up to 10 business days for international cards.\n\nWe are sorry not to have the pleasure of welcoming you on board this time, and we hope to see you again soon. Should you wish to make a new booking, simply reply to this e-mail.',

  'template.paymentReceived.name': 'Payment received',
  'template.paymentReceived.subject': 'Payment received – {number}',
  'template.paymentReceived.body':
    'Thank you! We have received your payment of {price} for {service}.\n\nPlease keep your reference {number} for any question about your booking. Should you need an invoice, simply reply to this e-mail; for an invoice in a company’s name, please give us the company’s name, address and VAT number.\n\nWe look forward to welcoming you on board.',
  // With a priced offer: its total, deposit and validity, the payment link the request page's.
  'template.paymentReceived.offerBody':
    'Thank you! We have received your payment for {service}. Your private booking page shows what you have paid and anything left to pay on the total of {price}:\n{paymentLink}\n\nPlease keep your reference {number} for any question about your booking. Should you need an invoice, simply reply to this e-mail; for an invoice in a company’s name, please give us the company’s name, address and VAT number.\n\nWe look forward to welcoming you on board.',

  'template.feedbackRequest.name': 'Feedback request',
  'template.feedbackRequest.subject': 'Your opinion matters to us – {number}',
  'template.feedbackRequest.body':
    'Thank you for choosing {company} for {service}. We hope you enjoyed every moment of it.\n\nYour opinion matters greatly to us. Would you take a minute to tell us how it went? Simply reply to this e-mail: every comment is read by our team and helps us make each journey even better.\n\nWe look forward to welcoming you on board again.',

  'template.paymentRequest.name': 'Payment request',
  'template.paymentRequest.subject': 'Your quote and secure payment link – {number}',
  'template.paymentRequest.body':
    'Thank you for your request. We are pleased to offer you our fixed price for {service}:\n\nPrice: {price}\n{priceIncludes}\n\nTo confirm your booking, please pay through our secure payment link:\n{paymentLink}\n\nYour booking is confirmed as soon as the payment has gone through, and we will then send you your confirmation. We accept Visa, Mastercard, Maestro, American Express, Diners Club and Discover cards; your card details are entered on our payment provider’s secure page, and we never see or store them.\n\nHere is a summary of your request:\n\n{details}',
  // With a priced offer: its total, deposit and validity, the payment link the request page's.
  'template.paymentRequest.offerBody':
    'Thank you for your request. We are pleased to offer you our fixed price for {service}:\n\nPrice: {price}\n{priceIncludes}\n{paymentTerms}\n\nTo confirm your booking, please pay on your private booking page:\n{paymentLink}\n\nThis offer is {validity}. Your booking is confirmed as soon as the payment has gone through, and we will then send you your confirmation with your booking reference. We accept Visa, Mastercard, Maestro, American Express, Diners Club and Discover cards; your card details are entered on our payment provider’s secure page, and we never see or store them.\n\nHere is a summary of your request:\n\n{details}',

  'template.bookingConfirmation.name': 'Booking confirmation',
  'template.bookingConfirmation.subject': 'Your booking is confirmed – {number}',
  'template.bookingConfirmation.body':
    'We are delighted to confirm {service}. Here are the details of your booking:\n\n{details}\n\nOn the day, your chauffeur will contact you {callMinutes} minutes before pickup, on the phone number you gave us. Please keep your phone switched on and within reach. {onTheDay}\n\nShould you need to change anything, simply reply to this e-mail or call us on {phone}, 24/7, quoting your booking reference {number}.',

  'template.bookingUpdate.name': 'Booking update',
  'template.bookingUpdate.subject': 'Update to your booking {number}',
  'template.bookingUpdate.body':
    'As agreed, we have updated {service}. Here are the new details:\n\n{details}\n\nPlease check them carefully and let us know if anything is not right. Everything else remains as confirmed.',

  'template.thankYou.name': 'Thank you',
  'template.thankYou.subject': 'Thank you for choosing {company} – {number}',
  'template.thankYou.body':
    'Thank you for travelling with {company}. It was a pleasure to take care of {service}, and we hope you enjoyed it.\n\nWhenever you need a chauffeur again, in Paris or beyond, we are at your service 24/7: call us on {phone}, write to us on WhatsApp at {whatsapp} or simply reply to this e-mail.\n\nWe look forward to welcoming you on board again soon.',
} as const;
