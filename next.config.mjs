/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets parallel builds (several engineers or test runs on one machine) use their own folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  // proxy.ts sees every request, and Next buffers bodies for it up to this size (10 MB by
  // default, cut beyond): driver uploads carry several photos of up to 10 MB each.
  experimental: { proxyClientMaxBodySize: "64mb" },
  // Static assets skip proxy.ts; they still get the headers every response carries.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
};

export default nextConfig;
