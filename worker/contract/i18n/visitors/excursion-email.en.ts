// English texts of the excursion quote e-mails (to the customer and to the admin); merged by ./index.ts.
export const enExcursionEmail = {
  'excursionEmail.customer.subject': 'Your excursion request {exQuoteNumber}',
  'excursionEmail.customer.heading': 'Thank you for your request, {firstName}',
  'excursionEmail.customer.intro':
    'Thank you for choosing {company}. We have received your request {exQuoteNumber} for the excursion “{title}” and our team is already taking care of it. Here is a summary of your request.',
  'excursionEmail.customer.nextHeading': 'What happens next',
  'excursionEmail.customer.nextRequest': 'This is a quote request, not yet a booking: nothing has been charged.',
  'excursionEmail.customer.nextQuote':
    'We will check availability and reply to you by e-mail shortly with a personalised quote, the date and time of your excursion to agree, and a secure payment link.',
  'excursionEmail.customer.nextConfirmation': 'Your excursion is booked once payment is received, and you will then receive your booking reference.',
  'excursionEmail.customer.nextChanges':
    'Would you like to change anything? Simply reply to this e-mail, call us on {phone} or write to us on WhatsApp at {whatsapp}, 24/7. Please mention your request number {exQuoteNumber}.',
  'excursionEmail.customer.closing': 'We look forward to welcoming you on board.\nKind regards,\nThe {company} team',

  'excursionEmail.admin.subject': 'New excursion quote {exQuoteNumber} — {name}, {title}',
  'excursionEmail.admin.heading': 'New excursion quote request {exQuoteNumber}',
  'excursionEmail.admin.intro': 'A customer has asked for an excursion quote on the website. Reply to this e-mail to write to them directly.',
  'excursionEmail.admin.closing': 'The request is pending under Excursion quotes in the back office.',
  'excursionEmail.admin.acknowledged': 'The customer has received an acknowledgement with these details (not the comments), in their language.',
  'excursionEmail.admin.notAcknowledged':
    'The customer was not sent an acknowledgement: this address has already received the most the site sends one address in a day.',

  'excursionEmail.field.exQuoteNumber': 'Request number',
  'excursionEmail.field.excursion': 'Excursion',
  'excursionEmail.field.places': 'Places to visit',
  'excursionEmail.field.stops': 'Stops',
  'excursionEmail.field.photographer': 'Photographer',
  'excursionEmail.field.comments': 'Comments',
  'excursionEmail.photographer.yes': 'Yes',
  'excursionEmail.photographer.no': 'No',
  'excursionEmail.noPlaces': 'None chosen yet',
} as const;
