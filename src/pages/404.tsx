import React from "react";
import { Link } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";

export default function NotFoundPage() {
  return (
    <Layout>
      <Seo title="Siden finnes ikke" description="Vi fant ikke siden du lette etter hos Rissa kulturhus." path="/404.html" noindex />
      <section className="not-found">
        <h1>Siden finnes ikke</h1>
        <p>Beklager, siden du lette etter finnes ikke. Kanskje den er flyttet, eller adressen er skrevet feil.</p>
        <ul>
          <li>
            <Link to="/">Gå til forsiden</Link>
          </li>
          <li>
            <Link to="/kulturprogram">Se kulturprogrammet</Link>
          </li>
          <li>
            <Link to="/search">Søk på nettstedet</Link>
          </li>
        </ul>
      </section>
    </Layout>
  );
}
