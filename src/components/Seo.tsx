import { headComponent } from "./PageHead";

export interface SeoProps {
  title: string;
  description: string;
  keywords?: string[];
  /** Site-relative or absolute image URL. */
  image?: string;
  path: string;
  type?: "website" | "article";
  noindex?: boolean;
}

/** Title, description, keywords, Open Graph and canonical URL for one page (head-tags.tsx). */
export const Seo = headComponent<SeoProps>("Seo", (tags) => tags.SeoTags);
