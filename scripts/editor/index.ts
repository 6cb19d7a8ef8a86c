export { startLocalEditor, editorBuildEnv, DEFAULT_EDITOR_PORT, type LocalEditor } from "./local-editor";
