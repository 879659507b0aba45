import { resolve } from 'node:path';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  turbopack: {
    rules: {
      '*.js': {
        condition: { path: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ },
        loaders: [resolve(import.meta.dirname, 'scripts/build/zod-locales-loader.cjs')],
      },
    },
  },
};

export default nextConfig;
