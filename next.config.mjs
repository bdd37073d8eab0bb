/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ['better-sqlite3'],
};
export default nextConfig;
