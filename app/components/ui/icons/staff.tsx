import { defineIcon } from "./icon.tsx";

/** Icons of the staff area's tools. */

export const UploadIcon = /* @__PURE__ */ defineIcon(
  <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />,
);

export const SheetIcon = /* @__PURE__ */ defineIcon(
  <>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M4 9h16M4 15h16M10 3v18" />
  </>,
);

export const PhotoIcon = /* @__PURE__ */ defineIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </>,
);

export const DownloadIcon = /* @__PURE__ */ defineIcon(<path d="M12 4v12m0 0-4-4m4 4 4-4M4 20h16" />);

export const TrashIcon = /* @__PURE__ */ defineIcon(
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
);

export const LogoutIcon = /* @__PURE__ */ defineIcon(
  <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />,
);

export const RefreshIcon = /* @__PURE__ */ defineIcon(<path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />);

export const PencilIcon = /* @__PURE__ */ defineIcon(
  <path d="M16.9 3.6a2 2 0 0 1 2.8 2.8L8 18.1 4 19l.9-4L16.9 3.6Z" />,
);
