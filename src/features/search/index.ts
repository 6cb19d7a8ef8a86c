// Search's public face: the panel the Search block renders. The build's side is in contract.ts.
export { SearchPanel } from "./SearchPanel";
