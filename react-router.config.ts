import type { Config } from "@react-router/dev/config";

export default {
  // Public pages are rendered on the server with their data (search engines, first paint on 4G).
  ssr: true,
  // BUILD_DIR lets parallel test runs build side by side; the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
