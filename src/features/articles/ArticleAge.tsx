import React from "react";
import { useNow } from "../../time/useNow";
import { isOld } from "./article-age";

/**
 * That the article is old, by the visitor's clock (the build may be older than the visit): nothing
 * on the server, and where the article is old, a note once the page is in the browser. An island
 * (src/islands/parts.ts), started only where the article is old.
 */
export function ArticleAge({ createdAt, updatedAt }: { createdAt: number; updatedAt: number }) {
  const now = useNow();
  if (now === null || !isOld({ createdAt, updatedAt }, now)) return null;
  return (
    <p className="notice article__old" role="note">
      Denne artikkelen er mer enn ett år gammel. Noe av innholdet kan være utdatert.
    </p>
  );
}
