/**
 * The outside services the site sends visitors to: the ticket shop, the gift card shop and the
 * newsletter provider's form. Gatsby inlines GATSBY_* variables at build time; the fallbacks are
 * placeholders so a build without any .env still links somewhere sensible. (Not exported as
 * `config`: Gatsby would take that for a page rendering-mode export and build server engines.)
 */
export const siteConfig = {
  ticketShopUrl: process.env.GATSBY_TICKET_SHOP_URL || "https://billett.example.com/rissa-kulturhus",
  giftCardUrl: process.env.GATSBY_GIFT_CARD_URL || "https://gavekort.example.com/rissa-kulturhus",
  newsletterAction: process.env.GATSBY_NEWSLETTER_ACTION || "https://nyhetsbrev.example.com/subscribe/post",
};

export type ExternalLink = "giftCard" | "ticketShop";

export function externalUrl(kind: ExternalLink): string {
  return kind === "giftCard" ? siteConfig.giftCardUrl : siteConfig.ticketShopUrl;
}
