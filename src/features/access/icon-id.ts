import type { AccessFeature } from "../../access-features/access-features";

/** The id of a feature's icon in the page's sprite (icon-sprite.tsx). A module of its own: AccessList needs the id, not the drawings. */
export const accessIconId = (key: AccessFeature) => `tilgang-ikon-${key}`;
