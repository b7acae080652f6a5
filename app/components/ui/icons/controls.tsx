import { defineIcon } from "./icon.tsx";

/** Icons of controls and messages: carousels, players, forms' results, the staff area's notices. */

export const ChevronLeftIcon = /* @__PURE__ */ defineIcon(<path d="m15 18-6-6 6-6" />);

export const ChevronRightIcon = /* @__PURE__ */ defineIcon(<path d="m9 18 6-6-6-6" />);

export const ArrowLeftIcon = /* @__PURE__ */ defineIcon(<path d="M19 12H5M11 18l-6-6 6-6" />);

export const ArrowRightIcon = /* @__PURE__ */ defineIcon(<path d="M5 12h14M13 6l6 6-6 6" />);

export const PlayIcon = /* @__PURE__ */ defineIcon(<path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />);

export const PauseIcon = /* @__PURE__ */ defineIcon(<path d="M8 5v14M16 5v14" strokeWidth={3} />);

export const CheckIcon = /* @__PURE__ */ defineIcon(<path d="m5 12.5 4.5 4.5L19 7.5" />);

export const CheckCircleIcon = /* @__PURE__ */ defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </>,
);

export const AlertIcon = /* @__PURE__ */ defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);

export const InfoIcon = /* @__PURE__ */ defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5V8" />
  </>,
);
