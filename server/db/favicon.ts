/** A square favicon: the brand's initial on its primary colour. Stored in the portfolio row at seed time. */
export function initialFavicon(initial: string, background: string, foreground: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${background}"/>`,
    `<text x="32" y="45" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="38" font-weight="700" fill="${foreground}">${initial}</text>`,
    '</svg>',
  ].join('');
}
