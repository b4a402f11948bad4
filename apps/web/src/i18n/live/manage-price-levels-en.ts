/** English messages of the prices section's price levels (ticket groups, issue 13). */
export const managePriceLevelsEn = {
  'live.priceLevels.title': 'Price levels',
  'live.priceLevels.addTitle': 'New price level',
  'live.priceLevels.renameTitle': 'Renaming: {name}',
  'live.priceLevels.addAnother': 'Add another price level',
  'live.priceLevels.rename': 'Rename {name}',
  'live.priceLevels.nameHe': 'Name in Hebrew',
  'live.priceLevels.nameEn': 'Name in English',
  'live.priceLevels.color': 'Colour in the seat plan (#rrggbb, optional)',
};

export type ManagePriceLevelsMessageKey = keyof typeof managePriceLevelsEn;
