import { brandColors, type ModeColors } from '@umrah/domain/model/brand-colors';
import type { PublicSettings } from '@umrah/domain/schemas/settings';

/**
 * The colours a public page is painted with (@umrah/domain/brand-colors): the page's head carries
 * them as a few CSS variables for each mode (`:root` light, `html.dark` dark); the shared
 * stylesheet uses only the variables.
 */
type ColorSettings = Partial<
  Pick<PublicSettings, 'primaryColor' | 'secondaryColor' | 'accentColor'>
>;

export function siteColors(settings: ColorSettings | undefined) {
  return brandColors({
    primary: settings?.primaryColor,
    secondary: settings?.secondaryColor,
    accent: settings?.accentColor,
  });
}

const VARIABLES: Record<keyof ModeColors, string> = {
  primary: '--primary',
  primaryDark: '--primary-dark',
  onPrimary: '--on-primary',
  secondary: '--secondary',
  accent: '--accent',
  accentStrong: '--accent-strong',
  deep: '--deep',
};

function declarations(colors: ModeColors): string {
  return (Object.keys(VARIABLES) as (keyof ModeColors)[])
    .map((key) => `${VARIABLES[key]}:${colors[key]}`)
    .join(';');
}

/** The page head's CSS: the settings' colours for both modes (about 400 bytes). */
export function siteColorsCss(settings: ColorSettings | undefined): string {
  const { light, dark } = siteColors(settings);
  return `:root{${declarations(light)}}html.dark{${declarations(dark)}}`;
}
