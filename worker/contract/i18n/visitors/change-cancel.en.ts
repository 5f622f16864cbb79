// English words of a change or a cancellation asked from the customer's request page (decision 040):
// the change form's field names and messages (the page and the booking panel name the fields with
// them), and the e-mails: the customer's (cancelled; their change accepted or declined) and the
// company's (a cancellation, a change to look at). Merged by ../index.ts.
export const enChangeCancel = {
  'changeRequest.field.pickupDate': 'Pickup date',
  'changeRequest.field.pickupTime': 'Pickup time (Paris)',
  'changeRequest.field.pickupLocation': 'Pickup address',
  'changeRequest.field.dropoffLocation': 'Drop-off address',
  'changeRequest.field.adults': 'Passengers',
  'changeRequest.field.suitcases': 'Suitcases',
  'changeRequest.field.baggages': 'Bags',
  'changeRequest.field.handbags': 'Handbags',
  'changeRequest.field.flightTrainNumber': 'Flight or train number',
  'changeRequest.field.dateWishes': 'Date and time you would like',
  'changeRequest.field.passengers': 'Passengers',

  'changeRequest.error.leadTime': 'For a pickup less than {hours} hours from now, please call us: we will do our best to arrange it.',
  'changeRequest.error.afterReturn': 'The pickup must stay before your return journey. To move the return too, please call us.',
  'changeRequest.error.adults': 'Give a number of passengers from 1 to {max}. For a larger group, please call us.',
  'changeRequest.error.count': 'Give a number from 0 to {max}.',
  'changeRequest.error.nothingChanged': 'Change at least one detail before sending your request.',

  'changeRequest.state.pending': 'Waiting for our answer',
  'changeRequest.state.accepted': 'Accepted',
  'changeRequest.state.declined': 'Declined',
  'changeRequest.state.withdrawn': 'Withdrawn (the booking was cancelled)',

  'cancelEmail.booking.subject': 'Your booking {reference} is cancelled',
  'cancelEmail.request.subject': 'Your request {number} is cancelled',
  'cancelEmail.booking.heading': 'Your booking is cancelled',
  'cancelEmail.request.heading': 'Your request is cancelled',
  'cancelEmail.intro': 'As you asked on your request page on {when}, we have cancelled it.',
  'cancelEmail.field.fee': 'Cancellation fee',
  'cancelEmail.feeOf': '{amount} ({percent}% of {total})',
  'cancelEmail.feeNone': 'None',
  'cancelEmail.field.refundDue': 'To be refunded',
  'cancelEmail.refund':
    'We will refund {amount} by the means you paid with. A card refund takes {from} to {to} business days to reach your account, and up to {international} for an international card.',
  'cancelEmail.noRefund': 'Under our cancellation policy, nothing is refunded.',
  'cancelEmail.nothingPaid': 'Nothing was paid, so nothing is due.',
  'cancelEmail.contact': 'A question? Reply to this e-mail or call us on {phone}, 24/7.',
  'cancelEmail.closing': 'We hope to welcome you on board another time.\nKind regards,\nThe {company} team',

  'changeEmail.accepted.subject': 'Your change to {number} is accepted',
  'changeEmail.declined.subject': 'Your change to {number} could not be accepted',
  'changeEmail.accepted.heading': 'Your change is accepted',
  'changeEmail.declined.heading': 'We could not accept your change',
  'changeEmail.accepted.intro': 'We have accepted the change you asked for on {when}. Your trip now reads as below.',
  'changeEmail.accepted.introExcursion': 'We have accepted the change you asked for on {when}, and noted it on your request.',
  'changeEmail.declined.intro':
    'We are sorry: we could not accept the change you asked for on {when}. Your booking stays as it was. Call us if you would like to talk it over.',
  'changeEmail.price': 'If the change alters the price, we will send you the difference to pay (or refund it) separately.',
  'changeEmail.field.difference': 'Price difference',
  'changeEmail.difference.supplement': 'Supplement of {amount} ({label})',
  'changeEmail.difference.reduction': 'Reduction of {amount} ({label})',
  'changeEmail.field.newTotal': 'New booking total',
  'changeEmail.difference.pay': 'The price changes with it: {amount} is left to pay, which you can pay from your request page.',
  'changeEmail.difference.refund':
    'The price changes with it, and you have paid {amount} more than the new total: we will refund this difference by the means you paid with. A card refund takes {from} to {to} business days to reach your account, and up to {international} for an international card.',
  'changeEmail.difference.settled': 'The price changes with it, and what you have paid covers it: nothing is left to pay.',
  'changeEmail.contact': 'A question? Reply to this e-mail or call us on {phone}, 24/7.',
  'changeEmail.closing': 'Kind regards,\nThe {company} team',

  'officeEmail.message.subject': 'New message from {name} about {number}',
  'officeEmail.message.heading': '{name} wrote about {number}',
  'officeEmail.message.intro':
    'They wrote on their request page on {when}. Answer in Messages ({url}): your answer is e-mailed to them and shown on their page.',
  'officeEmail.field.message': 'Message',
  'officeEmail.cancelled.subject': 'Cancelled by the customer: {number} — {name}',
  'officeEmail.cancelled.heading': 'A customer cancelled {number}',
  'officeEmail.cancelled.intro': '{name} cancelled {number} from their request page on {when}. The request is now cancelled.',
  'officeEmail.cancelled.unpaid': 'Nothing was paid: its offer is withdrawn.',
  'officeEmail.cancelled.refund':
    'Refund {amount} to the customer: a card payment with Refund in the booking panel of the request’s reply screen, any other the way it was paid.',
  'officeEmail.change.subject': 'Change asked: {number} — {name}',
  'officeEmail.change.heading': '{name} asks to change {number}',
  'officeEmail.change.intro':
    'The customer asked for these changes on their request page on {when}. Accept or decline them in the booking panel of the request’s reply screen.',
  'officeEmail.change.fromTo': '{from} → {to}',
  'officeEmail.field.number': 'Request',
  'officeEmail.field.reference': 'Booking reference',
  'officeEmail.field.pickupAt': 'Pickup',
  'officeEmail.field.paid': 'Paid',
  'officeEmail.field.fee': 'Fee under the policy',
  'officeEmail.field.refundDue': 'Refund due',
} as const;
