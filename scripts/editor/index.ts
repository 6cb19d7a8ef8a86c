export { startLocalEditor, editorBuildEnv, e2eEditorPort, DEFAULT_EDITOR_PORT, type LocalEditor } from "./local-editor";
