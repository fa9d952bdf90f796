import type { CheerioAPI } from 'cheerio';

/**
 * Titles of the pages that bot defences show instead of the page asked for: Cloudflare's
 * challenge ("Just a moment...") and block page ("Attention Required! | Cloudflare"), Akamai's
 * and PerimeterX's refusals, Distil's and Imperva's interstitials, generic captcha walls.
 */
const CHALLENGE_TITLES = [
  /^just a moment\b/i,
  /^attention required\b/i,
  /^access denied\b/i,
  /^access to this page has been denied\b/i,
  /^one more step\b/i,
  /^checking (your browser|if the site connection is secure)\b/i,
  /^pardon our interruption\b/i,
  /^(are you a (human|robot)|verify(ing)? (that )?you are (a )?human)\b/i,
  /^(bot|robot|human|security) (check|verification)\b/i,
  /\bcaptcha\b/i,
];

/**
 * What only a challenge page carries (a shop's own page may well load a captcha widget for its
 * login form, or Cloudflare's bot-detection script, so neither counts): Cloudflare's challenge
 * options and error text, DataDome's captcha frame, PerimeterX's captcha box, Amazon's captcha
 * form, Imperva's interstitial resource.
 */
const CHALLENGE_MARKERS = [
  '_cf_chl_opt',
  'cf-browser-verification',
  'challenge-error-text',
  'cf-error-details',
  'captcha-delivery.com',
  'px-captcha',
  '/errors/validatecaptcha',
  '_incapsula_resource',
];

/** Whether the page is a bot defence's challenge or refusal rather than the page that was asked for. */
export function isBotCheck($: CheerioAPI, html: string): boolean {
  const title = $('title').first().text().replace(/\s+/g, ' ').trim();
  if (CHALLENGE_TITLES.some((pattern) => pattern.test(title))) return true;
  const text = html.toLowerCase();
  return CHALLENGE_MARKERS.some((marker) => text.includes(marker));
}
