import React from "react";
import { openConsentSettings } from "../consent/consent-choice";

/** Reopens the consent notice, where the visitor can change their answer. Nothing without Tag Manager. */
export function ConsentSettingsButton({ label = "Innstillinger for informasjonskapsler" }: { label?: string }) {
  if (!process.env.GATSBY_GTM_ID) return null; // read here, not imported: see gatsby-browser
  return (
    <button type="button" className="link-button consent-settings" onClick={openConsentSettings}>
      {label}
    </button>
  );
}
