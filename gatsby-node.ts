// The build, one handler per file under gatsby/.
export { sourceNodes } from "./gatsby/source-nodes";
export { onCreateNode } from "./gatsby/on-create-node";
export { createSchemaCustomization } from "./gatsby/create-schema-customization";
export { createResolvers } from "./gatsby/create-resolvers";
export { createPages } from "./gatsby/create-pages";
export { onCreatePage } from "./gatsby/on-create-page";
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config";
export { onPostBuild } from "./gatsby/on-post-build";
