import React from "react";
import { graphql } from "gatsby";
import { Layout } from "../layout/Layout";
import type { PageData } from "./page-data";
import type { AnyRegistry } from "./types";
import { BlockGrid, BlockPageSeo, needsPageHeading, showsNewsletter } from "./BlockGrid";

export type { PageData } from "./page-data";

/**
 * A content page: its blocks laid out in its template, inside the site's layout. (A lobby screen's
 * page is a ScreenBlockPage.) `registry` holds the blocks the page's template bundles.
 */
export function BlockPage({ page, registry }: { page: PageData; registry: AnyRegistry }) {
  return (
    <Layout footerNewsletter={!showsNewsletter(page)}>
      <BlockPageSeo page={page} />
      {needsPageHeading(page) && <h1 className="page-title">{page.title}</h1>}
      <BlockGrid page={page} registry={registry} />
    </Layout>
  );
}

/**
 * The page's fields, used by name (`...ContentPageFields`) in the templates' page queries: Gatsby
 * finds the fragment in this file, so nothing imports it.
 * @public
 */
export const contentPageFields = graphql`
  fragment ContentPageFields on ContentPage {
    title
    path
    layout
    noindex
    template
    meta {
      nb {
        title
        description
        keywords
        image
      }
    }
    socialImage
    blocks {
      component
      hide
      id
      place {
        row
        column
        order
      }
      dataIds
      data
      sourceData
      qrSvg
      pictures
    }
  }
`;
