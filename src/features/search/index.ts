// Search's public face: the panel the Search block renders, an island. The build's side is in contract.ts.
export { SearchIsland } from "./SearchIsland";
