import { text } from "./schema-kit";

/** "fp-x=0.5&fp-y=0.3": fp-x is its first group, fp-y its fourth (the editor's widget reads them). */
export const FOCAL_POINT_PATTERN = /^fp-x=(0(\.\d+)?|1(\.0+)?)&fp-y=(0(\.\d+)?|1(\.0+)?)$/;

/** "fp-x=0.5&fp-y=0.3": the point of interest, 0..1 from the left and top. Crops keep it in view. */
export const focalPointQuery = () =>
  text({
    pattern: FOCAL_POINT_PATTERN,
    patternText: 'a focal point like "fp-x=0.5&fp-y=0.3" (numbers from 0 to 1)',
    nb: "Skriv fokuspunktet som «fp-x=0.5&fp-y=0.3»: tall fra 0 til 1, fra venstre og fra toppen.",
  }).meta({
    title: "Fokuspunkt",
    description: "Punktet i bildet som alltid skal synes når bildet beskjæres: klikk der motivet er.",
  });
