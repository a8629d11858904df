// Colours a banner's gradient may name. The theme's are its darker tones (white text on them passes WCAG AA);
// anything else must look like a CSS colour, so a config cannot slip `url(...)` into the background.
export const THEME_COLORS: Readonly<Record<string, string>> = {
  primary: '#1166e0',
  success: '#007a55',
  warning: '#a85400',
  danger: '#d91a2a',
  purple: '#6b3fc4',
  teal: '#0b7285',
  navy: '#1b2a59',
}

const CSS_COLOR = /^(#[0-9A-Fa-f]{3,8}|[A-Za-z]+|(rgb|rgba|hsl|hsla)\([0-9.,%/ a-z]+\))$/

export const DEFAULT_GRADIENT = { colors: ['primary', 'navy'], angle: 135 }

/** A theme colour's value, a CSS colour as written, or undefined for anything else. */
export function bannerColor(name: string): string | undefined {
  if (Object.hasOwn(THEME_COLORS, name)) return THEME_COLORS[name]
  return CSS_COLOR.test(name) ? name : undefined
}

/** The CSS background of a gradient; the default one when fewer than two of its colours are usable. */
export function gradientCss(gradient: { colors: string[]; angle?: number } | undefined): string {
  const colors = (gradient?.colors ?? []).map(bannerColor).filter((c): c is string => c !== undefined)
  const usable = colors.length >= 2 ? colors : DEFAULT_GRADIENT.colors.map((c) => THEME_COLORS[c])
  const angle = gradient?.angle ?? DEFAULT_GRADIENT.angle
  return `linear-gradient(${angle}deg, ${usable.join(', ')})`
}
