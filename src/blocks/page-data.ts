/** A content page as its template's query gives it (the ContentPageFields fragment in BlockPage.tsx). */
export type PageData = QueryData<Queries.ContentPageFieldsFragment>;
