/** English texts of the settings section's checkout settings (issue 13): login before buying, the lock timers and the default fees. */
export const manageCheckoutSettingsEn = {
  'live.settings.checkout.title': 'Buying and seat holding',
  'live.settings.authRequired.title': 'Login before buying',
  'live.settings.authRequired': 'Only logged-in customers may buy (tickets, gift vouchers and donations)',
  'live.settings.lockTimers': 'How long seats stay held (minutes)',
  'live.settings.lockTimers.hint':
    'For shows scheduled without timers of their own. Between 1 and 60 minutes in each step; new holds use them at once.',
  'live.settings.lockTimer.chooseSeats': 'Choosing seats',
  'live.settings.lockTimer.chooseTickets': 'Choosing tickets',
  'live.settings.lockTimer.customerInfo': 'Customer details',
  'live.settings.lockTimer.chooseProducts': 'Choosing products',
  'live.settings.defaultFees': 'Default fees (₪)',
  'live.settings.defaultFees.hint':
    'Written into shows scheduled from now on without fees of their own; shows already scheduled keep theirs. 0 to 1,000 ₪.',
  'live.settings.defaultFees.serviceCharge': 'Service charge per ticket',
  'live.settings.defaultFees.bookingFee': 'Booking fee per order',
} as const;
