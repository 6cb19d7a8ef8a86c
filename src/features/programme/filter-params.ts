/** The programme filter's parameters in the address, in Norwegian since visitors share these links. */
export const FILTER_PARAM = { category: "kategori", month: "maaned", when: "naar", access: "tilgang" } as const;

/**
 * Whether an address's query asks the programme for a filter (a parameter with a value; whether
 * the value is one the filter knows is filterFromSearch's to say). Plain, with nothing to import:
 * a page built of islands asks it before any of the programme's code is there.
 */
export const asksFilter = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return Object.values(FILTER_PARAM).some((name) => Boolean(params.get(name)));
};
