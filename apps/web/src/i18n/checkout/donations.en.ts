/** English messages of the donations page (spec 2: donation order). */
export const donationsEn = {
  'donations.title': 'Donations',
  'donations.intro': 'Choose an amount, or give an amount of your choice. A receipt is sent to your e-mail.',
  'donations.loading': 'Loading the donations…',
  'donations.loadError.title': 'The donations could not be loaded',
  'donations.amounts.legend': 'Amount to donate',
  'donations.custom.option': 'Another amount',
  'donations.custom.label': 'Your amount in shekels',
  'donations.custom.range': 'From {min} to {max}',
  'donations.custom.notANumber': 'Enter the amount in shekels, for example 50 or 72.50',
  'donations.continue': 'Continue to donate',
  'donations.receiptNote': 'The receipt names the donor and the donor’s ID number, as the checkout form asks for them.',
} as const satisfies Record<string, string>;
