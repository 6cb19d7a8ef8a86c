import React, { useEffect } from "react";
import { Link } from "gatsby";
import { recoverFromUnknownPage } from "../features/offline";
import { Layout } from "../layout/Layout";
import { Seo } from "../components/Seo";
import "./404.css";

export default function NotFoundPage() {
  // A service worker holding an old build may not know a page the site has now (spec section 4):
  // under a worker, an unknown page reloads once from the network, also when it really does not exist.
  useEffect(() => {
    void recoverFromUnknownPage();
  }, []);
  return (
    <Layout>
      <Seo
        title="Siden finnes ikke"
        description="Vi fant ikke siden du lette etter hos Rissa kulturhus."
        path="/404.html"
        noindex
      />
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
