import { defineIcon } from "./icon.tsx";

/** Pictograms of the marketing pages (home, about, contact, blog) and the social networks. */

export const QuoteIcon = /* @__PURE__ */ defineIcon(
  <path d="M13 8c-5 1.5-8.5 5.5-8.5 11v5h9v-9H9c.3-3 2-5.2 5-6.3zm14 0c-5 1.5-8.5 5.5-8.5 11v5h9v-9H23c.3-3 2-5.2 5-6.3z" />,
  { viewBox: "0 0 32 32", stroke: "none", fill: "currentColor" },
);

export const BuildingIcon = /* @__PURE__ */ defineIcon(
  <path d="M3 21h18M5 21V8l7-4 7 4v13M9 21v-5h6v5M9 11h.01M12 11h.01M15 11h.01" />,
);

export const BoxesIcon = /* @__PURE__ */ defineIcon(
  <path d="M3 13h8v8H3zM13 13h8v8h-8zM8 3h8v8H8zM12 3v3M7 13v3M17 13v3" />,
);

export const PeopleIcon = /* @__PURE__ */ defineIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.5-3.6 3.2-6 6.5-6s6 2.4 6.5 6M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.4c2 .8 3.3 2.9 3.5 5.6" />
  </>,
);

export const SparkIcon = /* @__PURE__ */ defineIcon(
  <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />,
);

export const ShieldIcon = /* @__PURE__ */ defineIcon(
  <>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </>,
);

export const TargetIcon = /* @__PURE__ */ defineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
  </>,
);

export const AwardIcon = /* @__PURE__ */ defineIcon(
  <>
    <circle cx="12" cy="9" r="5.5" />
    <path d="m8.5 13.5-1.5 7.5 5-2.5 5 2.5-1.5-7.5" />
  </>,
);

export const MailIcon = /* @__PURE__ */ defineIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);

export const MapPinIcon = /* @__PURE__ */ defineIcon(
  <>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const ExternalIcon = /* @__PURE__ */ defineIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);

export const FacebookIcon = /* @__PURE__ */ defineIcon(
  <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />,
);

export const InstagramIcon = /* @__PURE__ */ defineIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5v.01" />
  </>,
);

export const LinkedInIcon = /* @__PURE__ */ defineIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
  </>,
);

export const YouTubeIcon = /* @__PURE__ */ defineIcon(
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="m10.5 9.5 4 2.5-4 2.5z" fill="currentColor" />
  </>,
);

export const XIcon = /* @__PURE__ */ defineIcon(
  <>
    <path d="M4 4h4.5L20 20h-4.5z" />
    <path d="M20 4l-6.6 7.4M4 20l6.6-7.4" />
  </>,
);
