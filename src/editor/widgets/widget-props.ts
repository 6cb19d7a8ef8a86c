/** What Decap hands a widget's control (the part of its props these widgets use). */
export interface WidgetProps {
  value?: string;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}
