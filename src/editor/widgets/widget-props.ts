/** What Decap hands a widget's control (the part of its props these widgets use). */
export interface WidgetProps {
  value?: string;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  /** The field's configuration, as Decap hands it (an Immutable map): its label, whether it is required. */
  field?: { get: (key: string) => unknown };
}
