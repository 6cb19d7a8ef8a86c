import { headComponent } from "./PageHead";
import type { SeoProps } from "./head-tags";

export type { SeoProps };

/** Title, description, keywords, Open Graph and canonical URL for one page (head-tags.tsx). */
export const Seo = headComponent<SeoProps>("Seo", (tags) => tags.SeoTags);
