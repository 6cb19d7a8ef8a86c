import React from "react";
import type { PageBlock, TemplateRow } from "../../content-model";

type Placed = Pick<PageBlock, "id" | "place" | "hide">;

/**
 * Lays blocks out in the page template: each row a 12-column grid, each column spanning
 * its xs/md/lg width, blocks in a column by `order`. Hidden blocks are left out.
 */
export function Grid<B extends Placed>({
  rows,
  blocks,
  render,
}: {
  rows: TemplateRow[];
  blocks: B[];
  render: (block: B) => React.ReactNode;
}) {
  return (
    <>
      {rows.map((row, r) => {
        const columns = row.columns.map((column, c) => ({
          column,
          blocks: blocks
            .filter((b) => !b.hide && b.place.row === r + 1 && b.place.column === c + 1)
            .sort((a, b) => a.place.order - b.place.order),
        }));
        if (columns.every((c) => c.blocks.length === 0)) return null;
        return (
          <div className="grid-row" key={r}>
            {columns.map(({ column, blocks: inColumn }, c) => (
              <div key={c} className={`grid-col span-xs-${column.span.xs} span-md-${column.span.md} span-lg-${column.span.lg}`}>
                {inColumn.map((b) => (
                  <React.Fragment key={b.id}>{render(b)}</React.Fragment>
                ))}
              </div>
            ))}
          </div>
        );
      })}
    </>
  );
}
