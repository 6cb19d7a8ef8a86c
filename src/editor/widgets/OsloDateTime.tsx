import React from "react";
import type { WidgetProps } from "./widget-props";
import { checkStored, parseNorwegian, toNorwegian } from "./oslo-time";

type Props = WidgetProps;

/**
 * A date and time as a Norwegian editor writes it, kept in the content as ISO 8601 with Oslo's
 * offset. A date that does not exist (31.02) is refused before saving, with what is wrong. Decap
 * asks a widget's instance whether it is valid (isValid), so this is a class.
 */
export class OsloDateTimeControl extends React.Component<Props, { text: string }> {
  constructor(props: Props) {
    super(props);
    this.state = { text: props.value ? (toNorwegian(props.value) ?? props.value) : "" };
  }

  isValid = () => {
    // Left empty: Decap's own check says "… er påkrevd" where the field is required; an optional
    // time (publishAt, unpublishAt) may stay empty.
    if (this.props.value === undefined || this.props.value === "") return true;
    const result = checkStored(this.props.value);
    return result.ok ? true : { error: { message: result.message } };
  };

  private change = (event: React.ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    this.setState({ text });
    const parsed = parseNorwegian(text);
    // Kept as written while it is not a time, so the check above can say why.
    this.props.onChange(parsed.ok ? parsed.iso : text);
  };

  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    return (
      <input
        id={forID}
        className={classNameWrapper}
        type="text"
        inputMode="numeric"
        placeholder="14.05.2027 19:00"
        value={this.state.text}
        onChange={this.change}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    );
  }
}

export function OsloDateTimePreview({ value }: { value?: string }) {
  return <span>{value ? (toNorwegian(value) ?? value) : ""}</span>;
}
