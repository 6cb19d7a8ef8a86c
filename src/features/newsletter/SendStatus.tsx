import React from "react";
import type { SendState } from "./provider-window";
import "./newsletter.css";

/** What happened to the sign-up, said where the visitor is looking: sent, or the provider's window blocked. */
export function SendStatus({ state, onSameTab }: { state: SendState; onSameTab: () => void }) {
  return (
    <>
      <div role="status" className="newsletter__status">
        {state === "sent" && (
          <p className="notice notice--success">
            <strong>Takk! Påmeldingen er sendt.</strong> Fullfør påmeldingen i vinduet som åpnet seg, så får du nyhetsbrevet fra
            neste utsending.
          </p>
        )}
      </div>
      {/* An alert is announced as it appears. */}
      {state === "blocked" && (
        <div role="alert" className="newsletter__status">
          <p className="notice notice--warning">
            <strong>Nettleseren stoppet vinduet for påmeldingen, så ingenting er sendt ennå.</strong> Tillat sprettoppvinduer for
            dette nettstedet og trykk «Meld meg på» igjen, eller{" "}
            <button type="button" className="link-button" onClick={onSameTab}>
              fullfør påmeldingen i denne fanen
            </button>
            .
          </p>
        </div>
      )}
    </>
  );
}
