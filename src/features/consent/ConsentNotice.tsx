import React, { useEffect, useRef } from "react";
import type { ConsentChoice } from "../../consent/consent-choice";
import "./consent.css";

/**
 * The consent notice: what is asked and why, and two answers of equal weight, "Godta" and "Avslå",
 * the same kind of button side by side. Opened from the settings button it takes the focus and says
 * what the visitor answered last time.
 */
export function ConsentNotice({
  current,
  takeFocus,
  onChoose,
}: {
  current: ConsentChoice | null;
  takeFocus: boolean;
  onChoose: (choice: ConsentChoice) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <section className="consent-notice" aria-labelledby="samtykke-tittel">
      <h2 id="samtykke-tittel" tabIndex={-1} ref={heading}>
        Informasjonskapsler for statistikk
      </h2>
      <p>
        Vi vil gjerne bruke Google Tag Manager og Google Analytics til å se hvordan nettstedet brukes, så vi kan gjøre det bedre.
        Det lagrer informasjonskapsler for statistikk i nettleseren din. Ingenting av dette lastes før du har svart, og du kan
        endre svaret når som helst nederst på siden.
      </p>
      {current && <p className="consent-notice__current">Ditt svar nå: {current === "granted" ? "Godtatt" : "Avslått"}.</p>}
      <div className="consent-notice__choices">
        <button type="button" className="button consent-notice__choice" onClick={() => onChoose("granted")}>
          Godta
        </button>
        <button type="button" className="button consent-notice__choice" onClick={() => onChoose("denied")}>
          Avslå
        </button>
      </div>
      <p>
        <a href="/article/info-om-cookies">Les mer om informasjonskapsler</a>
      </p>
    </section>
  );
}
