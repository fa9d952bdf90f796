/**
 * Pages as sites serve them (trimmed of styles and most scripts, structure and tell-tale
 * markup kept), for the product-page decision: the pages bot defences answer with, pages
 * that are not product pages, and product pages as common shop systems publish them.
 */

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

/** Cloudflare's managed challenge (served with 403 or 503 and `cf-mitigated: challenge`). */
export const CLOUDFLARE_CHALLENGE = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge">
<meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15}</style><meta http-equiv="refresh" content="390"></head>
<body class="no-js"><div class="main-wrapper" role="main"><div class="main-content">
<noscript><div id="challenge-error-title"><div class="h2"><span class="icon-wrapper"><div class="heading-icon warning-icon"></div></span>
<span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></div></noscript></div></div>
<script>(function(){window._cf_chl_opt={cvId: '3',cZone: "www.shop.example",cType: 'managed',cRay: '8a1b2c3d4e5f6a7b',cH: 'x',md: 'y'};
var cpo = document.createElement('script');cpo.src = '/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8a1b2c3d4e5f6a7b';
window._cf_chl_opt.cOgUHash = location.hash === '' ? '' : location.hash;document.getElementsByTagName('head')[0].appendChild(cpo);}());</script>
</body></html>`;

/** Cloudflare's block page ("Sorry, you have been blocked"). */
export const CLOUDFLARE_BLOCKED = `<!DOCTYPE html>
<!--[if lt IE 7]> <html class="no-js ie6 oldie" lang="en-US"> <![endif]-->
<!--[if gt IE 8]><!--> <html class="no-js" lang="en-US"> <!--<![endif]-->
<head><title>Attention Required! | Cloudflare</title><meta charset="UTF-8" />
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><meta name="robots" content="noindex, nofollow" />
<link rel="stylesheet" id="cf_styles-css" href="/cdn-cgi/styles/cf.errors.css" /></head>
<body><div id="cf-wrapper"><div id="cf-error-details" class="cf-error-details-wrapper">
<div class="cf-wrapper cf-header cf-error-overview"><h1 data-translate="block_headline">Sorry, you have been blocked</h1>
<h2 class="cf-subheadline"><span data-translate="unable_to_access">You are unable to access</span> shop.example</h2></div>
<div class="cf-section cf-wrapper"><h2 data-translate="blocked_why_headline">Why have I been blocked?</h2>
<p data-translate="blocked_why_detail">This website is using a security service to protect itself from online attacks.</p></div>
<div class="cf-error-footer cf-wrapper"><p>Cloudflare Ray ID: <strong class="font-semibold">8a1b2c3d4e5f6a7b</strong></p></div>
</div></div></body></html>`;

/** Amazon's robot check: HTTP 200, the site's own title, a captcha form. */
export const AMAZON_CAPTCHA = `<!doctype html><html lang="en" class="a-no-js" data-19ax5a9jf="dingo"><head>
<meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"><title dir="ltr">Amazon.com</title>
<meta name="viewport" content="width=device-width"><link rel="stylesheet" href="https://images-na.ssl-images-amazon.com/images/G/01/AUIClients/AmazonUI.css"></head>
<body><div class="a-container a-padding-double-large" style="min-width:350px;padding:44px 0 !important">
<div class="a-row a-spacing-double-large" style="width: 350px; margin: 0 auto"><div class="a-row a-spacing-medium a-text-center"><i class="a-icon a-logo"></i></div>
<div class="a-box a-alert a-alert-info a-spacing-base"><div class="a-box-inner"><h4>Enter the characters you see below</h4>
<p class="a-last">Sorry, we just need to make sure you're not a robot. For best results, please make sure your browser is accepting cookies.</p></div></div>
<form method="get" action="/errors/validateCaptcha" name=""><input type=hidden name="amzn" value="abc==" />
<div class="a-row a-text-center"><img src="https://images-na.ssl-images-amazon.com/captcha/abcdef/Captcha_xyz.jpg"></div>
<input autocomplete="off" spellcheck="false" placeholder="Type characters" id="captchacharacters" name="field-keywords" type="text">
<button type="submit" class="a-button-text">Continue shopping</button></form></div></div></body></html>`;

/** DataDome's captcha page: the shop's name as title, the captcha in a frame. */
export const DATADOME_CAPTCHA = `<html><head><title>shop.example</title><style>#cmsg{animation: A 1.5s;}@keyframes A{0%{opacity:0;}99%{opacity:0;}100%{opacity:1;}}</style></head>
<body style="margin:0"><p id="cmsg">Please enable JS and disable any ad blocker</p>
<script data-cfasync="false">var dd={'rt':'c','cid':'AHrlqAAAAAMA','hsh':'A55FBF4311ED6F1BF9911EB71931D5','t':'fe','s':17434,'e':'abc','host':'geo.captcha-delivery.com'}</script>
<script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script></body></html>`;

/** PerimeterX (HUMAN): "Access to this page has been denied" with its press-and-hold box. */
export const PERIMETERX_BLOCK = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Access to this page has been denied</title>
<meta name="description" content="px-captcha"></head><body><section class="container"><div class="content">
<h1>Before we continue...</h1><p>Press &amp; Hold to confirm you are<br>a human (and not a bot).</p><div id="px-captcha"></div>
<p class="reference">Reference ID 8f0e4a70-1b2c-11ef-9d3a-5b6f4e3c2a1d</p></div></section>
<script>window._pxAppId = 'PXabcdef12';window._pxJsClientSrc = '/abcdef12/init.js';</script></body></html>`;

/** Akamai's refusal. */
export const AKAMAI_DENIED = `<HTML><HEAD>
<TITLE>Access Denied</TITLE>
</HEAD><BODY>
<H1>Access Denied</H1>

You don't have permission to access "http&#58;&#47;&#47;www&#46;shop&#46;example&#47;p&#47;linen&#45;blazer" on this server.<P>
Reference&#32;&#35;18&#46;6f2e1402&#46;1716900000&#46;1a2b3c4d
<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;6f2e1402&#46;1716900000&#46;1a2b3c4d</P>
</BODY>
</HTML>`;

/** Imperva's interstitial, which keeps the shop's link-preview tags in its head. */
export const IMPERVA_INTERSTITIAL = `<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW">
<meta name="format-detection" content="telephone=no"><meta name="viewport" content="initial-scale=1.0">
<meta property="og:title" content="Linen Blazer"><meta property="og:image" content="https://cdn.shop.example/blazer.jpg">
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"><script type="text/javascript" src="/_Incapsula_Resource?SWJIYLWA=719d34d31c8e3a6e6fffd425f7e032f3"></script></head>
<body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=24&xinfo=14-12345678-0%200NNN%20RT%281716900000000%20127%29&incident_id=0-123456789&edet=15&cinfo=04000000&rpinfo=0&mth=GET" frameborder=0 width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident ID: 0-123456789</iframe></body></html>`;

/** A captcha wall of a smaller site: a reCAPTCHA and nothing else. */
export const RECAPTCHA_WALL = `<!doctype html><html><head><title>Security Check</title>
<script src="https://www.google.com/recaptcha/api.js" async defer></script></head>
<body><h1>Please verify you are a human</h1><form action="/verify" method="POST">
<div class="g-recaptcha" data-sitekey="6LcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"></div><button type="submit">Continue</button></form></body></html>`;

/** A page with a title and nothing else that says what it is (a script renders it in the browser). */
export const TITLE_ONLY = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Linen Blazer – Maison Lin</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/assets/app.3f2a1c.css"></head>
<body><div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript>
<script src="/assets/app.9b8c7d.js"></script></body></html>`;

/** A title and a meta description, as any page of a site has them. */
export const TITLE_AND_DESCRIPTION = `<!doctype html><html><head><title>Maison Lin | Linen clothing</title>
<meta name="description" content="Relaxed linen clothing made in Portugal. Free returns within 30 days."></head>
<body><header><nav><a href="/women">Women</a> <a href="/men">Men</a></nav></header><main><h1>New arrivals</h1></main></body></html>`;

/** A magazine article with full link-preview tags: about products, but not one. */
export const ARTICLE = `<!doctype html><html lang="en"><head><title>The 12 best linen blazers of the summer | Style Weekly</title>
<meta property="og:type" content="article"><meta property="og:title" content="The 12 best linen blazers of the summer">
<meta property="og:description" content="From relaxed to tailored, the linen blazers our editors loved this season.">
<meta property="og:image" content="https://img.styleweekly.example/linen-blazers-hero.jpg"><meta property="og:site_name" content="Style Weekly">
<meta property="article:published_time" content="2026-05-02T09:00:00Z">
${ld({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'The 12 best linen blazers of the summer' })}
</head><body><article><h1>The 12 best linen blazers of the summer</h1></article></body></html>`;

/** A shop's home page: named in Open Graph, nothing more. */
export const SHOP_HOME = `<!doctype html><html><head><title>Maison Lin</title><meta property="og:type" content="website">
<meta property="og:title" content="Maison Lin"><meta property="og:site_name" content="Maison Lin"><meta property="og:url" content="https://www.shop.example/">
</head><body><h1>Maison Lin</h1></body></html>`;

/** A "not found" page answered with 200, as some shops do. */
export const SOFT_NOT_FOUND = `<!doctype html><html><head><title>Page not found – Maison Lin</title>
<meta name="description" content="Sorry, we couldn't find that page."></head><body><h1>404</h1><p>This page does not exist.</p></body></html>`;

/**
 * A Shopify product page: og:type product and price tags, JSON-LD Product; Cloudflare's
 * bot-detection script and a reCAPTCHA for the newsletter, as real shops load them.
 */
export const SHOPIFY_PRODUCT = `<!doctype html><html class="no-js" lang="en"><head><meta charset="utf-8">
<title>Linen Blazer – Maison Lin</title><meta name="description" content="A relaxed blazer in washed linen.">
<meta property="og:site_name" content="Maison Lin"><meta property="og:url" content="https://www.shop.example/products/linen-blazer">
<meta property="og:title" content="Linen Blazer"><meta property="og:type" content="product"><meta property="og:description" content="A relaxed blazer in washed linen.">
<meta property="og:image" content="http://www.shop.example/cdn/shop/files/blazer.jpg?v=1716900000"><meta property="og:image:secure_url" content="https://www.shop.example/cdn/shop/files/blazer.jpg?v=1716900000">
<meta property="og:price:amount" content="129.00"><meta property="og:price:currency" content="USD">
${ld({
  '@context': 'http://schema.org/',
  '@type': 'Product',
  name: 'Linen Blazer',
  url: 'https://www.shop.example/products/linen-blazer',
  image: ['https://www.shop.example/cdn/shop/files/blazer.jpg?v=1716900000'],
  description: 'A relaxed blazer in washed linen.',
  brand: { '@type': 'Brand', name: 'Maison Lin' },
  offers: [{ '@type': 'Offer', price: '129.00', priceCurrency: 'USD', availability: 'http://schema.org/InStock' }],
})}
<script src="https://www.google.com/recaptcha/api.js?render=6LcAAAAA"></script></head>
<body><main><h1>Linen Blazer</h1><form id="newsletter"><div class="g-recaptcha"></div></form></main>
<script>(function(){var js = "window['__CF$cv$params']={r:'8a1b2c3d4e5f6a7b',t:'MTcxNjkwMDAwMC4wMDAwMDA='};";var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/scripts/jsd/main.js';document.head.appendChild(a);})();</script>
</body></html>`;

/** A WooCommerce page: the Product inside Yoast's JSON-LD graph, no product tags. */
export const WOOCOMMERCE_PRODUCT = `<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Silk Scarf - Soie Atelier</title>
<meta property="og:type" content="website"><meta property="og:title" content="Silk Scarf - Soie Atelier">
${ld({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', '@id': 'https://soie.example/product/silk-scarf/', name: 'Silk Scarf - Soie Atelier' },
    { '@type': 'BreadcrumbList', itemListElement: [] },
  ],
})}
${ld({
  '@context': 'https://schema.org/',
  '@graph': [
    {
      '@type': 'Product',
      name: 'Silk Scarf',
      description: '<p>Hand-rolled edges, 90 x 90 cm.</p>',
      image: 'https://soie.example/wp-content/uploads/2026/04/scarf.jpg',
      offers: [
        {
          '@type': 'Offer',
          priceSpecification: [{ '@type': 'UnitPriceSpecification', price: '89.50', priceCurrency: 'USD' }],
          seller: { '@type': 'Organization', name: 'Soie Atelier' },
        },
      ],
    },
  ],
})}
</head><body class="product-template-default single single-product"><h1 class="product_title entry-title">Silk Scarf</h1></body></html>`;

/** A Squarespace-style product page: Open Graph and price tags, no JSON-LD. */
export const TAGGED_PRODUCT = `<!doctype html><html><head><title>Wool Throw — Casa Nord</title>
<meta property="og:title" content="Wool Throw — Casa Nord"><meta property="og:type" content="website">
<meta property="product:price:amount" content="145.00"><meta property="product:price:currency" content="USD">
<meta property="og:image" content="https://images.casanord.example/throw.jpg?format=1500w"></head><body><h1>Wool Throw</h1></body></html>`;

/** A small boutique's product page: only the link-preview tags (a name and a photo). */
export const PREVIEW_TAGGED_PRODUCT = `<!doctype html><html><head><title>Hand-thrown Vase | Clay Studio</title>
<meta property="og:title" content="Hand-thrown Vase"><meta property="og:image" content="/images/vase.jpg">
<meta name="twitter:card" content="summary_large_image"></head><body><h1>Hand-thrown Vase</h1><p>$68</p></body></html>`;
