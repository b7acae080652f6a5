/**
 * Texts of the staff area (/login, /add-products). Keys start with "staff.". Spanish may leave
 * a key out; it then shows the English text.
 */
export const staffEn = {} as const;

export const staffEs: Partial<Record<keyof typeof staffEn, string>> = {};
