/** English messages of the prices section's price levels (ticket groups, issue 13) and the question before retiring a ticket type. */
export const managePriceLevelsEn = {
  'live.priceLevels.title': 'Price levels',
  'live.priceLevels.addTitle': 'New price level',
  'live.priceLevels.renameTitle': 'Renaming: {name}',
  'live.priceLevels.addAnother': 'Add another price level',
  'live.priceLevels.rename': 'Rename {name}',
  'live.priceLevels.nameHe': 'Name in Hebrew',
  'live.priceLevels.nameEn': 'Name in English',
  'live.priceLevels.color': 'Colour in the seat plan (#rrggbb, optional)',
  'live.prices.retireTitle': 'Retire {name}?',
  'live.prices.retireBody':
    'It will no longer be sold online or at the box office. Tickets already sold keep it, and you can put it back on sale from its form.',
  'live.prices.retireKeep': 'Keep it on sale',
  'live.prices.retireConfirm': 'Retire',
};

export type ManagePriceLevelsMessageKey = keyof typeof managePriceLevelsEn;
