/**
 * User agents of crawlers, link previewers, monitors and scripts that say what they are: their
 * requests are not demand (docs/decisions/120). A bot that dresses as a browser is held back by the
 * per-address daily cap instead. The user agent is read here and never stored.
 */
const knownBot =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|meta-externalagent|whatsapp\/|telegram|skypeuripreview|embedly|preview|lighthouse|pagespeed|headless(?!chrome)|phantomjs|curl\/|wget\/|python-|httpx|aiohttp|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|scrapy|httpclient|uptime|pingdom|monitor|checker|validator|feedfetcher|semrush|ahrefs|mj12|dotbot|petalbot|bytespider|gptbot|claudebot|ccbot|perplexity|amazonbot|applebot|yandex|baiduspider|duckduckbot|bingpreview|google-inspectiontool|googleother|mediapartners/i;

export function isKnownBot(userAgent: string | undefined): boolean {
  // No user agent at all is a script: browsers always send one.
  if (!userAgent) return true;
  return knownBot.test(userAgent);
}
