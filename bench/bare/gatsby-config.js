// The bare comparison site for `npm run bench`: stock Gatsby, no plugins. Its first-load JavaScript is
// the floor the real site's pages are compared against.
module.exports = {
  siteMetadata: { title: "Bare Gatsby" },
  plugins: [],
};
