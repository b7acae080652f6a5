/** Texts of the blog pages (keys "blog.…") and the contact page (keys "contact.…"). */
export const blogEn = {} as const;
export const blogEs: Partial<Record<keyof typeof blogEn, string>> = {};

export const contactEn = {} as const;
export const contactEs: Partial<Record<keyof typeof contactEn, string>> = {};
