/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Separate build dirs let several builds (e.g. parallel e2e runs) coexist.
  distDir: process.env.SNOWLINE_DIST_DIR || '.next',
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ['better-sqlite3'],
  // `npm test` type-checks once with tsc before it builds; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
};
export default nextConfig;
