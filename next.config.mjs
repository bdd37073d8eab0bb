/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Separate build dirs let several builds (e.g. parallel e2e runs) coexist.
  distDir: process.env.SNOWLINE_DIST_DIR || '.next',
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ['better-sqlite3'],
};
export default nextConfig;
