import type React from "react";
import type { BlockName } from "./names";
import type { BlockProps } from "./types";
import { ArticleList } from "./ArticleList";
import { CardList } from "./CardList";
import { CultureProgram } from "./CultureProgram";
import { FactList } from "./FactList";
import { Hero } from "./Hero";
import { Newsletter } from "./Newsletter";
import { QuickLinks } from "./QuickLinks";
import { RichText } from "./RichText";
import { ScreenProgram } from "./ScreenProgram";
import { ScreenSlideshow } from "./ScreenSlideshow";
import { Search } from "./Search";
import { Slideshow } from "./Slideshow";

/** Page JSON `component` name -> the React component that renders it. */
export const blockRegistry: Record<BlockName, React.ComponentType<BlockProps<never>>> = {
  ArticleList,
  CardList,
  CultureProgram,
  FactList,
  Hero,
  Newsletter,
  QuickLinks,
  RichText,
  ScreenProgram,
  ScreenSlideshow,
  Search,
  Slideshow,
};
