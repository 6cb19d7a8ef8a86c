import React from "react";
import type { WidgetProps } from "./widget-props";
import { sameAsKnown, type KnownKind, type KnownValues } from "./known-values";

/**
 * A hall or a category, chosen from those the content already uses, or a new one on purpose: "Ny
 * sal …" asks for its name, and a name that is a known one in other letters ("smia") becomes that
 * one. A value the list does not have (typed before this widget) stays as it is, shown as a choice.
 */
const WORDS: Record<KnownKind, { choose: string; add: string; name: string }> = {
  hall: { choose: "Velg sal …", add: "Ny sal …", name: "Navn på den nye salen" },
  category: { choose: "Velg kategori …", add: "Ny kategori …", name: "Navn på den nye kategorien" },
};
const NEW = "\u0000ny";

type Props = WidgetProps;
interface State {
  known: string[];
  adding: boolean;
  name: string;
}

export function knownValueControl(kind: KnownKind, load: () => Promise<KnownValues>) {
  const words = WORDS[kind];
  return class KnownValueControl extends React.Component<Props, State> {
    state: State = { known: [], adding: false, name: "" };
    private mounted = false;
    private nameInput = React.createRef<HTMLInputElement>();

    componentDidMount() {
      this.mounted = true;
      void load().then((values) => this.mounted && this.setState({ known: values[kind] }));
    }

    componentDidUpdate(_: Props, before: State) {
      // "Ny sal …" chosen: straight on to its name.
      if (this.state.adding && !before.adding) this.nameInput.current?.focus();
    }

    componentWillUnmount() {
      this.mounted = false;
    }

    private choose = (event: React.ChangeEvent<HTMLSelectElement>) => {
      if (event.target.value === NEW) this.setState({ adding: true, name: "" });
      else this.props.onChange(event.target.value);
    };

    private add = () => {
      const name = this.state.name.trim().replace(/\s+/g, " ");
      if (!name) return;
      this.props.onChange(sameAsKnown(name, this.state.known) ?? name);
      this.setState({ adding: false, name: "" });
    };

    render() {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value = "" } = this.props;
      const { known, adding, name } = this.state;
      const choices = value && !known.includes(value) ? [...known, value] : known;
      return (
        <div>
          <select
            id={forID}
            className={classNameWrapper}
            value={adding ? NEW : value}
            onChange={this.choose}
            onFocus={setActiveStyle}
            onBlur={setInactiveStyle}
          >
            {!value && !adding && <option value="">{words.choose}</option>}
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
            <option value={NEW}>{words.add}</option>
          </select>
          {adding && (
            <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", marginTop: "0.5rem", alignItems: "end" }}>
              <label style={{ display: "flex", flexDirection: "column", flex: "1 1 14rem", fontWeight: 600 }}>
                {words.name}
                <input
                  type="text"
                  value={name}
                  ref={this.nameInput}
                  style={{ minHeight: 44, font: "inherit", padding: "0 0.5rem" }}
                  onChange={(e) => this.setState({ name: e.target.value })}
                  onKeyDown={(e) => {
                    if (e.key === "Enter") {
                      e.preventDefault();
                      this.add();
                    }
                  }}
                />
              </label>
              <button type="button" style={{ minHeight: 44, padding: "0 1rem" }} onClick={this.add} disabled={!name.trim()}>
                Legg til
              </button>
              <button
                type="button"
                style={{ minHeight: 44, padding: "0 1rem" }}
                onClick={() => this.setState({ adding: false, name: "" })}
              >
                Avbryt
              </button>
            </div>
          )}
        </div>
      );
    }
  };
}

export function KnownValuePreview({ value }: { value?: string }) {
  return <span>{value ?? ""}</span>;
}
