// English texts of the booking wizard (/bookNow) and its e-mails; merged into the dictionary by ../en.ts.
export const enBooking = {
  'booking.error.fillAll': 'Please fill in all fields and add at least one adult.',
  'booking.error.leadTime': 'Pickup must be at least 36 hours from now.',
  'booking.error.returnMissing': 'Please fill in return date and time for round trip.',
  'booking.error.returnBeforePickup': 'Return date and time must be after pickup date and time.',
  'booking.error.maxStops': 'Maximum 5 stops allowed.',
  'booking.error.outOfArea': "We don't operate in this location. Please select a European destination.",
  'booking.error.selectVehicle': 'Please select a vehicle before proceeding.',
  'booking.error.vehicleTooSmall': 'This vehicle cannot carry that many passengers.',
  'booking.error.firstNameRequired': 'First name is required',
  'booking.error.lastNameRequired': 'Last name is required',
  'booking.error.emailRequired': 'Email is required',
  'booking.error.emailInvalid': 'Email is invalid',
  'booking.error.phoneRequired': 'Valid phone number is required',
  'booking.error.phoneInvalid': 'Please enter a valid phone number for the selected country',
  'booking.error.sendFailed': 'Failed to send booking. Please try again.',
  'booking.error.rateLimited': 'Too many requests from this connection. Please wait a moment and try again.',
} as const;
