// The pieces' paint, the same in every theme (they are objects on a table).
// Pure, unit-tested (every letter reads on its faces).

/**
 * Each colour's top, left and right faces (lit from the upper left) and its ink, at
 * least 4.5:1 on every face. Ivory and charcoal differ in lightness, orange and
 * blue in hue and lightness (Okabe-Ito); each colour also has its letter and a
 * texture: ivory plain, charcoal lines, orange stripes, blue dots.
 */
export const PALETTE = {
  ivory: { top: "#f6efdc", left: "#ded3b6", right: "#c4b795", ink: "#1a1a1a", texture: "plain" },
  charcoal: { top: "#4a4a4a", left: "#3b3b3b", right: "#2c2c2c", ink: "#ffffff", texture: "lines" },
  orange: { top: "#e69f00", left: "#d39100", right: "#bd8200", ink: "#000000", texture: "stripes" },
  blue: { top: "#0072b2", left: "#00639b", right: "#005386", ink: "#ffffff", texture: "dots" },
};
/** Every piece's outline: >= 3:1 on the board's table colour in both themes. */
export const EDGE = "#1a1a1a";

/** WCAG contrast of two #rrggbb colours. */
export function contrast(a, b) {
  const lum = (hex) => {
    const [r, g, b2] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
