import type { Config } from "@react-router/dev/config";

export default {
  // Public pages are rendered on the server with their data (search engines, first paint on 4G).
  ssr: true,
} satisfies Config;
