import React from "react";
import type { WidgetProps } from "./widget-props";
import { formatFocalPoint, parseFocalPoint, pointInBox, type FocalPoint } from "./focal-point";

type Props = WidgetProps;

const MIDDLE: FocalPoint = { x: 0.5, y: 0.5 };
/** Marks each focal point widget, so the search for its picture stops where another one is. */
const MARK = "data-focal-point";
/** How far up from the widget to look for its picture's thumbnail (the image field beside it). */
const LEVELS_UP = 5;

/**
 * The picture beside this field, as Decap's image widget shows it: the one <img> in the nearest
 * ancestor that has any (other than the widget's own), never past another focal point's widget. Decap
 * gives a widget its own value only, so this reads the form; where two pictures are equally near, or
 * its own image field is empty in a list of pictures, none is taken rather than the wrong one.
 */
function pictureBeside(root: HTMLElement): string | null {
  let node: HTMLElement | null = root.parentElement;
  for (let level = 0; node && level < LEVELS_UP; level += 1, node = node.parentElement) {
    // Past its own picture and into a list of them (another focal point here): no picture of its own.
    if (node.querySelectorAll(`[${MARK}]`).length > 1) return null;
    const images = [...node.querySelectorAll("img")].filter((img) => !root.contains(img) && img.src);
    if (images.length === 1) return images[0].src;
    if (images.length > 1) return null;
  }
  return null;
}

/**
 * The focal point as a point on the picture: click where the subject is, or move the two sliders.
 * No query string to write: the field keeps "fp-x=…&fp-y=…" for the build. Left empty, crops keep the
 * middle of the picture.
 */
export class FocalPointControl extends React.Component<Props, { picture: string | null }> {
  state = { picture: null as string | null };
  private root = React.createRef<HTMLDivElement>();
  private timer: number | undefined;

  componentDidMount() {
    const look = () => {
      const picture = this.root.current ? pictureBeside(this.root.current) : null;
      if (picture !== this.state.picture) this.setState({ picture });
    };
    look();
    // The image field beside it can change (a new picture chosen) without this widget hearing of it.
    this.timer = window.setInterval(look, 1000);
  }

  componentWillUnmount() {
    window.clearInterval(this.timer);
  }

  private set = (point: FocalPoint) => this.props.onChange(formatFocalPoint(point));

  private click = (event: React.MouseEvent<HTMLDivElement>) =>
    this.set(pointInBox(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));

  render() {
    const { value, forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange, field } = this.props;
    // What the field says follows the model: where a focal point is needed, no word of doing without one.
    const required = field?.get("required") !== false;
    const point = parseFocalPoint(value);
    const shown = point ?? MIDDLE;
    const percent = (n: number) => Math.round(n * 100);
    const slider = (axis: "x" | "y", label: string, id?: string) => (
      <label style={{ display: "flex", alignItems: "center", gap: "0.75rem", marginTop: "0.5rem" }}>
        <span style={{ minWidth: "7rem" }}>{label}</span>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={1}
          value={percent(shown[axis])}
          onChange={(e) => this.set({ ...shown, [axis]: Number(e.target.value) / 100 })}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          style={{ flex: 1 }}
        />
        <output style={{ minWidth: "3.5rem", textAlign: "right" }}>{percent(shown[axis])} %</output>
      </label>
    );
    return (
      <div ref={this.root} className={classNameWrapper} {...{ [MARK]: "" }}>
        {/* Clicking the picture is the pointer's shortcut; the two sliders below are the keyboard's way. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div
          onClick={this.click}
          title="Klikk der motivet er"
          style={{
            position: "relative",
            maxWidth: "24rem",
            cursor: "crosshair",
            background: "repeating-linear-gradient(45deg, #e8e8ee 0 10px, #f4f4f8 10px 20px)",
            aspectRatio: this.state.picture ? undefined : "16 / 9",
            borderRadius: "4px",
            overflow: "hidden",
          }}
        >
          {this.state.picture && <img src={this.state.picture} alt="" style={{ display: "block", width: "100%" }} />}
          <span
            aria-hidden="true"
            style={{
              position: "absolute",
              left: `${percent(shown.x)}%`,
              top: `${percent(shown.y)}%`,
              width: "1.5rem",
              height: "1.5rem",
              margin: "-0.75rem 0 0 -0.75rem",
              borderRadius: "50%",
              border: "3px solid #fff",
              boxShadow: "0 0 0 2px #1f2d3d, 0 1px 6px rgb(0 0 0 / 40%)",
              background: point ? "rgb(214 69 65 / 70%)" : "transparent",
            }}
          />
        </div>
        <p style={{ margin: "0.5rem 0 0" }}>
          {point
            ? `Beskjæringer holder dette punktet synlig: ${percent(point.x)} % fra venstre, ${percent(point.y)} % fra toppen.`
            : required
              ? "Velg fokuspunktet: klikk der motivet er, eller bruk glidebryterne."
              : "Ingen fokuspunkt: beskjæringer holder midten av bildet. Klikk der motivet er, eller bruk glidebryterne."}
        </p>
        {slider("x", "Fra venstre", forID)}
        {slider("y", "Fra toppen")}
        {point && !required && (
          <button type="button" onClick={() => onChange("")} style={{ marginTop: "0.5rem" }}>
            Fjern fokuspunktet (bruk midten)
          </button>
        )}
      </div>
    );
  }
}

export function FocalPointPreview({ value }: { value?: string }) {
  const point = parseFocalPoint(value);
  return <span>{point ? `${Math.round(point.x * 100)} % / ${Math.round(point.y * 100)} %` : ""}</span>;
}
