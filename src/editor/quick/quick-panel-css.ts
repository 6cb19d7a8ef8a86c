/** Hurtigvalg's look: a phone first (390 px), big enough to hit with a thumb (44 px and more). */
export const QUICK_PANEL_CSS = `
.hv { position: fixed; inset: 0; z-index: 100000; overflow-y: auto; background: #f6f4ef; color: #1d1d1b;
  font: 17px/1.45 system-ui, sans-serif; padding: 0 max(1rem, calc((100vw - 40rem) / 2)) 6rem; box-sizing: border-box; }
.hv *, .hv *::before, .hv *::after { box-sizing: border-box; }
.hv-top { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: 0.75rem 0; }
.hv h1 { font-size: 1.5rem; margin: 0; }
.hv h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
.hv button, .hv select, .hv input[type="text"] { font: inherit; min-height: 48px; border-radius: 8px; }
.hv button { padding: 0.5rem 1rem; border: 2px solid #2b4a6f; background: #fff; color: #2b4a6f; font-weight: 600; cursor: pointer; }
.hv button:disabled { opacity: 0.5; }
.hv button:focus-visible, .hv input:focus-visible, .hv select:focus-visible { outline: 3px solid #e0a100; outline-offset: 2px; }
.hv .hv-main { width: 100%; margin-top: 1rem; background: #2b4a6f; color: #fff; }
.hv .hv-danger { border-color: #9b1c1c; color: #9b1c1c; }
.hv .hv-ask + .hv-danger, .hv [role="group"] .hv-danger { background: #9b1c1c; color: #fff; }
.hv .hv-quiet { border-color: #6b6b66; color: #1d1d1b; }
.hv label { display: block; font-weight: 600; margin-top: 0.75rem; }
.hv input[type="text"], .hv select { display: block; width: 100%; padding: 0.5rem 0.75rem; border: 2px solid #6b6b66; background: #fff; }
.hv .hv-hint { margin: 0.25rem 0 0; font-size: 0.9rem; color: #4a4a46; }
.hv fieldset { border: 0; padding: 0; margin: 0.75rem 0 0; }
.hv legend { font-weight: 600; padding: 0; }
.hv .hv-choices { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 0.25rem; }
.hv .hv-choice { margin: 0; display: flex; align-items: center; gap: 0.5rem; min-height: 48px; padding: 0 0.9rem;
  border: 2px solid #6b6b66; border-radius: 8px; background: #fff; font-weight: 500; }
.hv .hv-choice:has(input:checked) { border-color: #2b4a6f; background: #e3ebf5; font-weight: 700; }
.hv .hv-choice input { width: 1.25rem; height: 1.25rem; margin: 0; }
.hv .hv-dates { list-style: none; margin: 0; padding: 0; }
.hv .hv-dates li { background: #fff; border-radius: 10px; padding: 0.75rem; margin-bottom: 0.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 15%); }
.hv .hv-what { display: flex; flex-direction: column; overflow-wrap: anywhere; }
.hv .hv-badge { align-self: flex-start; margin-top: 0.25rem; padding: 0.1rem 0.6rem; border-radius: 999px; font-weight: 700; font-size: 0.9rem; }
.hv .hv-cancelled { background: #9b1c1c; color: #fff; }
.hv .hv-soldOut { background: #6b4b00; color: #fff; }
.hv .hv-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 0.6rem; align-items: center; }
.hv .hv-actions button { flex: 1 1 8rem; }
.hv .hv-ask { flex-basis: 100%; font-weight: 600; }
.hv .hv-refusal { background: #9b1c1c; color: #fff; padding: 0.75rem 1rem; border-radius: 8px; white-space: pre-line; margin: 0.5rem 0; }
.hv .hv-refusal button { margin-top: 0.5rem; }
.hv .hv-done:not(:empty) { background: #1f6b3a; color: #fff; padding: 0.75rem 1rem; border-radius: 8px; margin: 0.5rem 0; }
`;
