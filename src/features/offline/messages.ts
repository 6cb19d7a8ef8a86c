/** What the site says about its saved copy and its versions, in one place. */
export const OFFLINE_MESSAGES = {
  offlineReady: "Nettstedet er lagret på enheten. Sidene du har åpnet, kan du åpne igjen uten nett.",
  newVersionWaiting: "En ny versjon av nettstedet er klar. Den lastes når du går videre til en annen side.",
  pageNotSaved: "Du er uten nett, og den siden er ikke lagret på enheten. Prøv igjen når du har nett.",
} as const;
