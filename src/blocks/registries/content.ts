import { ArticleList } from "../ArticleList";
import { CardList } from "../CardList";
import { FactList } from "../FactList";
import { HallAccess } from "../HallAccess";
import { Hero } from "../Hero";
import { Newsletter } from "../Newsletter";
import { QuickLinks } from "../QuickLinks";
import { RichText } from "../RichText";
import type { Registry } from "../types";

export const contentBlocks = {
  ArticleList,
  CardList,
  FactList,
  HallAccess,
  Hero,
  Newsletter,
  QuickLinks,
  RichText,
} satisfies Registry<"content">;
