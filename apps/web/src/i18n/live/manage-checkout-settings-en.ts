/** English texts of the settings section's checkout settings (issue 13): login before buying and the lock timers. */
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
} as const;
