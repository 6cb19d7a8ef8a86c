import React from "react";
import { NewsletterIsland } from "../features/newsletter";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";
import { ScreenNewsletter } from "./ScreenNewsletter";

/**
 * Sign-up for the newsletter, posted to the mailing-list provider in a new window. On a lobby
 * screen it is ScreenNewsletter (a QR code); the screens' own template registers that one directly,
 * and this draws it for a screen page shown elsewhere (the editor's preview).
 */
export function Newsletter(props: BlockProps<BlockData<"Newsletter">>) {
  const { id, data, layout } = props;
  if (layout === "screen") return <ScreenNewsletter {...props} />;
  return (
    <div className="block">
      <NewsletterIsland id={id} heading={data.heading} text={data.text} />
    </div>
  );
}
