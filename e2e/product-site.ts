import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A shop on loopback for link import (the api runs with ENRICH_ALLOW_PRIVATE_HOSTS to read it):
 * /blazer, a product page with a Product in JSON-LD with a brand, a description and a photo;
 * /just-a-moment, the bot check Cloudflare answers with (403); /title-only, a page whose
 * script would render it, with only a title.
 */
export class ProductSite {
  private server: Server | null = null;
  base = '';

  async start(): Promise<void> {
    const photo = await productPhoto('#2b4a6f');
    const page = `<!doctype html><html><head><title>Linen Blazer | Maison</title>
<meta property="og:site_name" content="Maison Store">
<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linen Blazer',
      brand: { '@type': 'Brand', name: 'Maison Lin' },
      image: ['/img/blazer.jpg'],
      description: 'A relaxed blazer in washed linen with two patch pockets.',
      color: 'Navy',
      material: 'Linen',
      offers: { '@type': 'Offer', price: '129.00', priceCurrency: 'USD' },
    })}</script></head><body><h1>Linen Blazer</h1></body></html>`;
    const html = { 'Content-Type': 'text/html; charset=utf-8' };
    this.server = createServer((request, response) => {
      if (request.url === '/blazer') response.writeHead(200, html).end(page);
      else if (request.url === '/img/blazer.jpg') response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo);
      else if (request.url === '/just-a-moment') response.writeHead(403, html).end(BOT_CHECK);
      else if (request.url === '/title-only') response.writeHead(200, html).end(TITLE_ONLY);
      else response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

/** Cloudflare's challenge page, as it answers a server-side fetch. */
const BOT_CHECK = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>
<meta name="robots" content="noindex,nofollow"></head><body class="no-js"><div class="main-wrapper" role="main">
<noscript><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></noscript></div>
<script>(function(){window._cf_chl_opt={cvId: '3',cZone: "127.0.0.1",cType: 'managed'};}());</script></body></html>`;

/** A page a script renders: nothing but its title to read. */
const TITLE_ONLY = `<!doctype html><html lang="en"><head><title>Cashmere Sweater – Nord Knits</title></head>
<body><div id="root"></div><script src="/assets/app.js"></script></body></html>`;

/** A 1200×900 JPEG of one color with a lighter band, like a product shot. */
export async function productPhoto(color: string): Promise<Buffer> {
  const band = await sharp({ create: { width: 1200, height: 200, channels: 3, background: '#f3ead8' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .composite([{ input: band, top: 350, left: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
}
