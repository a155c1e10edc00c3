/**
 * A faint eight-point star lattice (a classic Islamic geometric motif) as a CSS background layer.
 * A data: URL, so it costs no request and passes the CSP (img-src allows data:).
 */
const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='80' height='80' viewBox='0 0 80 80'><g fill='none' stroke='%23ffffff' stroke-opacity='0.045' stroke-width='1.2'><path d='M40 12l8 20 20 8-20 8-8 20-8-20-20-8 20-8z'/><rect x='26' y='26' width='28' height='28' transform='rotate(45 40 40)'/><rect x='26' y='26' width='28' height='28'/></g></svg>`;

export const patternBackground = `url("data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E')}")`;
