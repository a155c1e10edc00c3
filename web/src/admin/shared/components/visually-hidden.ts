/**
 * Styles that hide an element from sight but keep it for screen readers and keyboards (a
 * count's meaning beside its badge, a file input behind its styled label). Sizes in px: in MUI's
 * `sx` a bare 1 means 100%, which made the hidden box as wide as its container.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
