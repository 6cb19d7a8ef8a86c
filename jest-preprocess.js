// Jest compiles TypeScript and JSX with Gatsby's own Babel preset, as the Gatsby docs recommend.
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
});
