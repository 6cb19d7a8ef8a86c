// The cinema's parts a page built of islands starts by itself (src/islands/parts.ts): each in a
// module of its own, with no Gatsby and none of the store or the API client (those load behind CinemaPart).
export { CinemaPart } from "./CinemaPart";
export { WatchMarkPart } from "./WatchMarkPart";
