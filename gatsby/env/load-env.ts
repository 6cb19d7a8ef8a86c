import dotenv from "dotenv";

// Settings from .env (see .env.example); variables already set in the environment win.
// Imported first in gatsby-config.ts so every module after it sees them.
dotenv.config();

// Browser code reads GATSBY_ variables as constants the bundler writes in. One left unset became
// `{}.GATSBY_GTM_ID`, which the minifier cannot fold: the consent code then shipped on every page
// of a site without Tag Manager. Set to "" it folds, and `if (TAG_MANAGER_ID)` branches go.
process.env.GATSBY_GTM_ID ??= "";
