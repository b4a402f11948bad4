/** Chart colours: the brand's wine red for sold, a deep gold for held, a dark blue for single-series charts. */
export const CHART_COLORS = { sold: '#9b1c31', held: '#d99a0b', value: '#1e4b94' } as const;
