/**
 * How many columns a list of `count` cards gets on large screens: one that fills every row if
 * there is one (3, then 4), else one that leaves no card alone on its last row. Phones get one
 * column, tablets two.
 */
export function cardColumns(count: number): 2 | 3 | 4 {
  if (count <= 2) return 2;
  for (const cols of [3, 4] as const) if (count % cols === 0) return cols;
  for (const cols of [3, 4] as const) if (count % cols !== 1) return cols;
  return 3;
}

export const cardListClass = (count: number, base = "cards") => `${base} cards--cols-${cardColumns(count)}`;
