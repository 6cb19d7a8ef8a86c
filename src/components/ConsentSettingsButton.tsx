import React from "react";
import { openConsentSettings, TAG_MANAGER_ID } from "../lib/consent";

/** Reopens the consent notice, where the visitor can change their answer. Nothing without Tag Manager. */
export function ConsentSettingsButton({ label = "Innstillinger for informasjonskapsler" }: { label?: string }) {
  if (!TAG_MANAGER_ID) return null;
  return (
    <button type="button" className="link-button consent-settings" onClick={openConsentSettings}>
      {label}
    </button>
  );
}
