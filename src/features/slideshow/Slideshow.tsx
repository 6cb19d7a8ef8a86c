import React, { useEffect, useState } from "react";
import { FocalImage } from "../../components/FocalImage";
import { SmartLink } from "../../components/SmartLink";
import { ArrowLeftIcon, ArrowRightIcon, PauseIcon, PlayIcon } from "../../components/content-icons";
import "./slideshow.css";

export interface Slide {
  title: string;
  text: string;
  image: { url: string; alt: string; focalPointQuery?: string };
  link?: { path: string; label: string };
}

export const SLIDE_INTERVAL_MS = 7000;

function prefersReducedMotion() {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * A carousel a keyboard and a screen reader can use: previous/next buttons, a pause button,
 * no automatic advance for visitors who ask for reduced motion, and none while it has focus.
 */
export function Slideshow({ slides, label, id }: { slides: Slide[]; label: string; id: string }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);

  // Start only in the browser, and only for visitors who have not asked for reduced motion.
  useEffect(() => setPlaying(!prefersReducedMotion()), []);

  useEffect(() => {
    if (!playing || held || slides.length < 2) return undefined;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, index, slides.length]);

  if (slides.length === 0) return null;
  const go = (step: number) => setIndex((i) => (i + step + slides.length) % slides.length);
  const slide = slides[index % slides.length];

  return (
    <section
      className="slideshow"
      aria-roledescription="karusell"
      aria-label={label}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <div className="slideshow__controls">
        <button type="button" className="icon-button" onClick={() => setPlaying((p) => !p)}>
          {playing ? <PauseIcon title="Stopp lysbildevisningen" /> : <PlayIcon title="Start lysbildevisningen" />}
        </button>
        <button type="button" className="icon-button" onClick={() => go(-1)} aria-controls={`${id}-slides`}>
          <ArrowLeftIcon title="Forrige lysbilde" />
        </button>
        <button type="button" className="icon-button" onClick={() => go(1)} aria-controls={`${id}-slides`}>
          <ArrowRightIcon title="Neste lysbilde" />
        </button>
      </div>
      <div id={`${id}-slides`} className="slideshow__slides" aria-live={playing && !held ? "off" : "polite"}>
        <div
          role="group"
          aria-roledescription="lysbilde"
          aria-label={`${(index % slides.length) + 1} av ${slides.length}`}
          className="slide"
          key={index}
        >
          <FocalImage src={slide.image.url} alt={slide.image.alt} focalPointQuery={slide.image.focalPointQuery} />
          <div className="slide__text">
            <h3>{slide.title}</h3>
            <p>{slide.text}</p>
            {slide.link && <SmartLink to={slide.link.path}>{slide.link.label}</SmartLink>}
          </div>
        </div>
      </div>
    </section>
  );
}
