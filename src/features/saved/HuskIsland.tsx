import { island } from "../../components/island";
import { HuskButton } from "./HuskButton";

/**
 * "Husk" as an island (src/islands/parts.ts, "husk"): on a page built of islands it starts as the
 * page opens where this browser has saved something (the heart may be filled), and otherwise at the
 * visitor's first touch, a press made before then held until it has started.
 */
export const HuskIsland = island("husk", HuskButton);
