import type React from "react";
import type { TEMPLATE_BLOCKS, TemplateKind } from "../template-kinds";
import type { BlockProps } from "../types";

/** Component name -> React component, exactly the blocks one template kind can show. */
export type Registry<K extends TemplateKind> = Record<(typeof TEMPLATE_BLOCKS)[K][number], React.ComponentType<BlockProps<never>>>;
export type AnyRegistry = Partial<Record<string, React.ComponentType<BlockProps<never>>>>;
