/**
 * Content-Security-Policy pieces derived from configuration. The policy allows exactly what the web
 * app loads: its own scripts (no inline script at all), Mantine's style attributes, map tiles from the
 * configured tile server, the captcha's workers, and API/socket calls to this origin.
 */

/**
 * Image sources for a tile URL template: its origin, plus every subdomain of it when the template
 * spreads load over subdomains ('{s}.tile.example.org') or may be switched to them.
 * 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' → https://tile.openstreetmap.org, https://*.tile.openstreetmap.org
 */
export function tileImageSources(template: string): string[] {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return [];
  const scheme = (match[1] ?? '').toLowerCase();
  const host = (match[2] ?? '').toLowerCase();
  const [first, ...rest] = host.split('.');
  // A placeholder as the first label ({s}, {a-c}) means "any subdomain of the rest".
  if (first?.includes('{') && rest.length > 0) return [`${scheme}://*.${rest.join('.')}`];
  if (host.includes('{')) return [];
  return [`${scheme}://${host}`, `${scheme}://*.${host}`];
}

/** WebSocket origins of the public URL: CSP 'self' does not cover ws:/wss: in every browser. */
export function socketSources(publicUrl: string): string[] {
  try {
    const url = new URL(publicUrl);
    const scheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return [`${scheme}//${url.host}`];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(config: { mapTileUrl: string; publicUrl: string }) {
  const isHttps = config.publicUrl.startsWith('https:');
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // Mantine sets style attributes and injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...tileImageSources(config.mapTileUrl)],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...socketSources(config.publicUrl)],
      // The ALTCHA widget solves its proof of work in workers.
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // On plain http (a laptop, a LAN address) upgrading would break every asset, so only with https.
      ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}
